import { Checkbox } from "~/components/ui/checkbox";
import { ArrowLeft, ArrowRight, Check, Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { solutionFinder as copy, type Option } from "~/content/leads";
import { cn } from "~/lib/cn";
import { recommend, type Budget, type FinderAnswers } from "./recommend";
import { RecommendationDetails } from "./recommendation-details";
import { Input } from "~/components/ui/input";

const STEPS = ["industry", "painPoint", "channel", "budget"] as const;
/** One id for the finder's validation toasts: a repeat replaces it, and a step change dismisses it. */
const VALIDATION_TOAST = "solution-finder-validation";
type Step = (typeof STEPS)[number] | "result";

/**
 * Spec §4: industry (free text) → painPoint (multi) → channel (multi) → budget (single, choosing
 * advances), then the recommendation. Back returns to the previous step with answers kept.
 * Schedule a Demo closes the dialog, goes to /checkout and shows a toast.
 */
export default function SolutionFinder({ onClose }: { onClose: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("industry");
  const [answers, setAnswers] = useState<FinderAnswers>({ industry: "", painPoint: [], channel: [], budget: "" });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // The validation toast on screen, if any. Every message gets an id of its own: reusing the id of
  // a toast still leaving the screen (dismissed or expired a moment ago) updates that toast, and
  // the new message leaves with it (seen when Next was pressed right after Enter moved a step).
  const warned = useRef<string | null>(null);
  const warnings = useRef(0);

  // Keyboard and screen-reader users land on the new step's question, not on a vanished button.
  // A validation message about the step just left no longer applies: it goes too.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    if (warned.current) {
      toast.dismiss(warned.current);
      warned.current = null;
    }
  }, [step]);

  // Closing the finder takes its validation message with it.
  useEffect(
    () => () => {
      if (warned.current) toast.dismiss(warned.current);
    },
    [],
  );

  const warn = (message: string) => {
    // Pressing Next again replaces the message instead of stacking a second one.
    if (warned.current) toast.dismiss(warned.current);
    warned.current = `${VALIDATION_TOAST}-${++warnings.current}`;
    toast.error(message, { id: warned.current });
  };

  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };
  const index = step === "result" ? STEPS.length : STEPS.indexOf(step);
  const back = () => go(index === STEPS.length ? "budget" : STEPS[Math.max(0, index - 1)]);

  const onNext = (e: FormEvent) => {
    e.preventDefault();
    if (step === "industry") {
      if (!answers.industry.trim()) return warn(copy.messages.industry);
      go("painPoint");
    } else if (step === "painPoint" || step === "channel") {
      if (answers[step].length === 0) return warn(copy.messages.select);
      go(step === "painPoint" ? "channel" : "budget");
    }
  };

  const toggle = (key: "painPoint" | "channel", value: string) =>
    setAnswers((a) => ({
      ...a,
      [key]: a[key].includes(value) ? a[key].filter((v) => v !== value) : [...a[key], value],
    }));

  const headingId = `${id}-question`;
  const heading = { index, headingId, headingRef };

  if (step === "result")
    return (
      <FinderResult
        answers={answers}
        headingRef={headingRef}
        onBack={back}
        onSchedule={() => {
          onClose();
          navigate("/checkout");
          toast.success(copy.scheduledToast.title, { description: copy.scheduledToast.description });
        }}
        onNavigate={onClose}
      />
    );

  return (
    <form onSubmit={onNext} noValidate>
      <FinderProgress index={index} />
      <fieldset aria-labelledby={headingId}>
        {step === "industry" ? (
          <IndustryStep
            heading={heading}
            inputId={`${id}-industry`}
            value={answers.industry}
            onChange={(industry) => setAnswers((a) => ({ ...a, industry }))}
          />
        ) : null}
        {step === "painPoint" ? (
          <ChoiceStep heading={heading} name="painPoint" chosen={answers.painPoint} onToggle={toggle} />
        ) : null}
        {step === "channel" ? (
          <ChoiceStep heading={heading} name="channel" chosen={answers.channel} onToggle={toggle} />
        ) : null}
        {step === "budget" ? (
          <BudgetStep
            heading={heading}
            chosen={answers.budget}
            onPick={(budget) => {
              setAnswers((a) => ({ ...a, budget }));
              go("result");
            }}
          />
        ) : null}
      </fieldset>
      <FinderNav index={index} step={step} onBack={back} />
    </form>
  );
}

type HeadingRef = RefObject<HTMLHeadingElement | null>;

/** The bar of steps above the question (and the result): done and current steps filled. */
function FinderProgress({ index }: { index: number }) {
  return (
    <div className="mb-5 flex gap-1.5" aria-hidden="true">
      {STEPS.map((s, i) => (
        <span key={s} className={cn("h-1.5 flex-1 rounded-full", i <= index ? "bg-primary" : "bg-muted")} />
      ))}
    </div>
  );
}

/** Where a step's heading goes: the step's number, the question's id, and the ref focus moves to. */
type HeadingPlace = { index: number; headingId: string; headingRef: HeadingRef };

/** "Step n of 4", the step's question (focused when the step changes) and its hint. */
function StepHeading({
  heading: { index, headingId, headingRef },
  text,
  hint,
}: {
  heading: HeadingPlace;
  text: string;
  hint?: string;
}) {
  return (
    <>
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">
        {copy.stepOf(index + 1, STEPS.length)}
      </p>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="mt-1 text-lg font-semibold outline-none">
        {text}
      </h3>
      {hint ? <p className="mt-1 text-sm text-muted-foreground">{hint}</p> : null}
    </>
  );
}

/** The first step: the business type, as free text. */
function IndustryStep({
  heading,
  inputId,
  value,
  onChange,
}: {
  heading: HeadingPlace;
  inputId: string;
  value: string;
  onChange: (industry: string) => void;
}) {
  return (
    <>
      <StepHeading heading={heading} text={copy.industry.legend} />
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium">
        {copy.industry.label}
      </label>
      <Input
        id={inputId}
        name="industry"
        type="text"
        autoComplete="organization-title"
        maxLength={120}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={copy.industry.placeholder}
        className="mt-1.5"
      />
    </>
  );
}

/** A multiple-choice step (pain points, channels): its options as checkboxes named after the step. */
function ChoiceStep({
  heading,
  name,
  chosen,
  onToggle,
}: {
  heading: HeadingPlace;
  name: "painPoint" | "channel";
  chosen: string[];
  onToggle: (name: "painPoint" | "channel", value: string) => void;
}) {
  return (
    <>
      <StepHeading heading={heading} text={copy[name].legend} hint={copy[name].hint} />
      <Choices name={name} options={copy[name].options} chosen={chosen} onToggle={(value) => onToggle(name, value)} />
    </>
  );
}

function Choices({
  name,
  options,
  chosen,
  onToggle,
}: {
  name: "painPoint" | "channel";
  options: readonly Option[];
  chosen: string[];
  onToggle: (value: string) => void;
}) {
  return (
    <div className="mt-4 grid gap-2">
      {options.map((o) => {
        const checked = chosen.includes(o.value);
        return (
          <label
            key={o.value}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
              checked ? "border-primary bg-secondary" : "hover:bg-accent",
            )}
          >
            <Checkbox name={name} value={o.value} checked={checked} onChange={() => onToggle(o.value)} />
            {o.label}
          </label>
        );
      })}
    </div>
  );
}

/** The budget step: one button per budget; choosing one shows the recommendation. */
function BudgetStep({
  heading,
  chosen,
  onPick,
}: {
  heading: HeadingPlace;
  chosen: Budget | "";
  onPick: (budget: Budget) => void;
}) {
  return (
    <>
      <StepHeading heading={heading} text={copy.budget.legend} hint={copy.budget.hint} />
      <BudgetChoices chosen={chosen} onPick={onPick} />
    </>
  );
}

function BudgetChoices({ chosen, onPick }: { chosen: Budget | ""; onPick: (budget: Budget) => void }) {
  return (
    <div className="mt-4 grid gap-2 sm:grid-cols-2">
      {copy.budget.options.map((o) => (
        <Button
          key={o.value}
          type="button"
          variant="outline"
          aria-pressed={chosen === o.value}
          className={cn("h-auto justify-between py-3", chosen === o.value && "border-primary bg-secondary")}
          onClick={() => onPick(o.value as Budget)}
        >
          {o.label}
          {chosen === o.value ? <Check aria-hidden="true" /> : null}
        </Button>
      ))}
    </div>
  );
}

/** Back (from the second step on) and Next (until the budget step, where choosing advances). */
function FinderNav({ index, step, onBack }: { index: number; step: Step; onBack: () => void }) {
  return (
    <div className="mt-6 flex justify-between gap-2">
      {index > 0 ? (
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {copy.back}
        </Button>
      ) : (
        <span />
      )}
      {step !== "budget" ? (
        <Button type="submit">
          {copy.next}
          <ArrowRight aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}

/** The recommendation for the answers, with Back and Schedule a Demo. */
function FinderResult({
  answers,
  headingRef,
  onBack,
  onSchedule,
  onNavigate,
}: {
  answers: FinderAnswers;
  headingRef: HeadingRef;
  onBack: () => void;
  onSchedule: () => void;
  /** A link in the recommendation was followed (the dialog closes). */
  onNavigate: () => void;
}) {
  const rec = recommend(answers);
  return (
    <div data-testid="solution-finder-result">
      <FinderProgress index={STEPS.length} />
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">{copy.resultHeading}</p>
      <h3 ref={headingRef} tabIndex={-1} className="mt-1 flex items-start gap-2 text-xl font-bold outline-none">
        <Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
        <span>{rec.headline}</span>
      </h3>
      <RecommendationDetails rec={rec} onNavigate={onNavigate} />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {copy.back}
        </Button>
        <Button type="button" onClick={onSchedule}>
          {copy.scheduleDemo}
        </Button>
      </div>
    </div>
  );
}

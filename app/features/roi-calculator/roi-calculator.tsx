import { Calculator, TrendingUp } from "lucide-react";
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type RefObject,
  type SetStateAction,
} from "react";
import { useNavigate, useSearchParams } from "react-router";
import { formatNumber } from "~/lib/format-number";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { roiPage as copy } from "~/content/leads";
import {
  calculateRoi,
  checkRoiInputs,
  formatDollars,
  ROI_FIELDS,
  ROI_LIMITS,
  type RoiInputs,
  type RoiProblem,
  type RoiResult,
} from "./roi";
import { SavingsChart } from "./savings-chart";
import { island } from "~/islands/island";
import { Input } from "~/components/ui/input";

const DialogHost = lazy(() => import("~/features/dialogs/dialog-host"));

type FieldKey = keyof RoiInputs;
const fields: { key: FieldKey; step: string; max: number; inputMode: "numeric" | "decimal" }[] = [
  { key: "agents", step: "1", max: ROI_LIMITS.agents, inputMode: "numeric" },
  { key: "hourly", step: "0.01", max: ROI_LIMITS.hourly, inputMode: "decimal" },
  { key: "calls", step: "1", max: ROI_LIMITS.calls, inputMode: "numeric" },
];

function problemText(problem: RoiProblem | undefined, max: number) {
  if (!problem || problem === "missing") return null;
  if (problem === "tooLarge") return copy.problems.tooLarge(formatNumber(max));
  return copy.problems[problem];
}

/**
 * Spec §5/§9 ROI calculator. The numbers live in the URL (?agents=&hourly=&calls=): the
 * form is a GET form, so a shared link (or a browser without JavaScript) shows the same
 * result. With JavaScript, Calculate checks the fields first: an empty one raises "Missing
 * Information"; a zero, negative or out-of-range one gets its message at the field. Either
 * way the numbers go into the URL, so an earlier result never stays beside numbers it was
 * not calculated from.
 */
function RoiCalculatorView() {
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = { agents: params.get("agents"), hourly: params.get("hourly"), calls: params.get("calls") };
  const { inputs, problems } = checkRoiInputs(raw);
  const result = inputs ? calculateRoi(inputs) : null;
  const attempted = raw.agents !== null || raw.hourly !== null || raw.calls !== null;
  const [hydrated, setHydrated] = useState(false);
  const [demo, setDemo] = useState<DemoDialog>({ mounted: false, open: false });
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const calculated = useRef(false);

  useEffect(() => setHydrated(true), []);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (calculated.current) {
      const firstInvalid = form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
      if (firstInvalid) firstInvalid.focus();
      else if (result) resultHeading.current?.focus();
    }
    calculated.current = false;
  }, [params, result]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values = {
      agents: String(data.get("agents") ?? ""),
      hourly: String(data.get("hourly") ?? ""),
      calls: String(data.get("calls") ?? ""),
    };
    const check = checkRoiInputs(values);
    if (Object.values(check.problems).includes("missing")) {
      toast.error(copy.missing.title, { description: copy.missing.description });
    }
    calculated.current = true;
    const search = new URLSearchParams();
    for (const f of ROI_FIELDS) if (values[f].trim()) search.set(f, values[f].trim());
    navigate({ search: search.size ? `?${search}` : "" }, { replace: true, preventScrollReset: true, state: { preserveScroll: true } });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8 lg:py-16">
      <section aria-labelledby={`${id}-form`} className="self-start rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <h2 id={`${id}-form`} className="flex items-center gap-2 text-2xl font-bold">
          <Calculator aria-hidden="true" className="size-6 text-primary" />
          {copy.formHeading}
        </h2>
        <form
          ref={form}
          method="get"
          action="/roi-calculator"
          onSubmit={onSubmit}
          noValidate={hydrated}
          className="mt-6 space-y-5"
        >
          {fields.map((f) => (
            <FigureField
              key={f.key}
              id={id}
              field={f}
              value={raw[f.key]}
              problem={problemText(problems[f.key], f.max)}
            />
          ))}
          {/* Without JavaScript the form cannot raise the "Missing Information" toast: say it here. */}
          {!hydrated && attempted && Object.values(problems).includes("missing") ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {copy.missing.description}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full">
            {copy.calculate}
          </Button>
        </form>
        <p className="mt-6 text-xs text-muted-foreground">{copy.assumptions}</p>
      </section>

      {result ? (
        <SavingsResult
          id={id}
          inputs={inputs}
          result={result}
          headingRef={resultHeading}
          hydrated={hydrated}
          demo={demo}
          setDemo={setDemo}
        />
      ) : (
        <div className="hidden place-items-center rounded-2xl border border-dashed p-8 text-center text-muted-foreground lg:grid">
          <p className="max-w-xs">{copy.placeholder}</p>
        </div>
      )}
    </div>
  );
}

/** One number field: its label, the input (its figure from the address), its problem and its hint. */
function FigureField({
  id,
  field: f,
  value,
  problem,
}: {
  id: string;
  field: (typeof fields)[number];
  value: string | null;
  problem: string | null;
}) {
  const c = copy.fields[f.key];
  return (
    <div>
      <Label htmlFor={`${id}-${f.key}`}>{c.label}</Label>
      <Input
        id={`${id}-${f.key}`}
        name={f.key}
        type="number"
        inputMode={f.inputMode}
        min={f.step}
        max={f.max}
        step={f.step}
        required
        defaultValue={value ?? ""}
        placeholder={c.placeholder}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-${f.key}-problem ${id}-${f.key}-hint` : `${id}-${f.key}-hint`}
        className="mt-1.5"
      />
      {problem ? (
        <p
          id={`${id}-${f.key}-problem`}
          data-testid={`roi-problem-${f.key}`}
          className="mt-1 text-sm font-medium text-destructive"
        >
          {problem}
        </p>
      ) : null}
      <p id={`${id}-${f.key}-hint`} className="mt-1 text-xs text-muted-foreground">
        {c.hint}
      </p>
    </div>
  );
}

type DemoDialog = { mounted: boolean; open: boolean };

/** The savings: monthly and yearly, the payback, the chart, and the demo request that carries them. */
function SavingsResult({
  id,
  inputs,
  result,
  headingRef,
  hydrated,
  demo,
  setDemo,
}: {
  id: string;
  inputs: RoiInputs | null;
  result: RoiResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
  hydrated: boolean;
  demo: DemoDialog;
  setDemo: Dispatch<SetStateAction<DemoDialog>>;
}) {
  const monthly = formatDollars(result.monthlyCents);
  const yearly = formatDollars(result.yearlyCents);
  const demoMessage = inputs
    ? copy.demoMessage({
        agents: String(inputs.agents),
        hourly: formatDollars(Math.round(inputs.hourly * 100)),
        calls: formatNumber(inputs.calls),
        monthly,
        yearly,
      })
    : "";

  return (
    <section aria-labelledby={`${id}-result`} data-testid="roi-result" className="space-y-6">
      <h2 id={`${id}-result`} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        {copy.resultHeading}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border bg-secondary p-5 text-secondary-foreground">
          <dt className="text-sm font-medium">{copy.monthly}</dt>
          <dd className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl" data-testid="roi-monthly">
            {monthly}
          </dd>
        </div>
        <div className="rounded-xl border bg-card p-5">
          <dt className="text-sm font-medium text-muted-foreground">{copy.yearly}</dt>
          <dd className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl" data-testid="roi-yearly">
            {yearly}
          </dd>
        </div>
      </dl>
      {result.paybackDays ? (
        <p className="flex items-start gap-2 text-sm">
          <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {copy.payback(result.paybackDays)}
        </p>
      ) : null}
      <SavingsChart
        cumulativeCents={result.cumulativeCents}
        title={copy.chartTitle}
        description={copy.chartDescription(yearly)}
        packageLabel={copy.packageLine}
        barsLabel={copy.barsLegend}
        monthLabel={copy.month}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {hydrated ? (
          <Button type="button" size="lg" aria-haspopup="dialog" onClick={() => setDemo({ mounted: true, open: true })}>
            {copy.requestDemo}
          </Button>
        ) : (
          <Button asChild size="lg">
            <a href="/checkout">{copy.requestDemo}</a>
          </Button>
        )}
        <p className="text-xs text-muted-foreground">{copy.shareHint}</p>
      </div>
      {demo.mounted ? (
        <Suspense fallback={null}>
          <DialogHost
            dialog="demo-request"
            open={demo.open}
            onOpenChange={(open) => setDemo((d) => ({ ...d, open }))}
            initial={{ message: demoMessage }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** An island (decision 079): the inputs and results, kept in the address. */
export const RoiCalculator = island("roi-calculator", RoiCalculatorView);

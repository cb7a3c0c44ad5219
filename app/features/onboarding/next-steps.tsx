import { CalendarCheck, Check } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Field, TextField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { nextStepsCopy as copy } from "~/content/onboarding";
import { cn } from "~/lib/cn";
import type { Onboarding } from "#db/schema";
import { SlotPicker, type SlotList } from "~/features/scheduling/slot-picker";
import { onboardingIndustries } from "./onboarding.schema";

export type NextStepsView = {
  steps: { id: "paid" | "kickoff" | "test" | "live"; label: string | null; days?: number; done: boolean }[];
  kickoff: { when: string; links: { reschedule: string; cancel: string } } | null;
  kickoffSlots: SlotList | null;
  onboarding: { values: Partial<Onboarding>; saved: boolean };
};

export type NextStepsProblem = { intent: "kickoff" | "onboarding"; error: string; fieldErrors?: Record<string, string> } | null;

function stepText(step: NextStepsView["steps"][number]) {
  const s = copy.steps;
  switch (step.id) {
    case "paid":
      return s.paid.text(step.label ?? "");
    case "kickoff":
      return step.label ? s.kickoff.booked(step.label) : s.kickoff.pending;
    case "test":
      return step.label ? s.test.dated(step.label) : s.test.undated(step.days ?? 0);
    case "live":
      return step.label ? s.live.dated(step.label) : s.live.undated(step.days ?? 0);
  }
}

/**
 * After a build is paid (issue 42): the dated road to go-live, the kickoff call to book and the
 * onboarding form, on the success page. Plain posts to the page's action (intent "kickoff" or
 * "onboarding"), so it works before and without JavaScript.
 */
export function NextSteps({ view, problem, refreshKey }: { view: NextStepsView; problem: NextStepsProblem; refreshKey: number }) {
  return (
    <section aria-labelledby="next-steps-heading" className="mt-10" data-testid="next-steps">
      <h2 id="next-steps-heading" className="text-2xl font-bold">
        {copy.title}
      </h2>
      <p className="mt-1 text-muted-foreground">{copy.intro}</p>
      <ol className="mt-6 space-y-4">
        {view.steps.map((step, i) => (
          <li key={step.id} className="flex gap-4" data-step={step.id}>
            <span
              aria-hidden="true"
              className={cn(
                "flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-bold",
                step.done ? "border-primary bg-primary text-primary-foreground" : "bg-card",
              )}
            >
              {step.done ? <Check className="size-4" /> : i + 1}
            </span>
            <div>
              <p className="font-semibold">{copy.steps[step.id].title}</p>
              <p className="text-sm text-muted-foreground">{stepText(step)}</p>
            </div>
          </li>
        ))}
      </ol>
      <KickoffBlock view={view} problem={problem?.intent === "kickoff" ? problem : null} refreshKey={refreshKey} />
      <OnboardingForm view={view} problem={problem?.intent === "onboarding" ? problem : null} />
    </section>
  );
}

function KickoffBlock({ view, problem, refreshKey }: { view: NextStepsView; problem: NextStepsProblem; refreshKey: number }) {
  const navigation = useNavigation();
  const k = copy.kickoff;
  if (view.kickoff)
    return (
      <div className="mt-8 rounded-lg border bg-card p-4" data-testid="kickoff-booking">
        <p className="flex items-center gap-2 font-medium">
          <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-primary" /> {k.booked(view.kickoff.when)}
        </p>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <a className="text-primary underline" href={view.kickoff.links.reschedule}>
            {k.reschedule}
          </a>
          <a className="text-primary underline" href={view.kickoff.links.cancel}>
            {k.cancel}
          </a>
        </p>
        <p className="mt-2 text-xs text-muted-foreground">{k.manageNote}</p>
      </div>
    );
  if (!view.kickoffSlots) return null;
  return (
    <Form method="post" className="mt-8 space-y-4 rounded-xl border bg-card p-6" data-testid="kickoff-form">
      <input type="hidden" name="intent" value="kickoff" />
      <h3 className="text-lg font-semibold">{k.title}</h3>
      <SlotPicker kind="kickoff" required initial={view.kickoffSlots} error={problem?.error} refreshKey={refreshKey} texts={k} />
      <Button type="submit" disabled={navigation.state !== "idle"}>
        {navigation.state !== "idle" ? k.booking : k.book}
      </Button>
    </Form>
  );
}

function OnboardingForm({ view, problem }: { view: NextStepsView; problem: NextStepsProblem }) {
  const navigation = useNavigation();
  const f = copy.form;
  const values = view.onboarding.values;
  const errors = problem?.fieldErrors ?? {};
  const area = (name: "hours" | "services" | "software" | "transfers" | "urgent" | "notes", rows = 2) => (
    <Field id={`onboarding-${name}`} label={f.fields[name].label} requirement="optional" hint={f.fields[name].hint} error={errors[name]} className="sm:col-span-2">
      {(aria) => <Textarea id={`onboarding-${name}`} name={name} rows={rows} maxLength={2000} defaultValue={values[name] ?? ""} {...aria} />}
    </Field>
  );
  return (
    <Form method="post" className="mt-8 rounded-xl border bg-card p-6" data-testid="onboarding-form">
      <input type="hidden" name="intent" value="onboarding" />
      <h3 className="text-lg font-semibold">{f.title}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{f.intro}</p>
      {view.onboarding.saved && !problem ? (
        <p role="status" className="mt-4 rounded-md bg-primary/10 p-3 text-sm font-medium">
          {f.saved}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-4 rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-destructive">
          {problem.error}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField id="onboarding-businessName" name="businessName" label={f.fields.businessName.label} required maxLength={200} defaultValue={values.businessName ?? ""} error={errors.businessName} />
        <Field id="onboarding-industry" label={f.fields.industry.label} error={errors.industry}>
          {(aria) => (
            <Select id="onboarding-industry" name="industry" required height="row" defaultValue={values.industry ?? ""} {...aria}>
              <option value="" disabled>
                Choose…
              </option>
              {onboardingIndustries.map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextField id="onboarding-phone" name="phone" type="tel" label={f.fields.phone.label} required autoComplete="tel" maxLength={32} defaultValue={values.phone ?? ""} error={errors.phone} />
        <TextField id="onboarding-website" name="website" type="text" inputMode="url" label={f.fields.website.label} hint={f.fields.website.hint} maxLength={500} defaultValue={values.website ?? ""} error={errors.website} />
        {area("hours")}
        {area("services")}
        {area("software")}
        {area("transfers")}
        {area("urgent")}
        {area("notes", 3)}
      </div>
      <Button type="submit" className="mt-6" disabled={navigation.state !== "idle"}>
        {navigation.state !== "idle" ? f.saving : f.save}
      </Button>
    </Form>
  );
}

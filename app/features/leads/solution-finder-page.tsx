import { Checkbox } from "~/components/ui/checkbox";
import { CircleAlert, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { solutionFinder as copy, type Option } from "~/content/leads";
import { recommend, type Budget, type FinderAnswers } from "~/features/solution-finder/recommend";
import { RecommendationDetails } from "~/features/solution-finder/recommendation-details";
import { FormPageFrame } from "./form-page-frame";
import { Input } from "~/components/ui/input";

/**
 * The solution finder without JavaScript (/forms/solution-finder): the dialog's four steps as
 * one GET form (answers in the URL; no contact details are asked for), checked with the
 * dialog's rules and answered with the same recommendation.
 */

const pick = (values: string[], options: readonly Option[]) =>
  options.map((o) => o.value).filter((v) => values.includes(v));

export type FinderPageState = {
  answers: FinderAnswers;
  /** The form was sent (the industry field is in the URL). */
  submitted: boolean;
  problem: string | null;
};

export function finderStateFrom(params: URLSearchParams): FinderPageState {
  const budgetValue = params.get("budget") ?? "";
  const answers: FinderAnswers = {
    industry: (params.get("industry") ?? "").slice(0, 120),
    painPoint: pick(params.getAll("painPoint"), copy.painPoint.options),
    channel: pick(params.getAll("channel"), copy.channel.options),
    budget: copy.budget.options.some((o) => o.value === budgetValue) ? (budgetValue as Budget) : "",
  };
  const submitted = params.has("industry");
  let problem: string | null = null;
  if (submitted) {
    if (!answers.industry.trim()) problem = copy.messages.industry;
    else if (!answers.painPoint.length || !answers.channel.length) problem = copy.messages.select;
  }
  return { answers, submitted, problem };
}

const fieldsetClass = "space-y-3 rounded-xl border p-4 sm:p-5";
const legendClass = "px-1 text-lg font-semibold";
const choiceClass =
  "flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium hover:bg-accent has-checked:border-primary has-checked:bg-secondary";

export function SolutionFinderPage({ answers, submitted, problem, from }: FinderPageState & { from?: string }) {
  const rec = submitted && !problem ? recommend(answers) : null;
  return (
    <FormPageFrame title={copy.title} description={copy.description}>
      {rec ? (
        <div
          role="status"
          data-testid="solution-finder-result"
          className="mt-10 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
        >
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">{copy.resultHeading}</p>
          <h2 className="mt-1 flex items-start gap-2 text-2xl font-bold">
            <Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            <span>{rec.headline}</span>
          </h2>
          <RecommendationDetails rec={rec} />
          <Button asChild size="lg" className="mt-6">
            <Link to="/checkout">{copy.scheduleDemo}</Link>
          </Button>
        </div>
      ) : null}

      <form
        method="get"
        className="mt-10 space-y-6 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
      >
        {from ? <input type="hidden" name="from" value={from} /> : null}
        {problem ? (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm text-destructive"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{problem}</span>
          </div>
        ) : null}
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{copy.industry.legend}</legend>
          <label htmlFor="finder-industry" className="block text-sm font-medium">
            {copy.industry.label}
          </label>
          <Input
            id="finder-industry"
            name="industry"
            type="text"
            maxLength={120}
            defaultValue={answers.industry}
            placeholder={copy.industry.placeholder}
          />
        </fieldset>
        {(["painPoint", "channel"] as const).map((key) => (
          <fieldset key={key} className={fieldsetClass}>
            <legend className={legendClass}>{copy[key].legend}</legend>
            <p className="text-sm text-muted-foreground">{copy[key].hint}</p>
            <div className="grid gap-2">
              {copy[key].options.map((o) => (
                <label key={o.value} className={choiceClass}>
                  <Checkbox name={key} value={o.value} defaultChecked={answers[key].includes(o.value)} />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>{copy.budget.legend}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {copy.budget.options.map((o) => (
              <label key={o.value} className={choiceClass}>
                <input
                  type="radio"
                  name="budget"
                  value={o.value}
                  defaultChecked={answers.budget === o.value}
                  className="size-4 accent-primary"
                />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="lg" className="w-full">
          {copy.pageSubmit}
        </Button>
      </form>
    </FormPageFrame>
  );
}

import { Link } from "react-router";
import { solutionFinder as copy } from "~/content/leads";
import type { Recommendation } from "./recommend";

/** The body of a recommendation, shared by the finder dialog and its no-JS page (/forms/solution-finder). */
export function RecommendationDetails({ rec, onNavigate }: { rec: Recommendation; onNavigate?: () => void }) {
  return (
    <>
      <p className="mt-3">{rec.text}</p>
      <p className="mt-2 text-sm text-muted-foreground">{rec.budgetNote}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {[rec.primary, rec.secondary].map((s) => (
          <li key={s.name} className="rounded-lg border bg-card p-3">
            <p className="font-semibold">{s.name}</p>
            <Link to={s.href} onClick={onNavigate} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {copy.learnMore}
              <span className="sr-only"> about {s.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {rec.alsoConsider.length ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {copy.alsoConsider}: {rec.alsoConsider.map((s) => s.name).join(", ")}.
        </p>
      ) : null}
    </>
  );
}

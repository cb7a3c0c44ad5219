import { solutionFinder } from "~/content/leads";
import { fromParam } from "~/features/leads/form-pages";
import { finderStateFrom, SolutionFinderPage } from "~/features/leads/solution-finder-page";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/solution-finder";

/** /forms/solution-finder — the solution finder as one GET form, for visitors without JavaScript; noindex. */
export const meta = () =>
  seo({
    title: solutionFinder.title,
    description: solutionFinder.description,
    path: "/forms/solution-finder",
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { ...finderStateFrom(url.searchParams), from: fromParam(url) };
}

export default function SolutionFinderRoute({ loaderData }: Route.ComponentProps) {
  return <SolutionFinderPage {...loaderData} />;
}

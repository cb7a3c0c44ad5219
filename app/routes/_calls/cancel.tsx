import type { ShouldRevalidateFunction } from "react-router";
import { manageCopy as copy } from "~/content/scheduling";
import { ManageCallPage } from "~/features/scheduling/manage-page";
import { cancelPageAction, cancelPageLoader } from "~/flows/cancel-call.server";
import { noStore } from "~/lib/no-store.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/cancel";

/** /calls/cancel?token=… — the link in a booked call's emails. */
export const meta = () => seo({ title: copy.cancel.title, description: copy.cancel.description, path: "/calls/cancel", noindex: true });

/** One visitor's call: never cached (docs/decisions/042). */
export const middleware: Route.MiddlewareFunction[] = [noStore];

export const loader = ({ context, request }: Route.LoaderArgs) => cancelPageLoader(context, request);
export const action = ({ context, request }: Route.ActionArgs) => cancelPageAction(context, request);

/** After a cancellation the link is spent: the page shows the action's answer instead of loading the link again (a 404). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { ok?: boolean } | undefined)?.ok ? false : defaultShouldRevalidate;

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ManageCallPage loaded={loaderData} acted={actionData} />;
}

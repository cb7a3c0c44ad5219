import { data, redirect } from "react-router";
import { loginPathFor } from "~/features/auth/redirect";
import { getUserSession } from "~/features/auth/session.server";
import { AssessmentFields } from "~/features/ebook/assessment-form";
import { LeadFormPage } from "~/features/leads/form-page";
import { fromParam, isLeadFormPage, leadFormPages, sentPathFor } from "~/features/leads/form-pages";
import { handleLeadFormPost } from "~/features/leads/form-post.server";
import { formsNeedingLogin } from "~/features/leads/schemas";
import type { LeadPostData } from "~/features/leads/submit-lead";
import { pickerSlots } from "~/features/scheduling/bookings.server";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import { bookedCallSummary } from "~/features/scheduling/manage-page.server";
import { getServices } from "#platform/context";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/lead-form";

/** /forms/:formType — a lead form's own page (no JavaScript needed), noindex. */
export const meta = ({ params }: Route.MetaArgs) => {
  if (!isLeadFormPage(params.formType)) return [{ title: "Page not found" }];
  const { copy } = leadFormPages[params.formType];
  return seo({ title: copy.title, description: copy.description, path: `/forms/${params.formType}`, noindex: true });
};

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = params.formType;
  if (!isLeadFormPage(slug)) throw data("Not found", { status: 404 });
  const url = new URL(request.url);
  // A form that needs an account sends a signed-out visitor to log in first, and back here after.
  if (formsNeedingLogin.has(leadFormPages[slug].formType) && !(await getUserSession(context, request)))
    throw redirect(loginPathFor(`${url.pathname}${url.search}`));
  const sent = url.searchParams.get("sent") === "1";
  // The strategy call's open times, rendered into the page so the form works without JavaScript.
  const { db } = getServices(context).database;
  const schedule = leadFormPages[slug].formType === "strategy_call" && !sent ? await loadSchedule(db) : null;
  const slots = schedule ? await pickerSlots(db, "strategy_call", schedule.availability.timeZone, new Date(), schedule) : undefined;
  const booked = sent && leadFormPages[slug].formType === "strategy_call" ? await bookedCallSummary(context, url.searchParams.get("call")) : null;
  return { slug, from: fromParam(url), sent, slots, booked };
}

/** The form posted without JavaScript: the same acceptLead path as POST /api/leads/:formType. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const slug = params.formType;
  if (!isLeadFormPage(slug)) throw data("Not found", { status: 404 });
  const url = new URL(request.url);
  return handleLeadFormPost(context, request, leadFormPages[slug].formType, {
    sentPath: sentPathFor(slug, fromParam(url)),
  });
}

export default function FormRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LeadFormPage
      {...loaderData}
      problem={actionData as LeadPostData | undefined}
      // The assessment's fields belong to the ebook feature; the page frame is the leads feature's.
      ownForm={loaderData.slug === "assessment" ? (props) => <AssessmentFields {...props} /> : undefined}
    />
  );
}

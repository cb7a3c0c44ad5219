import { CalendarCheck, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { formPages } from "~/content/leads";
import { bookedCopy } from "~/content/scheduling";
import { formPagePath } from "~/content/leads-forms";
import { FormPageFrame } from "./form-page-frame";
import { leadFormPages, sentPathFor, type LeadFormPageSlug } from "./form-pages";
import type { SlotList } from "~/features/scheduling/slot-picker";
import { LeadForm } from "./lead-form";
import { StrategyCallPanel } from "./strategy-call-panel";
import type { LeadPostData } from "./submit-lead";

/** What a form drawn by another feature gets from the page (the ebook's assessment). */
export type OwnFormProps = {
  action: string;
  originPage?: string;
  defaultValues?: Record<string, string>;
  serverError?: { message: string; fieldErrors?: Record<string, string> };
  onSent: () => void;
};

/**
 * A lead form on a page of its own (/forms/:formType): the title and text of its dialog, the
 * same form, posting without JavaScript to the page's action. After a sent form the page shows
 * the form's success message (the text its toast shows) and links back to where the visitor was.
 */
export function LeadFormPage({
  slug,
  from,
  sent,
  problem,
  slots,
  booked,
  ownForm,
}: {
  slug: LeadFormPageSlug;
  from?: string;
  sent: boolean;
  problem?: LeadPostData;
  slots?: SlotList;
  /** A call time was booked with the form: its time and the links to move or cancel it. */
  booked?: { when: string; links: { reschedule: string; cancel: string } } | null;
  /** The form's fields when another feature owns them (the route passes the ebook's assessment). */
  ownForm?: (props: OwnFormProps) => ReactNode;
}) {
  const navigate = useNavigate();
  const { formType, copy } = leadFormPages[slug];
  const action = formPagePath(slug, from);
  const serverError = problem ? { message: problem.error, fieldErrors: problem.fieldErrors } : undefined;
  const onSent = () => navigate(sentPathFor(slug, from));
  return (
    <FormPageFrame
      title={copy.title}
      description={copy.description}
      aside={formType === "strategy_call" ? <StrategyCallPanel /> : undefined}
    >
      <div className="mt-10 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        {sent ? (
          <div role="status" data-testid="form-sent" className="flex gap-3">
            <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
            <div>
              <h2 className="text-2xl font-bold">{copy.success.title}</h2>
              {booked ? null : <p className="mt-2 text-muted-foreground">{copy.success.description}</p>}
              {booked ? (
                <div data-testid="call-booked" className="mt-6 rounded-lg border border-primary/40 bg-primary/5 p-4">
                  <p className="flex items-center gap-2 font-semibold">
                    <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-primary" /> {bookedCopy.title(booked.when)}
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{bookedCopy.detail}</p>
                  <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
                    <Link to={booked.links.reschedule} className="text-primary underline-offset-4 hover:underline">
                      {bookedCopy.reschedule}
                    </Link>
                    <Link to={booked.links.cancel} className="text-primary underline-offset-4 hover:underline">
                      {bookedCopy.cancel}
                    </Link>
                  </p>
                </div>
              ) : null}
              <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
                <Link to={from ?? "/"} className="text-primary underline-offset-4 hover:underline">
                  {from ? formPages.backTo : formPages.backHome}
                </Link>
                <Link to={action} className="text-primary underline-offset-4 hover:underline">
                  {formPages.sendAnother}
                </Link>
              </p>
            </div>
          </div>
        ) : ownForm ? (
          ownForm({ action, originPage: from, defaultValues: problem?.values, serverError, onSent })
        ) : (
          <LeadForm
            formType={formType}
            copy={copy}
            action={action}
            originPage={from}
            defaultValues={problem?.values}
            serverError={serverError}
            slots={slots}
            onDone={(outcome, next) => {
              if (outcome !== "sent") return;
              if (next) void navigate(next);
              else onSent();
            }}
          />
        )}
      </div>
    </FormPageFrame>
  );
}

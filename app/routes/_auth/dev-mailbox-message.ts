import { data } from "react-router";
import { getServices } from "#platform/context";
import { isLocalRequestIn } from "#platform/local-request.server";
import { devMailboxEnabled } from "#platform/mailer.server";
import type { Route } from "./+types/dev-mailbox-message";

/** One email of the dev outbox, as the recipient would see it. The HTML is ours, but it still runs no script. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { env, mailer } = getServices(context);
  if (!devMailboxEnabled(env) || !mailer.outbox || !isLocalRequestIn(context, request))
    throw data("Not found", { status: 404 });
  const mail = await mailer.outbox.get(params.id);
  if (!mail) throw data("Not found", { status: 404 });
  // ?part=invite: the calendar invite the email carries, for the visitor's calendar app.
  if (new URL(request.url).searchParams.get("part") === "invite") {
    if (!mail.invite) throw data("Not found", { status: 404 });
    return new Response(mail.invite.ics, {
      headers: {
        "Content-Type": `text/calendar; charset=utf-8; method=${mail.invite.method}`,
        "Content-Disposition": 'attachment; filename="invite.ics"',
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  }
  return new Response(mail.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

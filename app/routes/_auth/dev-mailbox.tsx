import { Mail } from "lucide-react";
import { useEffect } from "react";
import { data, useRevalidator } from "react-router";
import { devMailbox } from "~/content/auth";
import { getServices } from "#platform/context";
import { seo } from "~/lib/seo";
import { isLocalRequestIn } from "#platform/local-request.server";
import { devMailboxEnabled } from "#platform/mailer.server";
import type { Route } from "./+types/dev-mailbox";

export const meta: Route.MetaFunction = () => seo({ title: devMailbox.title, description: devMailbox.description, path: "/dev/mailbox", noindex: true });

export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

/**
 * Local-only sites without an SMTP server (decision 041): the emails written to DATA_DIR/mail,
 * shown only to a request from this machine itself, never one through a proxy (issue 40).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, mailer } = getServices(context);
  if (!devMailboxEnabled(env) || !mailer.outbox || !isLocalRequestIn(context, request))
    throw data("Not found", { status: 404 });
  const mails = await mailer.outbox.list();
  return {
    dir: mailer.outbox.dir,
    mails: mails.slice(0, 50).map(({ id, kind, to, subject, date, text, links, invite }) => ({ id, kind, to, subject, date, text, links, invite: invite?.method ?? null })),
  };
}

/** Mail leaves in the background after the auth answer, so the list refreshes itself while open. */
function useRefreshWhileVisible(everyMs: number) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && state === "idle") void revalidate();
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, revalidate, state]);
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { mails, dir } = loaderData;
  useRefreshWhileVisible(2000);
  return (
    <section className="mx-auto max-w-4xl px-4 pb-20 pt-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{devMailbox.title}</h1>
      <p className="mt-3 text-muted-foreground">{devMailbox.intro}</p>
      <p className="mt-1 break-all font-mono text-xs text-muted-foreground">{dir}</p>
      {mails.length === 0 ? (
        <p className="mt-8 rounded-lg border bg-card p-6 text-muted-foreground">{devMailbox.empty}</p>
      ) : (
        <ol className="mt-8 space-y-4" aria-label="Emails, newest first">
          {mails.map((mail) => (
            <li key={mail.id} className="rounded-lg border bg-card p-5" data-testid="mailbox-message" data-kind={mail.kind}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="flex items-center gap-2 text-lg font-semibold">
                  <Mail aria-hidden="true" className="size-4 text-primary" />
                  {mail.subject}
                </h2>
                <time dateTime={mail.date} className="text-xs text-muted-foreground">
                  {new Date(mail.date).toISOString().replace("T", " ").slice(0, 19)} UTC
                </time>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                To <span data-testid="mailbox-to">{mail.to}</span> · {mail.kind}
              </p>
              {mail.links.length > 0 && (
                <ul className="mt-3 space-y-1">
                  {mail.links.map((href) => (
                    <li key={href}>
                      <a href={href} className="break-all text-sm text-primary underline underline-offset-4" data-testid="mailbox-link">
                        {href}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer text-muted-foreground">Plain text</summary>
                <pre className="mt-2 whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs" data-testid="mailbox-text">
                  {mail.text}
                </pre>
              </details>
              <a href={`/dev/mailbox/${mail.id}`} className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4">
                {devMailbox.viewHtml}
                <span className="sr-only">: {mail.subject}</span>
              </a>
              {mail.invite ? (
                <a
                  href={`/dev/mailbox/${mail.id}?part=invite`}
                  download="invite.ics"
                  className="ml-6 mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4"
                  data-testid="mailbox-invite"
                >
                  {mail.invite === "CANCEL" ? devMailbox.cancelInvite : devMailbox.invite}
                  <span className="sr-only">: {mail.subject}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

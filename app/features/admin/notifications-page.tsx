import { Form, useNavigation } from "react-router";
import { ErrorList, errorIdOf } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { notificationsPage as copy, type NotificationMode } from "~/content/owner-notifications";
import { stay } from "./stay";
import { ActionNotice, DateTime, Facts, PageHeader, Panel } from "~/components/console/ui";

export type NotificationsActionData = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

type Data = {
  to: string[];
  reason: string;
  setting: { mode: NotificationMode; changedBy: string | null; changedAt: string | null };
  zone: string;
  hour: string;
  mailbox: { href: string; count: number } | null;
};

/**
 * The owner's Notifications page (issue 43): where the emails go and why, what they are about, and
 * one choice, each event as it happens or one daily digest (decision 106). A plain form post.
 */
export function NotificationsPage({ data, result }: { data: Data; result?: NotificationsActionData | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const error = result && !result.ok ? (result.fieldErrors?.mode ?? result.message) : null;
  return (
    <div className="space-y-5">
      <PageHeader title={copy.title} description={copy.description} />
      <ActionNotice result={result?.ok ? result : null} />
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title={copy.whereHeading}>
          <div className="space-y-3">
            <Facts
              items={[
                [
                  copy.whereTo,
                  <ul key="to" className="space-y-0.5" data-testid="notify-to">
                    {data.to.map((a) => (
                      <li key={a} className="font-medium break-all">
                        {a}
                      </li>
                    ))}
                  </ul>,
                ],
                [copy.whereWhy, data.reason],
              ]}
            />
            <p className="text-xs text-muted-foreground">{copy.whereHint}</p>
            {data.mailbox ? (
              <p className="text-sm text-muted-foreground">
                Mail goes to files on this machine.{" "}
                <a href={data.mailbox.href} className="font-medium text-primary underline-offset-4 hover:underline">
                  Open the dev mailbox
                </a>
              </p>
            ) : null}
          </div>
        </Panel>
        <Panel title={copy.whatHeading}>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {copy.what.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Panel>
      </div>
      <Panel title={copy.modeHeading}>
        <Form method="post" state={stay} preventScrollReset className="space-y-4">
          <fieldset aria-describedby={error ? errorIdOf("mode") : undefined} className="space-y-3">
            <legend className="mb-2 text-sm font-medium">{copy.modeLegend}</legend>
            {(["each", "digest"] as const).map((mode) => (
              <label
                key={mode}
                className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name="mode"
                  value={mode}
                  defaultChecked={data.setting.mode === mode}
                  aria-describedby={`mode-${mode}-hint`}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium">{copy.modes[mode].label}</span>
                  <span id={`mode-${mode}-hint`} className="block text-xs text-muted-foreground">
                    {mode === "each" ? copy.modes.each.hint : copy.modes.digest.hint(data.hour, data.zone)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <ErrorList id="mode" errors={error} announce />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy}>
              {copy.save}
            </Button>
            {data.setting.changedBy ? (
              <span className="text-xs text-muted-foreground">
                {copy.lastChanged(data.setting.changedBy)} · <DateTime iso={data.setting.changedAt} />
              </span>
            ) : null}
          </div>
        </Form>
      </Panel>
    </div>
  );
}

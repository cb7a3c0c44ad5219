import { firstTouchCopy as copy } from "~/content/analytics";
import { Facts, Panel } from "~/components/console/ui";
import type { FirstTouch } from "./first-touch";

/** Where the visit behind a lead or an order began: landing page, source, medium, campaign, referring site, partner. */
export function FirstTouchPanel({ touch }: { touch: FirstTouch | null | undefined }) {
  return (
    <Panel title={copy.title}>
      {touch ? (
        <Facts
          items={[
            [copy.labels.landing, touch.landing],
            [copy.labels.source, touch.utmSource ?? touch.referrerHost ?? copy.direct],
            [copy.labels.medium, touch.utmMedium],
            [copy.labels.campaign, touch.utmCampaign],
            [copy.labels.referrer, touch.referrerHost],
            [copy.labels.partner, touch.ref],
          ]}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{copy.notRecorded}</p>
      )}
    </Panel>
  );
}

import { refundPolicyPage } from "~/content/legal/refund-policy";
import { LegalPageView } from "~/features/legal/legal-page";
import { seo } from "~/lib/seo";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () => seo({ title: refundPolicyPage.title, description: refundPolicyPage.description, path: refundPolicyPage.path });

export default function RefundPolicy() {
  return <LegalPageView page={refundPolicyPage} />;
}

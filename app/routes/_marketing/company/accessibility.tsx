import { accessibilityPage } from "~/content/legal/accessibility";
import { LegalPageView } from "~/features/legal/legal-page";
import { seo } from "~/lib/seo";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () => seo({ title: accessibilityPage.title, description: accessibilityPage.description, path: accessibilityPage.path });

export default function Accessibility() {
  return <LegalPageView page={accessibilityPage} />;
}

import { accessibilityPage } from "~/content/legal/accessibility";
import { LegalPageView } from "~/features/legal/legal-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: accessibilityPage.title, description: accessibilityPage.description, path: accessibilityPage.path });

export default function Accessibility() {
  return <LegalPageView page={accessibilityPage} />;
}

import { privacyPage } from "~/content/legal/privacy";
import { LegalPageView } from "~/features/legal/legal-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: privacyPage.title, description: privacyPage.description, path: privacyPage.path });

export default function Privacy() {
  return <LegalPageView page={privacyPage} />;
}

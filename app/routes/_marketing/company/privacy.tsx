import { privacyPage } from "~/content/legal/privacy";
import { LegalPageView } from "~/features/legal/legal-page";
import { seo } from "~/lib/seo";

/** Hydrated as islands: header, notices and calls to action (decision 079). */
export const handle = { islands: true };

export const meta = () => seo({ title: privacyPage.title, description: privacyPage.description, path: privacyPage.path });

export default function Privacy() {
  return <LegalPageView page={privacyPage} />;
}

import { termsPage } from "~/content/legal/terms";
import { LegalPageView } from "~/features/legal/legal-page";
import { seo } from "~/lib/seo";

/** Hydrated as islands: header, notices and calls to action (decision 079). */
export const handle = { islands: true };

export const meta = () => seo({ title: termsPage.title, description: termsPage.description, path: termsPage.path });

export default function Terms() {
  return <LegalPageView page={termsPage} />;
}

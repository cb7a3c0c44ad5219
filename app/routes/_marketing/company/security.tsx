import { securityPage } from "~/content/legal/security";
import { LegalPageView } from "~/features/legal/legal-page";
import { seo } from "~/lib/seo";

/** Hydrated as islands (decision 079). */
export const handle = { islands: true };

export const meta = () => seo({ title: securityPage.title, description: securityPage.description, path: securityPage.path });

export default function Security() {
  return <LegalPageView page={securityPage} />;
}

import { securityPage } from "~/content/legal/security";
import { LegalPageView } from "~/features/legal/legal-page";
import { seo } from "~/lib/seo";

export const meta = () => seo({ title: securityPage.title, description: securityPage.description, path: securityPage.path });

export default function Security() {
  return <LegalPageView page={securityPage} />;
}

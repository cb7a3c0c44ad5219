import { Download, FileJson } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { dataPanel as copy } from "~/content/data-requests";
import { Panel } from "~/features/auth/account-panels";

/** The dashboard's "Your data" panel: a plain download link, so it works before (and without) JavaScript. */
export function DataExportPanel() {
  return (
    <Panel title={copy.heading} icon={<FileJson aria-hidden="true" className="size-5 text-primary" />}>
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      <a href="/user-dashboard/export" download className={buttonVariants({ variant: "outline" })}>
        <Download aria-hidden="true" />
        {copy.download}
      </a>
      <p className="text-sm text-muted-foreground">{copy.elsewhere}</p>
    </Panel>
  );
}

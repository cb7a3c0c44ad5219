import { Inbox } from "lucide-react";
import { useEffect, useState } from "react";
import { loginPage } from "~/content/auth";
import { keptDemoRequest } from "./kept-demo-request";

/**
 * On /login, while a demo request typed before signing in waits in this browser (decision 102):
 * says it is kept and will be sent once signed in. Read after hydration (the server cannot know).
 */
export function KeptDemoRequestNote() {
  const [kept, setKept] = useState(false);
  useEffect(() => setKept(Boolean(keptDemoRequest())), []);
  if (!kept) return null;
  return (
    <div
      role="status"
      data-testid="kept-demo-request"
      className="mb-4 flex w-[360px] max-w-full gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm"
    >
      <Inbox aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <p>
        <span className="font-semibold">{loginPage.keptDemoRequest.title}.</span> {loginPage.keptDemoRequest.text}
      </p>
    </div>
  );
}

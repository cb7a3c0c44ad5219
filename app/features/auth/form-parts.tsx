import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Button } from "~/components/ui/button";

export type Notice = { tone: "error" | "success"; text: string };

/** An error in a danger-styled box (role="alert"), or a confirmation (role="status"). */
export function NoticeBox({ notice, className }: { notice: Notice | null; className?: string }) {
  if (!notice) return null;
  const error = notice.tone === "error";
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      role={error ? "alert" : "status"}
      data-tone={notice.tone}
      className={cn(
        "flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm",
        error
          ? "border-destructive/40 bg-destructive/10 text-destructive"
          : "border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{notice.text}</span>
    </div>
  );
}

/** A submit button that is disabled with a loading label while its request runs. */
export function SubmitButton({
  pending,
  idle,
  loading,
  fullWidth = true,
  className,
  ...props
}: ComponentProps<typeof Button> & { pending: boolean; idle: string; loading: string; fullWidth?: boolean }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending || undefined} className={cn(fullWidth && "w-full", className)} {...props}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {pending ? loading : idle}
    </Button>
  );
}

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center gap-2 text-sm text-muted-foreground", className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{label}</span>
    </div>
  );
}

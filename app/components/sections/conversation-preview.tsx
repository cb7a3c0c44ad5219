import { Bot, CircleCheck, User } from "lucide-react";
import type { Conversation } from "~/content/conversation";
import { cn } from "~/lib/cn";

/** A sample call drawn as chat bubbles: shows what the agent says, with no audio or images. */
export function ConversationPreview({ conversation, className }: { conversation: Conversation; className?: string }) {
  return (
    <figure data-visual="conversation" className={cn("rounded-2xl border bg-card p-5 text-card-foreground shadow-lg sm:p-6", className)}>
      <figcaption className="flex items-center gap-2 text-sm font-semibold">
        <span aria-hidden="true" className="relative flex size-2.5">
          <span className="vx-ping absolute inline-flex size-full rounded-full bg-signal opacity-70" />
          <span className="relative inline-flex size-2.5 rounded-full bg-signal" />
        </span>
        Sample call: {conversation.caption}
      </figcaption>
      <ol className="mt-5 space-y-3">
        {conversation.lines.map((line, i) => {
          const agent = line.speaker === "agent";
          return (
            <li key={i} className={cn("flex items-end gap-2", agent ? "flex-row" : "flex-row-reverse")}>
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full",
                  agent ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
                )}
              >
                {agent ? <Bot className="size-4" /> : <User className="size-4" />}
              </span>
              <p
                className={cn(
                  "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm text-pretty",
                  agent ? "rounded-bl-sm bg-secondary text-secondary-foreground" : "rounded-br-sm border bg-background",
                )}
              >
                <span className="sr-only">{agent ? "AI agent: " : "Caller: "}</span>
                {line.text}
              </p>
            </li>
          );
        })}
      </ol>
      <p className="mt-5 flex items-center gap-2 border-t pt-4 text-sm font-medium text-muted-foreground">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {conversation.outcome}
      </p>
    </figure>
  );
}

import { Icon } from "~/components/icon";
import type { ChatSample } from "~/content/visuals";
import { cn } from "~/lib/cn";
import { lineDelay, motion, visualCard } from "./motion";

/**
 * A chat widget as a visitor sees it: header, a few turns appearing one by one, a quick-reply
 * row and the message box (drawn, not a control). Built from a `ChatSample`; CSS animation
 * only, final state under reduced motion. The conversation is real text in a list.
 */
export function ChatConversation({ chat, className }: { chat: ChatSample; className?: string }) {
  const done = lineDelay(chat.transcript.length - 1) + 0.8;
  return (
    <figure
      aria-label={`Sample conversation: ${chat.title}`}
      data-visual="chat"
      className={cn(visualCard, "overflow-hidden", className)}
    >
      <figcaption className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-primary-foreground/15"
        >
          <Icon
            name={chat.channel === "instagram" ? "instagram" : chat.channel === "sms" ? "message" : "bot"}
            className="size-5"
          />
        </span>
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold">{chat.title}</span>
          <span className="flex items-center gap-1.5 text-xs opacity-90">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
            {chat.status}
          </span>
        </span>
      </figcaption>

      <ol className="space-y-2.5 bg-muted/40 px-4 py-4 text-sm">
        {chat.transcript.map((line, i) => {
          const agent = line.from === "agent";
          return (
            <li
              key={i}
              className={cn("vx-in flex", agent ? "justify-start" : "justify-end")}
              style={motion({ delay: lineDelay(i) })}
            >
              <p
                className={cn(
                  "max-w-[85%] rounded-2xl px-3.5 py-2 text-pretty",
                  agent
                    ? "rounded-bl-md border bg-card text-card-foreground"
                    : "rounded-br-md bg-primary text-primary-foreground",
                )}
              >
                <span className="sr-only">{agent ? "AI assistant: " : "Customer: "}</span>
                {line.text}
              </p>
            </li>
          );
        })}
      </ol>

      <div className="border-t px-4 pt-3 pb-4">
        <ul aria-label="Quick replies" className="flex flex-wrap gap-2">
          {chat.quickReplies.map((q, i) => (
            <li
              key={q}
              className="vx-pop rounded-full border border-primary/40 px-3 py-1 text-xs font-semibold text-primary"
              style={motion({ delay: done + i * 0.12 })}
            >
              {q}
            </li>
          ))}
        </ul>
        <div
          aria-hidden="true"
          className="mt-3 flex items-center gap-2 rounded-full border bg-background px-4 py-2 text-xs text-muted-foreground"
        >
          <span className="flex-1">Type a message…</span>
          <span className="flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <svg
              viewBox="0 0 16 16"
              className="size-3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M8 13V3M3.5 7.5 8 3l4.5 4.5" />
            </svg>
          </span>
        </div>
      </div>
    </figure>
  );
}

import { Bot, User } from "lucide-react";
import { forwardRef, lazy, Suspense, useEffect, useImperativeHandle, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { demoPage, type DemoIndustryId, type DemoRole } from "~/content/demo";
import { cn } from "~/lib/cn";
import { ANSWER_LINK, HANDOFF_HREF, ROLE_HREF } from "~/lib/answer-links";
import type { ChatMessage } from "./use-chat";
import { Textarea } from "~/components/ui/textarea";

// The hand-off card carries the lead form's schema: loaded when a visitor asks for a person.
const HandoffCard = lazy(() => import("./handoff-card").then((m) => ({ default: m.HandoffCard })));

const copy = demoPage.chat;

/**
 * The message field of both chats (the demo page's and the widget's): Enter sends,
 * Shift+Enter adds a line (not while an input method is composing).
 */
export const ChatInput = forwardRef<
  HTMLTextAreaElement,
  {
    id: string;
    label: string;
    placeholder: string;
    rows: number;
    value: string;
    onChange: (v: string) => void;
    onSend: () => void;
    className?: string;
  }
>(function ChatInput({ id, label, placeholder, rows, value, onChange, onSend, className }, ref) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        ref={ref}
        id={id}
        rows={rows}
        maxLength={2000}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            onSend();
          }
        }}
        className={cn("resize-none", className)}
      />
    </>
  );
});

/**
 * The conversation as the visitor reads it: their messages right, the assistant's left, a
 * typing indicator until the first token. Keeps the newest message in view. `intro` comes
 * first (the widget's greeting, the page's empty-state hint).
 */
export const ChatLog = forwardRef<
  HTMLDivElement,
  {
    messages: ChatMessage[];
    typing: boolean;
    pending: boolean;
    label: string;
    intro?: ReactNode;
    className?: string;
    /** The chat's hand-off: "Leave my details" opens the card in the conversation; `onSent` adds the assistant's thanks. */
    handoff?: { industry: DemoIndustryId | undefined; onSent: (reply: string) => void };
    /** An answer's role step ("Try it as a caller") switches whom the visitor talks to (docs/decisions/099). */
    onRole?: (role: DemoRole) => void;
  }
>(function ChatLog({ messages, typing, pending, label, intro, className, handoff, onRole }, ref) {
  const logRef = useRef<HTMLDivElement>(null);
  const [handoffOpen, setHandoffOpen] = useState(false);
  useImperativeHandle(ref, () => logRef.current!);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);
  const openHandoff = handoff ? () => setHandoffOpen(true) : undefined;
  return (
    <div
      ref={logRef}
      role="log"
      aria-label={label}
      aria-busy={pending}
      tabIndex={0}
      className={cn("space-y-3 overflow-y-auto", className)}
    >
      {intro}
      {messages.map((m) => (
        <ChatBubble key={m.id} type={m.type}>
          {m.type === "ai" ? withLinks(m.text, { onHandoff: openHandoff, onRole }) : m.text}
        </ChatBubble>
      ))}
      {handoff && handoffOpen ? (
        <Suspense fallback={null}>
          <HandoffCard
            industry={handoff.industry}
            messages={messages}
            onClose={() => setHandoffOpen(false)}
            onSent={(reply) => {
              setHandoffOpen(false);
              handoff.onSent(reply);
            }}
          />
        </Suspense>
      ) : null}
      {typing ? (
        <div className="flex items-center gap-2" role="status" data-testid="typing-indicator">
          <span className="flex size-7 items-center justify-center rounded-full bg-muted">
            <Bot aria-hidden="true" className="size-4" />
          </span>
          <span className="flex gap-1 rounded-2xl bg-muted px-3.5 py-3" aria-label={copy.typing}>
            <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-muted-foreground" />
          </span>
        </div>
      ) : null}
    </div>
  );
});

export function ChatBubble({ type, children }: { type: ChatMessage["type"]; children: ReactNode }) {
  return (
    <div data-type={type} className={cn("flex items-start gap-2", type === "user" && "flex-row-reverse")}>
      <span
        className={cn(
          "mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full",
          type === "user" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
      >
        {type === "user" ? (
          <User aria-hidden="true" className="size-4" />
        ) : (
          <Bot aria-hidden="true" className="size-4" />
        )}
        <span className="sr-only">{type === "user" ? copy.you : copy.ai}:</span>
      </span>
      <p
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap",
          type === "user"
            ? "rounded-tr-sm bg-primary text-primary-foreground"
            : "rounded-tl-sm bg-muted text-foreground",
        )}
      >
        {children}
      </p>
    </div>
  );
}

const linkClass = "font-semibold text-primary underline underline-offset-4";

const roleOfHref = (href: string) =>
  (Object.entries(ROLE_HREF) as [DemoRole, string][]).find(([, h]) => h === href)?.[0];

/**
 * The assistant's next step as a real link (issue 16: no raw paths). Only site-relative
 * paths become links; text is never parsed as HTML. The hand-off step is a button that opens
 * the details card in the chat when `onHandoff` is given (else the strategy-call form's page);
 * a role step is a button that switches the role when `onRole` is given (else the demo page in
 * that role).
 */
export function withLinks(
  text: string,
  actions: { onHandoff?: () => void; onRole?: (role: DemoRole) => void } = {},
): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(ANSWER_LINK)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const role = roleOfHref(m[2]!);
    const onClick =
      m[2] === HANDOFF_HREF && actions.onHandoff
        ? actions.onHandoff
        : role && actions.onRole
          ? () => actions.onRole!(role)
          : null;
    parts.push(
      onClick ? (
        <button key={m.index} type="button" onClick={onClick} className={cn(linkClass, "cursor-pointer")}>
          {m[1]}
        </button>
      ) : (
        <Link key={m.index} to={m[2]!} className={linkClass}>
          {m[1]}
        </Link>
      ),
    );
    last = m.index + m[0].length;
  }
  if (!parts.length) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

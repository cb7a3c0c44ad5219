import { Bot, Send, Square, User } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { DEMO_TOAST_MS, demoIndustries, demoIndustry, demoPage, demoToasts, type DemoIndustryId } from "~/content/demo";
import { TEXT_CHAT_INPUT_ID } from "~/features/voice/voice-store";
import { cn } from "~/lib/cn";
import { HISTORY_TURNS, streamReply } from "./chat-client";

/** Spec §3 chat message (local only): type user or ai, and its text. */
export type ChatMessage = { id: number; type: "user" | "ai"; text: string };

const copy = demoPage.chat;
let messageId = 0;

export const selectClass =
  "block h-10 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-sm";

/**
 * The demo's text chat (spec §4 "Demo chat", §5 "Chat send"): the visitor's message
 * appears at once, a typing indicator until the first token, then the reply streamed token
 * by token; Stop cuts it short. Enter sends, Shift+Enter adds a line; Send is disabled
 * while the input is blank or a reply is pending.
 */
export function ChatPanel({
  industry,
  customization,
  mode,
  offlineReason,
  onIndustryChange,
  onResponseTime,
}: {
  industry: DemoIndustryId;
  /** The visitor's customization text (the system prompt text area with the custom prompt); the server treats it as data. */
  customization: string;
  mode: "live" | "offline" | null;
  /** From the page's state: "budget" when today's model budget was already spent. */
  offlineReason: string | null;
  onIndustryChange: (industry: DemoIndustryId) => void;
  onResponseTime: (seconds: number) => void;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState("");
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const [liveMode, setLiveMode] = useState<{ mode: string; reason: string | null } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const industrySelectId = useId();
  const current = demoIndustry(industry);
  const shownMode = liveMode?.mode ?? mode;
  const resting = (liveMode ? liveMode.reason : offlineReason) === "budget";

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  useEffect(() => () => controller.current?.abort(), []);

  async function send(raw: string) {
    const prompt = raw.trim();
    if (!prompt || pending) return;
    const history = messages
      .filter((m) => m.text)
      .slice(-HISTORY_TURNS)
      .map((m) => ({ role: m.type === "user" ? ("user" as const) : ("assistant" as const), content: m.text }));
    const userMessage: ChatMessage = { id: ++messageId, type: "user", text: prompt };
    const aiId = ++messageId;
    setMessages((m) => [...m, userMessage]);
    setInput("");
    setPending(true);
    const abort = new AbortController();
    controller.current = abort;
    const started = performance.now();
    try {
      await streamReply(
        { prompt, messages: history, industry, customization: customization.trim() || undefined },
        {
          signal: abort.signal,
          onMode: (mode, reason) => setLiveMode({ mode, reason }),
          onText: (text) => {
            setStreaming(true);
            setMessages((m) =>
              m.some((x) => x.id === aiId)
                ? m.map((x) => (x.id === aiId ? { ...x, text } : x))
                : [...m, { id: aiId, type: "ai", text }],
            );
          },
        },
      );
      onResponseTime((performance.now() - started) / 1000);
    } catch (err) {
      if (!abort.signal.aborted) {
        // Keep nothing half-said: the failed reply is removed and the visitor told why.
        setMessages((m) => m.filter((x) => x.id !== aiId));
        const status = (err as { status?: number }).status;
        const message = (err as Error).message;
        toast.error(status === 429 || status === 400 ? message : demoToasts.chatFailed, { duration: DEMO_TOAST_MS });
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setPending(false);
      setStreaming(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send(input);
    }
  }

  const typing = pending && !streaming;
  return (
    <section
      aria-labelledby="demo-chat-title"
      className="flex min-w-0 flex-col rounded-xl border bg-card text-card-foreground shadow-sm"
      id="demo-chat"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b p-4 sm:p-5">
        <div className="min-w-0">
          <h2 id="demo-chat-title" className="text-lg font-semibold">
            {copy.title}
          </h2>
          <p className="text-sm text-muted-foreground">{copy.description}</p>
        </div>
        <div className="flex w-full items-end gap-3 sm:w-auto">
          <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
            <label htmlFor={industrySelectId} className="mb-1 block text-xs font-medium text-muted-foreground">
              {copy.industryLabel}
            </label>
            <select
              id={industrySelectId}
              className={selectClass}
              value={industry}
              onChange={(e) => onIndustryChange(e.target.value as DemoIndustryId)}
            >
              {demoIndustries.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <p
        className="flex min-h-9 items-center gap-2 border-b px-4 py-2 text-xs text-muted-foreground sm:px-5"
        data-testid="chat-mode"
      >
        {shownMode === "offline" ? (
          <>
            <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 font-semibold whitespace-nowrap text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {copy.offlineBadge}
            </span>
            {resting ? (
              <span data-reason="budget">{copy.offlineRestingNote}</span>
            ) : (
              <span className="truncate">{copy.offlineNote}</span>
            )}
          </>
        ) : shownMode === "live" ? (
          <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 font-semibold whitespace-nowrap text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            {copy.liveBadge}
          </span>
        ) : null}
      </p>
      <div
        ref={logRef}
        role="log"
        aria-label="Conversation"
        aria-busy={pending}
        tabIndex={0}
        className="h-[22rem] space-y-3 overflow-y-auto p-4 sm:h-[26rem] sm:p-5"
      >
        {messages.length === 0 && !pending ? <p className="text-sm text-muted-foreground">{copy.empty}</p> : null}
        {messages.map((m) => (
          <div
            key={m.id}
            data-type={m.type}
            className={cn("flex items-start gap-2", m.type === "user" && "flex-row-reverse")}
          >
            <span
              className={cn(
                "mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full",
                m.type === "user" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
              )}
            >
              {m.type === "user" ? (
                <User aria-hidden="true" className="size-4" />
              ) : (
                <Bot aria-hidden="true" className="size-4" />
              )}
              <span className="sr-only">{m.type === "user" ? copy.you : copy.ai}:</span>
            </span>
            <p
              className={cn(
                "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap",
                m.type === "user"
                  ? "rounded-tr-sm bg-primary text-primary-foreground"
                  : "rounded-tl-sm bg-muted text-foreground",
              )}
            >
              {m.text}
            </p>
          </div>
        ))}
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
      <div className="border-t p-4 sm:p-5">
        <p className="mb-2 text-xs font-medium text-muted-foreground" id="demo-samples-label">
          {copy.samplesLabel}
        </p>
        <ul className="mb-3 flex flex-wrap gap-2" aria-labelledby="demo-samples-label">
          {current.sampleQuestions.map((q) => (
            <li key={q}>
              <button
                type="button"
                disabled={pending}
                onClick={() => void send(q)}
                className="rounded-full border bg-background px-3 py-1.5 text-left text-xs font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
              >
                {q}
              </button>
            </li>
          ))}
        </ul>
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send(input);
          }}
        >
          <label htmlFor={TEXT_CHAT_INPUT_ID} className="sr-only">
            {copy.inputLabel}
          </label>
          <textarea
            id={TEXT_CHAT_INPUT_ID}
            rows={2}
            maxLength={2000}
            value={input}
            placeholder={copy.placeholder}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            className="block min-h-12 w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-sm"
          />
          {pending ? (
            <Button type="button" variant="outline" onClick={() => controller.current?.abort()}>
              <Square aria-hidden="true" />
              {copy.stop}
            </Button>
          ) : null}
          <Button type="submit" disabled={!input.trim() || pending}>
            <Send aria-hidden="true" />
            {copy.send}
          </Button>
        </form>
      </div>
    </section>
  );
}

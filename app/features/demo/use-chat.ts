import { useEffect, useRef, useState } from "react";
import { toast } from "~/lib/toast";
import { DEMO_TOAST_MS, demoToasts, type DemoIndustryId, type DemoRole } from "~/content/demo";
import type { streamReply as StreamReply } from "./chat-client";

/** The server keeps only the latest 12 turns (schemas.ts): the page sends no more. */
export const HISTORY_TURNS = 12;

/** The streaming client loads with the first question, not with the page (decision 080). */
let client: Promise<{ streamReply: typeof StreamReply }> | null = null;
const loadClient = () =>
  (client ??= import("./chat-client").catch((err: unknown) => {
    // A failed download (offline for a moment) is tried again with the next question.
    client = null;
    throw err;
  }));

/** Spec §3 chat message (local only): type user or ai, and its text. */
export type ChatMessage = { id: number; type: "user" | "ai"; text: string };

let messageId = 0;

/**
 * One conversation with the demo assistant (spec §4 "Demo chat", §5 "Chat send"), shared by
 * the demo page's chat and the site-wide widget's: the visitor's message appears at once,
 * `pending` until the reply ends, `streaming` from its first token; `stop` cuts it short. A
 * failed reply is removed and the visitor told why.
 */
export function useChat(opts: {
  industry: DemoIndustryId | undefined;
  /** Whom the visitor talks to (docs/decisions/099). */
  role: DemoRole;
  customization?: string;
  onResponseTime?: (seconds: number) => void;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const [mode, setMode] = useState<{ mode: string; reason: string | null } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function send(raw: string): Promise<boolean> {
    const prompt = raw.trim();
    if (!prompt || pending) return false;
    const history = messages
      .filter((m) => m.text)
      .slice(-HISTORY_TURNS)
      .map((m) => ({ role: m.type === "user" ? ("user" as const) : ("assistant" as const), content: m.text }));
    const aiId = ++messageId;
    setMessages((m) => [...m, { id: ++messageId, type: "user", text: prompt }]);
    setPending(true);
    const abort = new AbortController();
    controller.current = abort;
    const started = performance.now();
    try {
      const { streamReply } = await loadClient();
      await streamReply(
        {
          prompt,
          messages: history,
          industry: opts.industry,
          role: opts.role,
          customization: opts.customization?.trim() || undefined,
        },
        {
          signal: abort.signal,
          onMode: (mode, reason) => setMode({ mode, reason }),
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
      opts.onResponseTime?.((performance.now() - started) / 1000);
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
    return true;
  }

  /** Adds an assistant message that was not asked for (the hand-off's thanks). */
  const say = (text: string) => setMessages((m) => [...m, { id: ++messageId, type: "ai", text }]);

  return { messages, pending, streaming, mode, send, say, stop: () => controller.current?.abort() };
}

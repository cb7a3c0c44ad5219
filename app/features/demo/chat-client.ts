/**
 * The browser side of the streaming chat: POSTs the message to /api/chat-completion/stream
 * and reads the AI SDK's UI message stream (server-sent events of JSON chunks) by hand — a
 * few lines instead of the SDK's React bindings. The server writes the assistant's
 * instructions (docs/decisions/045): the page sends the message, the latest turns, the
 * industry shown, the role (docs/decisions/099) and the visitor's customization text, nothing else.
 */

export type ChatTurn = { role: "user" | "assistant"; content: string };
export type ChatBody = {
  prompt: string;
  messages: ChatTurn[];
  industry?: string;
  role?: string;
  customization?: string;
};

export class ChatFailed extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ChatFailed";
  }
}

type Chunk = { type: string; delta?: string; errorText?: string; data?: { text?: string } };

/** Resolves with the whole reply; `onText` sees it grow token by token. Abort with `signal`. */
export async function streamReply(
  body: ChatBody,
  opts: {
    signal?: AbortSignal;
    onText: (text: string) => void;
    /** The reply's mode, and why it is offline ("budget": the day's model budget is spent). */
    onMode?: (mode: string, reason: string | null) => void;
  },
): Promise<string> {
  const res = await fetch("/api/chat-completion/stream", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
    signal: opts.signal,
  });
  if (!res.ok || !res.body) {
    const err = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new ChatFailed(err?.error ?? `chat answered ${res.status}`, res.status);
  }
  const mode = res.headers.get("x-demo-mode");
  if (mode) opts.onMode?.(mode, res.headers.get("x-demo-offline-reason"));
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of event.split("\n")) {
        if (!line.startsWith("data:")) continue;
        const data = line.slice(5).trim();
        if (!data || data === "[DONE]") continue;
        let chunk: Chunk;
        try {
          chunk = JSON.parse(data) as Chunk;
        } catch {
          continue;
        }
        if (chunk.type === "text-delta" && chunk.delta) {
          text += chunk.delta;
          opts.onText(text);
        } else if (chunk.type === "data-replace" && typeof chunk.data?.text === "string") {
          // The server's price check stopped the model: its whole reply is replaced, never shown in part.
          text = chunk.data.text;
          opts.onText(text);
        } else if (chunk.type === "error") {
          throw new ChatFailed(chunk.errorText ?? "The AI service failed.");
        }
      }
    }
  }
  return text;
}

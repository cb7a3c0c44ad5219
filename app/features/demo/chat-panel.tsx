import { Send, Square } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { demoIndustries, demoIndustry, demoPage, type DemoIndustryId, type DemoRole } from "~/content/demo";
import { TEXT_CHAT_INPUT_ID } from "~/features/voice/voice-store";
import { ChatInput, ChatLog } from "./chat-log";
import { useChat } from "./use-chat";
import { Select } from "~/components/ui/select";

const copy = { ...demoPage.chat, role: demoPage.role };

/**
 * The demo's text chat (spec §4 "Demo chat", §5 "Chat send"): the visitor's message
 * appears at once, a typing indicator until the first token, then the reply streamed token
 * by token; Stop cuts it short. Enter sends, Shift+Enter adds a line; Send is disabled
 * while the input is blank or a reply is pending.
 */
export function ChatPanel({
  industry,
  role,
  onRoleChange,
  callerName,
  customization,
  mode,
  offlineReason,
  onIndustryChange,
  onResponseTime,
}: {
  industry: DemoIndustryId;
  /** Whom the visitor talks to (docs/decisions/099): the samples and the first line follow it. */
  role: DemoRole;
  onRoleChange: (role: DemoRole) => void;
  /** The business a caller calls (saved, or the industry's sample). */
  callerName: string;
  /** The visitor's customization text (the system prompt text area with the custom prompt); the server treats it as data. */
  customization: string;
  mode: "live" | "offline" | null;
  /** From the page's state: "budget" when today's model budget was already spent. */
  offlineReason: string | null;
  onIndustryChange: (industry: DemoIndustryId) => void;
  onResponseTime: (seconds: number) => void;
}) {
  const [input, setInput] = useState("");
  const chat = useChat({ industry, role, customization, onResponseTime });
  const { pending, streaming } = chat;
  const industrySelectId = useId();
  const samples = role === "caller" ? demoIndustry(industry).sampleQuestions : copy.role.voxaSamples;
  const intro = role === "caller" ? copy.role.callerIntro(callerName) : copy.role.voxaIntro;
  const shownMode = chat.mode?.mode ?? mode;
  const resting = (chat.mode ? chat.mode.reason : offlineReason) === "budget";

  function send(text: string) {
    if (!text.trim() || pending) return;
    setInput("");
    void chat.send(text);
  }

  return (
    <section
      aria-labelledby="demo-chat-title"
      className="flex min-w-0 flex-col rounded-xl border bg-card text-card-foreground shadow-sm"
      id="demo-chat"
    >
      <ChatHeader industry={industry} industrySelectId={industrySelectId} onIndustryChange={onIndustryChange} />
      <ChatModeLine shownMode={shownMode} resting={resting} />
      <ChatLog
        messages={chat.messages}
        typing={pending && !streaming}
        pending={pending}
        label="Conversation"
        handoff={{ industry, onSent: chat.say }}
        onRole={onRoleChange}
        className="h-[22rem] p-4 sm:h-[26rem] sm:p-5"
        intro={
          chat.messages.length === 0 && !pending ? (
            <p className="text-sm text-muted-foreground" data-testid="chat-intro">
              {intro}
            </p>
          ) : null
        }
      />
      <ChatComposer
        samples={samples}
        pending={pending}
        input={input}
        onInputChange={setInput}
        onSend={send}
        onStop={chat.stop}
      />
    </section>
  );
}

/** The chat's title and description, and the industry it answers for. */
function ChatHeader({
  industry,
  industrySelectId,
  onIndustryChange,
}: {
  industry: DemoIndustryId;
  industrySelectId: string;
  onIndustryChange: (industry: DemoIndustryId) => void;
}) {
  return (
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
          <Select
            id={industrySelectId}
            value={industry}
            onChange={(e) => onIndustryChange(e.target.value as DemoIndustryId)}
          >
            {demoIndustries.map((i) => (
              <option key={i.id} value={i.id}>
                {i.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  );
}

/** Live AI or the offline assistant (and why: today's budget is spent), once the page knows. */
function ChatModeLine({ shownMode, resting }: { shownMode: string | null; resting: boolean }) {
  return (
    <p
      className="flex min-h-9 items-center gap-2 border-b px-4 py-2 text-xs text-muted-foreground sm:px-5"
      data-testid="chat-mode"
    >
      {shownMode === "offline" ? (
        <>
          <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 font-semibold whitespace-nowrap text-foreground">
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
  );
}

/** Under the conversation: the sample questions, the message box, Stop (while a reply comes) and Send. */
function ChatComposer({
  samples,
  pending,
  input,
  onInputChange,
  onSend,
  onStop,
}: {
  samples: readonly string[];
  pending: boolean;
  input: string;
  onInputChange: (input: string) => void;
  onSend: (text: string) => void;
  onStop: () => void;
}) {
  return (
    <div className="border-t p-4 sm:p-5">
      <p className="mb-2 text-xs font-medium text-muted-foreground" id="demo-samples-label">
        {copy.samplesLabel}
      </p>
      <ul className="mb-3 flex flex-wrap gap-2" aria-labelledby="demo-samples-label">
        {samples.map((q) => (
          <li key={q}>
            <button
              type="button"
              disabled={pending}
              onClick={() => void onSend(q)}
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
          void onSend(input);
        }}
      >
        <ChatInput
          id={TEXT_CHAT_INPUT_ID}
          label={copy.inputLabel}
          placeholder={copy.placeholder}
          rows={2}
          value={input}
          onChange={onInputChange}
          onSend={() => onSend(input)}
          className="min-h-12"
        />
        {pending ? (
          <Button type="button" variant="outline" onClick={onStop}>
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
  );
}

import { Mic, Send, Square } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  DEFAULT_INDUSTRY,
  demoIndustries,
  demoIndustry,
  demoPage,
  type DemoIndustryId,
  type DemoRole,
} from "~/content/demo";
import { cn } from "~/lib/cn";
import { ChatBubble, ChatInput, ChatLog } from "./chat-log";
import { useChat } from "./use-chat";

const copy = demoPage.widgetChat;
const chipClass =
  "rounded-full border bg-background px-3 py-1.5 text-left text-xs font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60";

/**
 * The text chat inside the site-wide assistant widget (docs/decisions/052): opened in place
 * by a live-demo button when no voice provider is set up, or by "Type instead". It greets
 * the visitor, offers the industries and, once one is picked, that industry's sample
 * questions; the input is ready to type. Same assistant and endpoint as the demo page.
 * Loaded only when opened.
 *
 * Whom the visitor talks to (docs/decisions/099): a live-demo button is pressed by a buyer, so the
 * widget starts as "Ask about the company"; picking an industry chip means "let me try it as a
 * customer", so the visitor becomes a caller of that industry's sample business until they
 * unpick it. Either way a question for the other role is still answered (a step out of the role,
 * or what the agent would do with a "Try it as a caller" step).
 */
export function WidgetChat({ onVoice }: { onVoice: () => void }) {
  const [industry, setIndustry] = useState<DemoIndustryId | undefined>();
  const [input, setInput] = useState("");
  const role: DemoRole = industry ? "caller" : "voxa";
  const chat = useChat({ industry, role });
  const switchRole = (next: DemoRole) => setIndustry(next === "caller" ? (industry ?? DEFAULT_INDUSTRY) : undefined);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const industriesId = useId();
  const suggestionsId = useId();

  useEffect(() => {
    // Ready to type where there is a keyboard; on touch screens a focused field would raise the keyboard unasked.
    if (window.matchMedia?.("(pointer: fine)").matches) inputRef.current?.focus({ preventScroll: true });
  }, []);

  function send(text: string) {
    if (!text.trim() || chat.pending) return;
    setInput("");
    void chat.send(text);
  }

  const suggestions = industry ? demoIndustry(industry).sampleQuestions : demoPage.role.voxaSamples;
  return (
    <div className="mt-3" data-testid="widget-chat">
      <ChatLog
        messages={chat.messages}
        typing={chat.pending && !chat.streaming}
        pending={chat.pending}
        label={copy.logLabel}
        handoff={{ industry, onSent: chat.say }}
        onRole={switchRole}
        className="max-h-[min(20rem,38vh)] min-h-24 rounded-lg border bg-background/60 p-3"
        intro={
          <>
            <ChatBubble type="ai">{copy.greeting}</ChatBubble>
            <div className="pl-9">
              <p id={industriesId} className="mb-1.5 text-xs font-medium text-muted-foreground">
                {copy.industriesLabel}
              </p>
              <ul className="flex flex-wrap gap-1.5" aria-labelledby={industriesId}>
                {demoIndustries.map((i) => (
                  <li key={i.id}>
                    <button
                      type="button"
                      aria-pressed={industry === i.id}
                      onClick={() => setIndustry(industry === i.id ? undefined : i.id)}
                      className={cn(
                        chipClass,
                        industry === i.id &&
                          "border-primary bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
                      )}
                    >
                      {i.label}
                    </button>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-muted-foreground" data-testid="widget-role" aria-live="polite">
                {industry ? copy.callerNote(demoIndustry(industry).sampleBusiness) : copy.voxaNote}
              </p>
              {suggestions.length ? (
                <>
                  <p id={suggestionsId} className="mt-3 mb-1.5 text-xs font-medium text-muted-foreground">
                    {copy.suggestionsLabel}
                  </p>
                  <ul className="flex flex-col items-start gap-1.5" aria-labelledby={suggestionsId}>
                    {suggestions.map((q) => (
                      <li key={q}>
                        <button type="button" disabled={chat.pending} onClick={() => send(q)} className={chipClass}>
                          {q}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          </>
        }
      />
      <form
        className="mt-3 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          send(input);
        }}
      >
        <ChatInput
          ref={inputRef}
          id={inputId}
          label={copy.inputLabel}
          placeholder={copy.placeholder}
          rows={1}
          value={input}
          onChange={setInput}
          onSend={() => send(input)}
          className="min-h-10"
        />
        {chat.pending ? (
          <Button type="button" variant="outline" size="icon" aria-label={demoPage.chat.stop} onClick={chat.stop}>
            <Square aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="icon" aria-label={demoPage.chat.send} disabled={!input.trim()}>
            <Send aria-hidden="true" />
          </Button>
        )}
      </form>
      <Button type="button" variant="ghost" size="sm" className="mt-2 w-full" onClick={onVoice}>
        <Mic aria-hidden="true" />
        {copy.voiceLabel}
      </Button>
    </div>
  );
}

import { MessageCircle, Minus, Send, X } from "lucide-react";
import { useEffect, useId, useRef, type FormEvent, type RefObject } from "react";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { ebookChat, ebookToasts } from "~/content/ebook";
import { consentTexts } from "~/content/leads-forms";
import { Honeypot } from "~/components/forms/honeypot";
import { sendChatMessage } from "./ebook-actions";
import { Input } from "~/components/ui/input";

/**
 * The ebook pages' chat box (loaded only when it appears). Fixed to the corner, so its
 * arrival never moves the page; minimising leaves a "Chat with us" chip that reopens it,
 * and the chip itself can be hidden for the visit. EbookExtras owns the state (it decides
 * whether the chat arrives open or as the chip, and keeps one overlay at a time).
 */
export default function ChatWidget({
  minimised,
  onMinimisedChange,
  onEngage,
  onHide,
}: {
  minimised: boolean;
  onMinimisedChange: (minimised: boolean) => void;
  /** The visitor typed or pressed something in the chat. */
  onEngage: () => void;
  onHide: () => void;
}) {
  const changed = useRef(false);
  const chip = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  // Move focus only after the visitor's own minimise/reopen, never when the box first appears.
  useEffect(() => {
    if (!changed.current) return;
    (minimised ? chip.current : input.current)?.focus();
  }, [minimised]);
  const toggle = (value: boolean) => {
    changed.current = true;
    onMinimisedChange(value);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const result = await sendChatMessage(
      { message: String(data.get("message") ?? ""), website: String(data.get("website") ?? "") },
      ebookToasts.message,
    );
    if (result.ok) form.reset();
  };

  if (minimised) return <ChatChip chipRef={chip} onHide={onHide} onOpen={() => toggle(false)} />;

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="ebook-chat"
      data-overlay=""
      onKeyDown={onEngage}
      onPointerDown={onEngage}
      // From 1280 px it arrives open: as wide as the margin beside the 40rem letter column allows
      // (280 px at 1280), so it never covers the text (decision 104). Narrower, only the visitor opens it.
      className="fixed right-4 bottom-4 z-40 flex w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border bg-popover text-popover-foreground shadow-2xl xl:w-[min(22rem,calc((100vw-40rem)/2-2.5rem))]"
    >
      <ChatHeader titleId={`${id}-title`} onMinimise={() => toggle(true)} />
      <ChatGreeting />
      <ChatMessageForm id={id} inputRef={input} onSubmit={onSubmit} />
    </section>
  );
}

/** The minimised chat: a "Chat with us" chip that reopens it, and a button that hides the chip for the visit. */
function ChatChip({
  chipRef,
  onHide,
  onOpen,
}: {
  chipRef: RefObject<HTMLButtonElement | null>;
  onHide: () => void;
  onOpen: () => void;
}) {
  return (
    <div data-overlay="" className="fixed right-4 bottom-4 z-40 flex items-center gap-1">
      <button
        type="button"
        onClick={onHide}
        aria-label={ebookChat.hide}
        className="flex size-8 items-center justify-center rounded-full border bg-popover text-muted-foreground shadow-md hover:bg-accent hover:text-foreground"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <button
        ref={chipRef}
        type="button"
        onClick={onOpen}
        className="inline-flex items-center gap-2 rounded-full bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground shadow-xl transition-transform hover:scale-105"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {ebookChat.chip}
      </button>
    </div>
  );
}

/** The chat box's title bar: who answers, how soon, and the minimise button. */
function ChatHeader({ titleId, onMinimise }: { titleId: string; onMinimise: () => void }) {
  return (
    <header className="flex items-center justify-between gap-3 bg-primary px-4 py-3 text-primary-foreground">
      <div className="flex items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-full bg-primary-foreground/15">
          <MessageCircle aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={titleId} className="text-sm font-semibold">
            {ebookChat.title}
          </h2>
          <p className="text-xs opacity-90">{ebookChat.status}</p>
        </div>
      </div>
      <button
        type="button"
        onClick={onMinimise}
        aria-label={ebookChat.minimise}
        className="flex size-8 items-center justify-center rounded-md hover:bg-primary-foreground/15"
      >
        <Minus aria-hidden="true" className="size-5" />
      </button>
    </header>
  );
}

/** The greeting and the topic shortcuts (each answers with a toast). */
function ChatGreeting() {
  return (
    <div className="space-y-3 p-4">
      <p className="rounded-2xl rounded-tl-sm bg-muted px-4 py-3 text-sm">{ebookChat.greeting}</p>
      <div className="flex flex-wrap gap-2">
        {ebookChat.shortcuts.map((s) => (
          <button
            key={s.label}
            type="button"
            className="rounded-full border border-input bg-background px-3 py-1.5 text-left text-sm font-medium hover:bg-accent hover:text-accent-foreground"
            onClick={() => toast.success(ebookToasts[s.toast].title, { description: ebookToasts[s.toast].description })}
          >
            {s.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The message box with its send button and the consent line (ids from the widget's `id`). */
function ChatMessageForm({
  id,
  inputRef,
  onSubmit,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form onSubmit={onSubmit} aria-describedby={`${id}-consent`} className="relative border-t p-3">
      <Honeypot idPrefix={id} />
      <div className="flex gap-2">
        <label htmlFor={`${id}-message`} className="sr-only">
          {ebookChat.inputLabel}
        </label>
        <Input
          ref={inputRef}
          id={`${id}-message`}
          name="message"
          autoComplete="off"
          maxLength={2000}
          placeholder={ebookChat.placeholder}
        />
        <Button type="submit" size="icon" aria-label={ebookChat.send}>
          <Send aria-hidden="true" />
        </Button>
      </div>
      <p id={`${id}-consent`} className="mt-2 text-xs text-muted-foreground">
        {consentTexts.chat}
      </p>
    </form>
  );
}

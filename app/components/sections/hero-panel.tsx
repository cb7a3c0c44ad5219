import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { ChatConversation } from "~/components/visuals/chat-conversation";
import { LiveCallCard } from "~/components/visuals/live-call-card";
import { OperationsView } from "~/components/visuals/operations-view";
import { WorkflowDiagram } from "~/components/visuals/workflow-diagram";
import type { HeroPanel as HeroPanelContent } from "~/content/landing-blocks";
import { callOutcomes, chatChannels, chatQuickReplies, operationsSample, workflowSteps } from "~/content/visuals";

function Checklist({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={className ?? "mt-5 space-y-3 text-sm"}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Footnote({ text }: { text?: string }) {
  return text ? <p className="mt-3 px-1 text-xs text-pretty text-muted-foreground">{text}</p> : null;
}

/**
 * The hero's right-hand side: the product visual that fits the page (decision 050), drawn from
 * the page's own lines — a live call, a chat widget, the workflow diagram or the operations
 * view — or a short list. A `call` panel's card can be handed in ready made (`callCard`: the
 * page's playable sample call, decision 100); its footnote stays.
 */
export function HeroPanel({ panel, callCard }: { panel: HeroPanelContent; callCard?: ReactNode }) {
  switch (panel.kind) {
    case "call":
      return (
        <div>
          {callCard ?? (
            <LiveCallCard
              call={{
                line: panel.label,
                caller: panel.caller,
                startAt: 3,
                transcript: panel.lines,
                outcomes: panel.outcomes ?? callOutcomes,
                customerLabel: panel.label.startsWith("Outbound") ? "Customer" : undefined,
              }}
            />
          )}
          <Footnote text={panel.footnote} />
        </div>
      );
    case "chat":
      return (
        <div>
          <ChatConversation
            chat={{
              channel: panel.channel,
              title: panel.label,
              status: chatChannels[panel.channel].status,
              transcript: panel.lines,
              quickReplies: chatQuickReplies[panel.channel],
            }}
          />
          <Footnote text={panel.footnote} />
        </div>
      );
    case "workflow":
      return (
        <WorkflowDiagram steps={workflowSteps} title={panel.label}>
          <Checklist items={panel.items} className="mt-5 grid gap-2.5 border-t pt-4 text-sm" />
        </WorkflowDiagram>
      );
    case "operations":
      return (
        <OperationsView sample={operationsSample}>
          <p className="mt-4 border-t pt-3 text-xs font-semibold text-muted-foreground">{panel.label}</p>
          <Checklist items={panel.items} className="mt-2.5 grid gap-2 text-sm" />
        </OperationsView>
      );
    case "list":
      return (
        <figure className="rounded-2xl border bg-card p-6 text-card-foreground shadow-float">
          <figcaption className="flex items-center gap-2 text-sm font-semibold">
            <span aria-hidden="true" className="size-2 rounded-full bg-signal" />
            {panel.label}
          </figcaption>
          <Checklist items={panel.items} />
        </figure>
      );
  }
}

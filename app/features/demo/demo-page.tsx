import { Settings2, Sparkles, SlidersHorizontal } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { island } from "~/islands/island";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import {
  businessSizes,
  CUSTOMER_SATISFACTION,
  DEFAULT_INDUSTRY,
  DEFAULT_ROLE,
  DEFAULT_RESPONSE_TIME,
  DEMO_TOAST_MS,
  WIDGET_FADE_MS,
  demoIndustry,
  demoPage,
  demoToasts,
  isDemoIndustry,
  type DemoIndustryId,
  type DemoRole,
} from "~/content/demo";
import { setVoiceContext, useVoice } from "~/features/voice/voice-store";
import { hideVoiceWidget, revealVoiceWidget } from "~/features/voice/widget-store";
import { ROLE_HREF } from "~/lib/answer-links";
import { ChatPanel } from "./chat-panel";
import { RoleSwitch } from "./role-switch";
import type { fillBusinessManagerPrompt } from "./manager-prompt";
import {
  buildSystemPrompt,
  customizationFor,
  isIndustryDefaultPrompt,
  type BusinessDetailsInput,
  type ChatPreferencesInput,
} from "./prompts";
import type { BusinessDetailsView, BusinessFileView, DemoStateView, DetailsFormState } from "./types";
import { VoicePanel } from "./voice-panel";

// Opened on demand: their code is not part of the page's first load.
const CustomizationPanel = lazy(() => import("./customization-panel"));
/** The address fragment that opens the customization panel on arrival. */
export const CUSTOMIZE_HASH = "customize";
const PreferencesDialog = lazy(() => import("./preferences-dialog"));
const FullVersionDialog = lazy(() => import("./full-version-dialog"));

const formFromDetails = (d: BusinessDetailsView): DetailsFormState => ({
  industry: isDemoIndustry(d.industry) ? d.industry : DEFAULT_INDUSTRY,
  businessName: d.businessName ?? "",
  businessSize: d.businessSize ?? businessSizes[0],
  targetAudience: d.targetAudience ?? "",
  keyServices: d.keyServices.join(", "),
  hours: d.hours ?? "",
  address: d.address ?? "",
  phone: d.phone ?? "",
  payment: d.payment ?? "",
  prices: d.prices ?? "",
  policies: d.policies ?? "",
  urgent: d.urgent ?? "",
  customPrompt: d.customPrompt ?? "",
});

const initialForm: DetailsFormState = {
  industry: DEFAULT_INDUSTRY,
  businessName: "",
  businessSize: businessSizes[0],
  targetAudience: "",
  keyServices: "",
  hours: "",
  address: "",
  phone: "",
  payment: "",
  prices: "",
  policies: "",
  urgent: "",
  customPrompt: demoIndustry(DEFAULT_INDUSTRY).defaultPrompt,
};

/** The role an address asks for: /demo#be-a-caller opens the demo as a caller (an answer's role step without JavaScript). */
const roleFromHash = (hash: string): DemoRole | null =>
  hash.length > 1
    ? ((Object.entries(ROLE_HREF) as [DemoRole, string][]).find(([, href]) => href.endsWith(hash))?.[0] ?? null)
    : null;

/**
 * Whom a caller calls: the saved business when the visitor saved something that describes it for
 * the industry shown (as the server decides), else the industry's sample business.
 */
function callerNameOf(saved: BusinessDetailsView | null, industry: DemoIndustryId): string {
  const describes =
    saved &&
    saved.industry === industry &&
    (saved.businessName?.trim() ||
      saved.keyServices.length ||
      [saved.hours, saved.address, saved.phone, saved.payment, saved.prices, saved.policies, saved.urgent].some((v) =>
        v?.trim(),
      ));
  if (!describes) return demoIndustry(industry).sampleBusiness;
  return saved.businessName?.trim() || demoPage.role.yourBusiness;
}

/**
 * Where the "System prompt" text area's text came from, so a change of industry can write it
 * again for the new one while the visitor has not edited it: the business details (spec §4
 * rebuild) or the chat preferences (the industry's business-manager prompt).
 */
type PromptSource =
  { kind: "details"; details: BusinessDetailsInput } | { kind: "manager"; prefs: ChatPreferencesInput };
type SystemPromptState = { text: string; source: PromptSource; edited: boolean };

// The business-manager templates load only for visitors who have preferences (then kept here).
let fillManager: typeof fillBusinessManagerPrompt | null = null;

function promptFrom(source: PromptSource): string {
  if (source.kind === "manager" && fillManager) return fillManager(source.prefs);
  return buildSystemPrompt(source.kind === "details" ? source.details : { industry: source.prefs.industry });
}

const withIndustry = (source: PromptSource, industry: DemoIndustryId): PromptSource =>
  source.kind === "details"
    ? { kind: "details", details: { ...source.details, industry } }
    : { kind: "manager", prefs: { ...source.prefs, industry } };

const initialSource: PromptSource = { kind: "details", details: { industry: DEFAULT_INDUSTRY } };

/** The system prompt written from `source`, not edited by the visitor. */
const promptState = (source: PromptSource): SystemPromptState => ({ text: promptFrom(source), source, edited: false });

/** Spec §9: response time in seconds to one decimal. */
export const formatSeconds = (seconds: number) => `${seconds.toFixed(1)} seconds`;

/** /demo#customize (from /create-bot) opens the customization panel in view; /demo#be-a-caller, the caller role. */
function arriveFromHash(setRole: (role: DemoRole) => void, setPanelOpen: (open: boolean) => void) {
  const asked = roleFromHash(window.location.hash);
  if (asked) setRole(asked);
  if (window.location.hash !== `#${CUSTOMIZE_HASH}`) return;
  setPanelOpen(true);
  requestAnimationFrame(() => document.getElementById("demo-customization")?.scrollIntoView({ block: "start" }));
}

/** The chat and voice modes, and a signed-in visitor's saved set-up (null when the server did not answer). */
const fetchDemoState = (signal: AbortSignal) =>
  fetch("/api/demo/state", { headers: { accept: "application/json" }, signal, cache: "no-store" }).then((res) =>
    res.ok ? (res.json() as Promise<DemoStateView>) : null,
  );

/** Choosing an industry prefills the custom prompt unless it is already filled (spec §4). */
const withIndustryPrompt = (f: DetailsFormState, id: DemoIndustryId): DetailsFormState => ({
  ...f,
  industry: id,
  customPrompt:
    f.customPrompt.trim() && !isIndustryDefaultPrompt(f.customPrompt) ? f.customPrompt : demoIndustry(id).defaultPrompt,
});

/**
 * Spec §4: on the demo page, a call going active (connected) shows the widget with the ready
 * toast; going inactive fades it out over 300 ms, then hides it.
 */
function showVoiceWidget(active: boolean) {
  if (!document.getElementById("voice-assistant-widget")) {
    if (active)
      toast.error(demoToasts.widgetMissing.title, {
        description: demoToasts.widgetMissing.description,
        duration: DEMO_TOAST_MS,
      });
    return;
  }
  if (active) revealVoiceWidget();
  else hideVoiceWidget({ fadeMs: WIDGET_FADE_MS });
}

/**
 * The voice call (here or in the widget) speaks with this page's industry, role and customization;
 * the widget shows while a call is active (showVoiceWidget).
 */
function useDemoVoice(industry: DemoIndustryId, role: DemoRole, customization: string) {
  useEffect(() => {
    setVoiceContext({ industry, role, customization, toastMs: DEMO_TOAST_MS });
  }, [industry, role, customization]);
  useEffect(() => () => setVoiceContext({}), []);

  const voice = useVoice();
  const active = voice.status === "connected" || voice.status === "disconnecting";
  const shown = useRef(false);
  useEffect(() => {
    if (active === shown.current) return;
    shown.current = active;
    showVoiceWidget(active);
  }, [active]);
}

/**
 * The business the demo speaks for: its industry, the saved details and the form, the system
 * prompt, whether chat preferences are set, and the ways they change.
 */
function useBusinessSetup() {
  const [industry, setIndustry] = useState<DemoIndustryId>(DEFAULT_INDUSTRY);
  const [saved, setSaved] = useState<BusinessDetailsView | null>(null);
  const [form, setForm] = useState<DetailsFormState>(initialForm);
  const [systemPrompt, setSystemPrompt] = useState<SystemPromptState>(() => promptState(initialSource));
  const [hasPreferences, setHasPreferences] = useState(false);

  // Saved business details arrive (on load or after a save): the system prompt is rebuilt from
  // them (spec §4). The server reads the saved details itself and keeps its own instructions.
  const applyDetails = useCallback((details: BusinessDetailsView) => {
    setSaved(details);
    const next = formFromDetails(details);
    setForm(next);
    setIndustry(next.industry as DemoIndustryId);
    setSystemPrompt(promptState({ kind: "details", details: { ...details, industry: next.industry } }));
  }, []);

  // Preferences set the industry and fill the system prompt with its business-manager prompt.
  const applyPreferences = useCallback(async (prefs: ChatPreferencesInput, opts: { prefillForm: boolean }) => {
    const id = isDemoIndustry(prefs.industry) ? prefs.industry : DEFAULT_INDUSTRY;
    // Without the templates (their chunk failed to load), the prompt is built from the industry.
    fillManager ??= await import("./manager-prompt").then(
      (m) => m.fillBusinessManagerPrompt,
      () => null,
    );
    const source: PromptSource = { kind: "manager", prefs: { ...prefs, industry: id } };
    setIndustry(id);
    setSystemPrompt(promptState(source));
    setHasPreferences(true);
    if (opts.prefillForm) setForm((f) => withIndustryPrompt(f, id));
  }, []);

  // Another industry: a system prompt the visitor has not edited is written again for it.
  function changeIndustry(id: DemoIndustryId) {
    setIndustry(id);
    setSystemPrompt((p) => (p.edited ? p : promptState(withIndustry(p.source, id))));
  }

  /** The visitor's own text in the "System prompt" text area. */
  const editSystemPrompt = (text: string) => setSystemPrompt((p) => ({ ...p, text, edited: true }));

  return {
    industry,
    saved,
    form,
    setForm,
    systemPrompt,
    hasPreferences,
    applyDetails,
    applyPreferences,
    changeIndustry,
    editSystemPrompt,
  };
}

/** The whole /demo page below its heading: state, the chat, the voice call, the panels. */
function Demo() {
  const [state, setState] = useState<DemoStateView | null>(null);
  const setup = useBusinessSetup();
  const { industry, saved, form, systemPrompt, applyDetails, applyPreferences, changeIndustry } = setup;
  // Visitors of /demo are buyers: they start by asking about us (docs/decisions/099).
  const [role, setRole] = useState<DemoRole>(DEFAULT_ROLE);
  const [files, setFiles] = useState<BusinessFileView[]>([]);
  const [panelOpen, setPanelOpen] = useState(false);
  // /demo#customize (from /create-bot) arrives with the customization panel open and in view;
  // /demo#be-a-caller (an answer's role step) arrives as a caller.
  useEffect(() => {
    arriveFromHash(setRole, setPanelOpen);
  }, []);
  const [prefsMounted, setPrefsMounted] = useState(false);
  const [prefsOpen, setPrefsOpen] = useState(false);
  const [fullMounted, setFullMounted] = useState(false);
  const [fullOpen, setFullOpen] = useState(false);

  // After hydration: the chat and voice modes, and a signed-in visitor's saved set-up.
  useEffect(() => {
    const abort = new AbortController();
    fetchDemoState(abort.signal)
      .then(async (s) => {
        if (!s) return;
        setState(s);
        setFiles(s.files);
        if (s.chatPreferences) await applyPreferences(s.chatPreferences, { prefillForm: !s.businessDetails });
        // Saved business details rebuild the system prompt (spec §4 "Demo page setup"), after the preferences.
        if (s.businessDetails) applyDetails(s.businessDetails);
        if (s.signedIn && !s.chatPreferences) {
          setPrefsMounted(true);
          setPrefsOpen(true);
        }
      })
      .catch(() => {
        // Spec §8: load errors for existing details are only logged; the demo works without them.
      });
    return () => abort.abort();
  }, [applyDetails, applyPreferences]);

  // The visitor's customization text: the system prompt text area, then the custom prompt once
  // when the visitor wrote one. The server places it inside its own instructions, as data.
  const customization = customizationFor(systemPrompt.text, form.customPrompt);
  useDemoVoice(industry, role, customization);

  return (
    <>
      <DemoToolbar
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelOpen((o) => !o)}
        onOpenFull={() => {
          setFullMounted(true);
          setFullOpen(true);
        }}
        onOpenPreferences={
          setup.hasPreferences
            ? null
            : () => {
                setPrefsMounted(true);
                setPrefsOpen(true);
              }
        }
      />

      <CustomizationSlot open={panelOpen}>
        <CustomizationPanel
          signedIn={state ? state.signedIn : null}
          limits={state?.uploads ?? { maxBytes: 10 * 1024 * 1024, maxFiles: 10 }}
          systemPrompt={systemPrompt.text}
          onSystemPromptChange={setup.editSystemPrompt}
          form={form}
          onFormChange={setup.setForm}
          onIndustryChange={changeIndustry}
          files={files}
          onFilesChange={setFiles}
          onSaved={applyDetails}
        />
      </CustomizationSlot>

      <RoleSwitch className="mt-8" role={role} onChange={setRole} callerName={callerNameOf(saved, industry)} />

      <DemoWorkspace
        industry={industry}
        role={role}
        onRoleChange={setRole}
        callerName={callerNameOf(saved, industry)}
        customization={customization}
        state={state}
        onIndustryChange={changeIndustry}
      />

      <LazyDialogSlot mounted={prefsMounted}>
        <PreferencesDialog
          open={prefsOpen}
          onOpenChange={setPrefsOpen}
          signedIn={state ? state.signedIn : null}
          initial={state?.chatPreferences ?? null}
          onSaved={(prefs) => void applyPreferences(prefs, { prefillForm: true })}
        />
      </LazyDialogSlot>
      <LazyDialogSlot mounted={fullMounted}>
        <FullVersionDialog open={fullOpen} onOpenChange={setFullOpen} />
      </LazyDialogSlot>
    </>
  );
}

/** The text chat beside the voice call and the demo's figures (the response time the chat measures). */
function DemoWorkspace({
  industry,
  role,
  onRoleChange,
  callerName,
  customization,
  state,
  onIndustryChange,
}: {
  industry: DemoIndustryId;
  role: DemoRole;
  onRoleChange: (role: DemoRole) => void;
  callerName: string;
  customization: string;
  state: DemoStateView | null;
  onIndustryChange: (industry: DemoIndustryId) => void;
}) {
  // The spec's default (2 seconds), shown as a typical figure until the first reply is timed.
  const [measuredTime, setMeasuredTime] = useState<string | null>(null);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">
        <ChatPanel
          industry={industry}
          role={role}
          onRoleChange={onRoleChange}
          callerName={callerName}
          customization={customization}
          mode={state?.chat ?? null}
          offlineReason={state?.chatOfflineReason ?? null}
          onIndustryChange={onIndustryChange}
          onResponseTime={(s) => setMeasuredTime(formatSeconds(s))}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <VoicePanel unconfigured={state?.voice === "unconfigured"} />
        <DemoStats measuredTime={measuredTime} />
      </div>
    </div>
  );
}

/** The buttons above the demo: the customization panel, the full version, the chat preferences (until set). */
function DemoToolbar({
  panelOpen,
  onTogglePanel,
  onOpenFull,
  onOpenPreferences,
}: {
  panelOpen: boolean;
  onTogglePanel: () => void;
  onOpenFull: () => void;
  /** null once the visitor has preferences: the button goes. */
  onOpenPreferences: (() => void) | null;
}) {
  const copy = demoPage;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Button
        variant={panelOpen ? "secondary" : "default"}
        aria-expanded={panelOpen}
        aria-controls="demo-customization"
        onClick={onTogglePanel}
      >
        <SlidersHorizontal aria-hidden="true" />
        {panelOpen ? copy.customizeHide : copy.customizeShow}
      </Button>
      <Button variant="outline" aria-haspopup="dialog" onClick={onOpenFull}>
        <Sparkles aria-hidden="true" />
        {copy.getFullVersion}
      </Button>
      {onOpenPreferences ? (
        <Button variant="outline" aria-haspopup="dialog" onClick={onOpenPreferences}>
          <Settings2 aria-hidden="true" />
          {copy.setPreferences}
        </Button>
      ) : null}
    </div>
  );
}

/** Where the customization panel goes (`#demo-customization`): loaded when first opened, an empty hidden box while closed. */
function CustomizationSlot({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? (
    <div id="demo-customization" className="mt-6">
      <Suspense
        fallback={<div className="h-96 animate-pulse rounded-xl border bg-card" role="status" aria-label="Loading" />}
      >
        {children}
      </Suspense>
    </div>
  ) : (
    <div id="demo-customization" hidden />
  );
}

/** A dialog whose code loads the first time it is opened (then it stays mounted). */
function LazyDialogSlot({ mounted, children }: { mounted: boolean; children: ReactNode }) {
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The response time (measured once a reply is timed, else the typical figure) and the satisfaction figure. */
function DemoStats({ measuredTime }: { measuredTime: string | null }) {
  const copy = demoPage;
  const responseTime = measuredTime ?? DEFAULT_RESPONSE_TIME;
  return (
    <dl className="grid grid-cols-2 gap-4" aria-label="Demo statistics">
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <dt className="text-xs font-medium text-muted-foreground">{copy.stats.responseTime}</dt>
        <dd
          className="mt-1 text-xl font-bold whitespace-nowrap tabular-nums sm:text-2xl"
          data-testid="response-time"
          data-measured={measuredTime ? "true" : "false"}
        >
          {responseTime.split(" ")[0]}{" "}
          <span className="text-base font-semibold">{responseTime.split(" ").slice(1).join(" ")}</span>
        </dd>
        <dd className="mt-1 text-xs text-muted-foreground" data-testid="response-time-note">
          {measuredTime ? copy.stats.responseTimeNote : copy.stats.responseTimeTypicalNote}
        </dd>
      </div>
      <div className="rounded-xl border bg-card p-4 shadow-sm">
        <dt className="text-xs font-medium text-muted-foreground">{copy.stats.satisfaction}</dt>
        <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl" data-testid="satisfaction">
          {CUSTOMER_SATISFACTION}
        </dd>
        <dd className="mt-1 text-xs text-muted-foreground">{copy.stats.satisfactionNote}</dd>
      </div>
    </dl>
  );
}

/** One island (decision 079, amended by 092): the page below its heading is one piece of state. */
export const DemoPage = island("demo-page", Demo);

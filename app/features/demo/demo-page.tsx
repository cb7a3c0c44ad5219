import { Settings2, Sparkles, SlidersHorizontal } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import {
  businessSizes,
  CUSTOMER_SATISFACTION,
  DEFAULT_INDUSTRY,
  DEFAULT_RESPONSE_TIME,
  DEMO_TOAST_MS,
  WIDGET_FADE_MS,
  demoIndustry,
  demoPage,
  demoToasts,
  isDemoIndustry,
  type DemoIndustryId,
} from "~/content/demo";
import { setVoiceContext, useVoice } from "~/features/voice/voice-store";
import { hideVoiceWidget, revealVoiceWidget } from "~/features/voice/widget-store";
import { ChatPanel } from "./chat-panel";
import { buildSystemPrompt, type ChatPreferencesInput } from "./prompts";
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
  customPrompt: d.customPrompt ?? "",
});

const initialForm: DetailsFormState = {
  industry: DEFAULT_INDUSTRY,
  businessName: "",
  businessSize: businessSizes[0],
  targetAudience: "",
  keyServices: "",
  customPrompt: demoIndustry(DEFAULT_INDUSTRY).defaultPrompt,
};

/** Spec §9: response time in seconds to one decimal. */
export const formatSeconds = (seconds: number) => `${seconds.toFixed(1)} seconds`;

/** The whole /demo page below its heading: state, the chat, the voice call, the panels. */
export function DemoPage() {
  const [state, setState] = useState<DemoStateView | null>(null);
  const [industry, setIndustry] = useState<DemoIndustryId>(DEFAULT_INDUSTRY);
  const [systemPrompt, setSystemPrompt] = useState(() => demoIndustry(DEFAULT_INDUSTRY).defaultPrompt);
  const [form, setForm] = useState<DetailsFormState>(initialForm);
  const [files, setFiles] = useState<BusinessFileView[]>([]);
  const [panelOpen, setPanelOpen] = useState(false);
  // /demo#customize (from /create-bot) arrives with the customization panel open and in view.
  useEffect(() => {
    if (window.location.hash !== `#${CUSTOMIZE_HASH}`) return;
    setPanelOpen(true);
    requestAnimationFrame(() => document.getElementById("demo-customization")?.scrollIntoView({ block: "start" }));
  }, []);
  const [prefsMounted, setPrefsMounted] = useState(false);
  const [prefsOpen, setPrefsOpen] = useState(false);
  const [hasPreferences, setHasPreferences] = useState(false);
  const [fullMounted, setFullMounted] = useState(false);
  const [fullOpen, setFullOpen] = useState(false);
  const [responseTime, setResponseTime] = useState(DEFAULT_RESPONSE_TIME);

  const applyDetails = useCallback((details: BusinessDetailsView) => {
    const next = formFromDetails(details);
    setForm(next);
    setIndustry(next.industry as DemoIndustryId);
    setSystemPrompt(buildSystemPrompt({ ...details, industry: next.industry }));
  }, []);

  // The business-manager prompts load only for visitors who have preferences.
  const applyPreferences = useCallback(async (prefs: ChatPreferencesInput, opts: { prefillForm: boolean }) => {
    const { fillBusinessManagerPrompt } = await import("./manager-prompt");
    const id = isDemoIndustry(prefs.industry) ? prefs.industry : DEFAULT_INDUSTRY;
    setIndustry(id);
    setSystemPrompt(fillBusinessManagerPrompt({ ...prefs, industry: id }));
    setHasPreferences(true);
    // Choosing an industry prefills the custom prompt unless it is already filled (spec §4).
    if (opts.prefillForm)
      setForm((f) => ({
        ...f,
        industry: id,
        customPrompt:
          f.customPrompt.trim() && f.customPrompt !== demoIndustry(f.industry).defaultPrompt
            ? f.customPrompt
            : demoIndustry(id).defaultPrompt,
      }));
  }, []);

  // After hydration: the chat and voice modes, and a signed-in visitor's saved set-up.
  useEffect(() => {
    const abort = new AbortController();
    fetch("/api/demo/state", { headers: { accept: "application/json" }, signal: abort.signal, cache: "no-store" })
      .then((res) => (res.ok ? (res.json() as Promise<DemoStateView>) : null))
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

  // The voice call (here or in the widget) speaks with this page's industry and prompt.
  useEffect(() => {
    setVoiceContext({ industry, systemPrompt, toastMs: DEMO_TOAST_MS });
  }, [industry, systemPrompt]);
  useEffect(() => () => setVoiceContext({}), []);

  // Spec §4: on the demo page, a call going active (connected) shows the widget with the ready
  // toast; going inactive fades it out over 300 ms, then hides it.
  const voice = useVoice();
  const active = voice.status === "connected" || voice.status === "disconnecting";
  const shown = useRef(false);
  useEffect(() => {
    if (active === shown.current) return;
    shown.current = active;
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
  }, [active]);

  function changeIndustry(id: DemoIndustryId) {
    setIndustry(id);
    setSystemPrompt(demoIndustry(id).defaultPrompt);
  }

  const copy = demoPage;
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          variant={panelOpen ? "secondary" : "default"}
          aria-expanded={panelOpen}
          aria-controls="demo-customization"
          onClick={() => setPanelOpen((o) => !o)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {panelOpen ? copy.customizeHide : copy.customizeShow}
        </Button>
        <Button
          variant="outline"
          aria-haspopup="dialog"
          onClick={() => {
            setFullMounted(true);
            setFullOpen(true);
          }}
        >
          <Sparkles aria-hidden="true" />
          {copy.getFullVersion}
        </Button>
        {hasPreferences ? null : (
          <Button
            variant="outline"
            aria-haspopup="dialog"
            onClick={() => {
              setPrefsMounted(true);
              setPrefsOpen(true);
            }}
          >
            <Settings2 aria-hidden="true" />
            {copy.setPreferences}
          </Button>
        )}
      </div>

      {panelOpen ? (
        <div id="demo-customization" className="mt-6">
          <Suspense
            fallback={
              <div className="h-96 animate-pulse rounded-xl border bg-card" role="status" aria-label="Loading" />
            }
          >
            <CustomizationPanel
              signedIn={state ? state.signedIn : null}
              limits={state?.uploads ?? { maxBytes: 10 * 1024 * 1024, maxFiles: 10 }}
              systemPrompt={systemPrompt}
              onSystemPromptChange={setSystemPrompt}
              form={form}
              onFormChange={setForm}
              onIndustryChange={setIndustry}
              files={files}
              onFilesChange={setFiles}
              onSaved={applyDetails}
            />
          </Suspense>
        </div>
      ) : (
        <div id="demo-customization" hidden />
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ChatPanel
            industry={industry}
            systemPrompt={systemPrompt}
            mode={state?.chat ?? null}
            onIndustryChange={changeIndustry}
            onResponseTime={(s) => setResponseTime(formatSeconds(s))}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <VoicePanel unconfigured={state?.voice === "unconfigured"} />
          <dl className="grid grid-cols-2 gap-4" aria-label="Demo statistics">
            <div className="rounded-xl border bg-card p-4 shadow-sm">
              <dt className="text-xs font-medium text-muted-foreground">{copy.stats.responseTime}</dt>
              <dd
                className="mt-1 text-xl font-bold whitespace-nowrap tabular-nums sm:text-2xl"
                data-testid="response-time"
              >
                {responseTime.split(" ")[0]}{" "}
                <span className="text-base font-semibold">{responseTime.split(" ").slice(1).join(" ")}</span>
              </dd>
              <dd className="mt-1 text-xs text-muted-foreground">{copy.stats.responseTimeNote}</dd>
            </div>
            <div className="rounded-xl border bg-card p-4 shadow-sm">
              <dt className="text-xs font-medium text-muted-foreground">{copy.stats.satisfaction}</dt>
              <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl" data-testid="satisfaction">
                {CUSTOMER_SATISFACTION}
              </dd>
              <dd className="mt-1 text-xs text-muted-foreground">{copy.stats.satisfactionNote}</dd>
            </div>
          </dl>
        </div>
      </div>

      {prefsMounted ? (
        <Suspense fallback={null}>
          <PreferencesDialog
            open={prefsOpen}
            onOpenChange={setPrefsOpen}
            signedIn={state ? state.signedIn : null}
            initial={state?.chatPreferences ?? null}
            onSaved={(prefs) => void applyPreferences(prefs, { prefillForm: true })}
          />
        </Suspense>
      ) : null}
      {fullMounted ? (
        <Suspense fallback={null}>
          <FullVersionDialog open={fullOpen} onOpenChange={setFullOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

import { customizeCopy } from "~/content/demo-forms";
import { FileText, LoaderCircle, Trash2 } from "lucide-react";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import {
  DEMO_TOAST_MS,
  businessSizeLabel,
  businessSizes,
  demoIndustry,
  demoToasts,
  type DemoIndustryId,
} from "~/content/demo";
import { loginPathFor } from "~/features/auth/redirect";
import { CUSTOM_PROMPT_MAX_CHARS, CUSTOMIZATION_MAX_CHARS, splitKeyServices } from "./prompts";
import type { BusinessDetailsView, BusinessFileView, DetailsFormState } from "./types";
import { IndustryOptions } from "./demo-fields";
import { Field } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";

const copy = customizeCopy;
const toastMs = { duration: DEMO_TOAST_MS };

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : megabytes(bytes);

type Upload = { key: string; name: string; progress: number };

/** One file, with progress; resolves with the stored file or rejects with the server's message. */
function uploadOne(file: File, onProgress: (fraction: number) => void): Promise<BusinessFileView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/files");
    xhr.setRequestHeader("accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { file?: BusinessFileView; error?: string } | null;
      if (xhr.status === 201 && body?.file) resolve(body.file);
      else reject(Object.assign(new Error(body?.error ?? `upload answered ${xhr.status}`), { status: xhr.status }));
    };
    xhr.onerror = () => reject(new Error("network error"));
    const data = new FormData();
    data.append("file", file);
    xhr.send(data);
  });
}

/**
 * The customization panel (spec §2 "Demo page", §4 "Demo page setup", §5): the system
 * prompt text area and the business details form with private file uploads. Loaded the
 * first time the visitor opens it. The text area is the visitor's text: the page sends it
 * (with the custom prompt) as customization, and the server writes the real instructions
 * around it (docs/decisions/045 "Amended").
 */
export default function CustomizationPanel({
  signedIn,
  limits,
  systemPrompt,
  onSystemPromptChange,
  form,
  onFormChange,
  onIndustryChange,
  files,
  onFilesChange,
  onSaved,
}: {
  /** null while the page does not know yet: the server decides. */
  signedIn: boolean | null;
  limits: { maxBytes: number; maxFiles: number };
  systemPrompt: string;
  onSystemPromptChange: (prompt: string) => void;
  form: DetailsFormState;
  onFormChange: (update: (f: DetailsFormState) => DetailsFormState) => void;
  onIndustryChange: (industry: DemoIndustryId) => void;
  files: BusinessFileView[];
  onFilesChange: (update: (f: BusinessFileView[]) => BusinessFileView[]) => void;
  onSaved: (details: BusinessDetailsView) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const set =
    (field: keyof DetailsFormState) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onFormChange((f) => ({ ...f, [field]: e.target.value }));

  function goToLogin() {
    navigate(loginPathFor("/demo"));
  }

  function noUser() {
    toast.error(demoToasts.noUser.title, { description: demoToasts.noUser.description, ...toastMs });
    goToLogin();
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    if (signedIn === false) return noUser();
    setSaving(true);
    try {
      const res = await fetch("/api/demo/business-details", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...form, keyServices: splitKeyServices(form.keyServices) }),
      });
      if (res.status === 401) return noUser();
      const body = (await res.json().catch(() => null)) as { businessDetails?: BusinessDetailsView } | null;
      if (!res.ok || !body?.businessDetails) throw new Error(`save answered ${res.status}`);
      onSaved(body.businessDetails);
      toast.success(demoToasts.settingsSaved.title, { description: demoToasts.settingsSaved.description, ...toastMs });
    } catch {
      toast.error(demoToasts.saveFailed.title, { description: demoToasts.saveFailed.description, ...toastMs });
    } finally {
      setSaving(false);
    }
  }

  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const input = e.target;
    const chosen = Array.from(input.files ?? []);
    input.value = "";
    if (!chosen.length) return;
    if (signedIn === false) return noUser();
    const problems: string[] = [];
    const room = Math.max(0, limits.maxFiles - files.length);
    if (chosen.length > room) problems.push(`You can keep up to ${limits.maxFiles} files.`);
    const queue = chosen.slice(0, room).filter((f) => {
      if (f.size <= limits.maxBytes) return true;
      problems.push(`${f.name} is larger than ${megabytes(limits.maxBytes)}.`);
      return false;
    });
    let done = 0;
    for (const file of queue) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      setUploads((u) => [...u, { key, name: file.name, progress: 0 }]);
      try {
        const stored = await uploadOne(file, (p) =>
          setUploads((u) => u.map((x) => (x.key === key ? { ...x, progress: p } : x))),
        );
        onFilesChange((f) => [...f, stored]);
        done++;
      } catch (err) {
        if ((err as { status?: number }).status === 401) {
          setUploads([]);
          return noUser();
        }
        problems.push((err as Error).message);
      } finally {
        setUploads((u) => u.filter((x) => x.key !== key));
      }
    }
    if (done)
      toast.success(demoToasts.uploaded(done).title, {
        description: demoToasts.uploaded(done).description,
        ...toastMs,
      });
    if (problems.length) {
      const reasons = problems.filter((p) => !/^upload answered|network error/.test(p)).join(" ");
      toast.error(demoToasts.uploadFailed.title, {
        description: `${demoToasts.uploadFailed.description}${reasons ? ` ${reasons}` : ""}`,
        ...toastMs,
      });
    }
  }

  async function remove(file: BusinessFileView) {
    const res = await fetch(file.url, { method: "DELETE", headers: { accept: "application/json" } }).catch(() => null);
    if (res?.ok) onFilesChange((f) => f.filter((x) => x.id !== file.id));
    else toast.error("Error", { description: `${file.name} could not be removed. Please try again.`, ...toastMs });
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <section
      aria-labelledby={field("title")}
      className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <h2 id={field("title")} className="text-lg font-semibold">
        {copy.title}
      </h2>
      <p className="text-sm text-muted-foreground">{copy.intro}</p>

      <Field id={field("system")} label={copy.systemPromptLabel} hint={copy.systemPromptHint} className="mt-5">
        {(aria) => (
          <Textarea
            id={field("system")}
            name="systemPrompt"
            rows={6}
            maxLength={CUSTOMIZATION_MAX_CHARS}
            value={systemPrompt}
            onChange={(e) => onSystemPromptChange(e.target.value)}
            {...aria}
          />
        )}
      </Field>

      <form onSubmit={save} className="mt-6 border-t pt-5" aria-labelledby={field("details")}>
        <h3 id={field("details")} className="text-base font-semibold">
          {copy.detailsTitle}
        </h3>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field id={field("industry")} label={copy.industry}>
            <Select
              id={field("industry")}
              name="industry"
              value={form.industry}
              onChange={(e) => {
                const industry = e.target.value as DemoIndustryId;
                // Selecting an industry in the dropdown replaces the custom prompt with its default (spec §4).
                onFormChange((f) => ({ ...f, industry, customPrompt: demoIndustry(industry).defaultPrompt }));
                onIndustryChange(industry);
              }}
            >
              <IndustryOptions />
            </Select>
          </Field>
          <Field id={field("name")} label={copy.businessName}>
            <Input
              id={field("name")}
              name="businessName"
              maxLength={200}
              value={form.businessName}
              onChange={set("businessName")}
            />
          </Field>
          <Field id={field("size")} label={copy.businessSize}>
            <Select id={field("size")} name="businessSize" value={form.businessSize} onChange={set("businessSize")}>
              {businessSizes.map((s) => (
                <option key={s} value={s}>
                  {businessSizeLabel(s)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={field("audience")} label={copy.targetAudience}>
            <Input
              id={field("audience")}
              name="targetAudience"
              maxLength={2000}
              value={form.targetAudience}
              placeholder={copy.targetAudiencePlaceholder}
              onChange={set("targetAudience")}
            />
          </Field>
          <Field id={field("services")} label={copy.keyServices} hint={copy.keyServicesHint} className="sm:col-span-2">
            {(aria) => (
              <Input
                id={field("services")}
                name="keyServices"
                maxLength={2000}
                value={form.keyServices}
                placeholder={copy.keyServicesPlaceholder}
                onChange={set("keyServices")}
                {...aria}
              />
            )}
          </Field>
          <Field id={field("custom")} label={copy.customPrompt} hint={copy.customPromptHint} className="sm:col-span-2">
            {(aria) => (
              <Textarea
                id={field("custom")}
                name="customPrompt"
                rows={4}
                maxLength={CUSTOM_PROMPT_MAX_CHARS}
                value={form.customPrompt}
                onChange={set("customPrompt")}
                {...aria}
              />
            )}
          </Field>
          <div className="space-y-2 sm:col-span-2">
            <label htmlFor={field("files")} className="block text-sm font-medium">
              {copy.files}
            </label>
            <input
              id={field("files")}
              type="file"
              multiple
              onChange={(e) => void upload(e)}
              aria-describedby={field("files-hint")}
              className="block w-full max-w-md text-sm text-muted-foreground file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-semibold file:text-foreground hover:file:bg-accent"
            />
            <p id={field("files-hint")} className="text-xs text-muted-foreground">
              {copy.filesHint}{" "}
              {signedIn === false ? (
                <Link
                  to={loginPathFor("/demo")}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {copy.filesSignedOut}
                </Link>
              ) : null}
            </p>
            {uploads.length ? (
              <ul className="space-y-2" aria-label={copy.uploading}>
                {uploads.map((u) => (
                  <li key={u.key} className="text-sm">
                    <div className="flex items-center justify-between gap-2">
                      <span className="truncate">{u.name}</span>
                      <span className="text-muted-foreground tabular-nums">{Math.round(u.progress * 100)}%</span>
                    </div>
                    <progress
                      className="mt-1 h-2 w-full accent-primary"
                      max={100}
                      value={Math.round(u.progress * 100)}
                      aria-label={`${copy.uploading} ${u.name}`}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            {files.length ? (
              <ul className="divide-y rounded-lg border" data-testid="business-files">
                {files.map((f) => (
                  <li key={f.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                    <a
                      href={f.url}
                      download
                      className="flex min-w-0 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                    >
                      <FileText aria-hidden="true" className="size-4 shrink-0" />
                      <span className="truncate">{f.name}</span>
                    </a>
                    <span className="flex shrink-0 items-center gap-2">
                      <span className="text-xs text-muted-foreground tabular-nums">{fileSize(f.size)}</span>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`${copy.remove} ${f.name}`}
                        onClick={() => void remove(f)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {saving ? copy.saving : copy.save}
          </Button>
          {signedIn === false ? <p className="text-sm text-muted-foreground">{copy.signInToSave}</p> : null}
        </div>
      </form>
    </section>
  );
}

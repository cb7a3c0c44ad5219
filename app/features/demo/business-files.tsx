import { customizeCopy } from "~/content/demo-forms";
import { FileText, Trash2 } from "lucide-react";
import { useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { DEMO_TOAST_MS, demoToasts } from "~/content/demo";
import { loginPathFor } from "~/features/auth/redirect";
import type { BusinessFileView } from "./types";

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

/** The files chosen, uploaded one after another; the toasts say what happened (spec §8). */
function useUploads({
  limits,
  files,
  onFilesChange,
  onNoUser,
}: {
  limits: { maxBytes: number; maxFiles: number };
  files: BusinessFileView[];
  onFilesChange: (update: (f: BusinessFileView[]) => BusinessFileView[]) => void;
  onNoUser: () => void;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);

  async function upload(chosen: File[]) {
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
          return onNoUser();
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

  return { uploads, upload, remove };
}

/** The business's private files: the picker, uploads in progress and the files kept (decision 030). */
export function BusinessFiles({
  id,
  signedIn,
  limits,
  files,
  onFilesChange,
  onNoUser,
}: {
  id: string;
  signedIn: boolean | null;
  limits: { maxBytes: number; maxFiles: number };
  files: BusinessFileView[];
  onFilesChange: (update: (f: BusinessFileView[]) => BusinessFileView[]) => void;
  onNoUser: () => void;
}) {
  const { uploads, upload, remove } = useUploads({ limits, files, onFilesChange, onNoUser });

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const input = e.target;
    const chosen = Array.from(input.files ?? []);
    input.value = "";
    if (!chosen.length) return;
    if (signedIn === false) return onNoUser();
    void upload(chosen);
  }

  return (
    <div className="space-y-2 sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {copy.files}
      </label>
      <input
        id={id}
        type="file"
        multiple
        onChange={choose}
        aria-describedby={`${id}-hint`}
        className="block w-full max-w-md text-sm text-muted-foreground file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-semibold file:text-foreground hover:file:bg-accent"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {copy.filesHint}{" "}
        {signedIn === false ? (
          <Link to={loginPathFor("/demo")} className="font-medium text-primary underline-offset-4 hover:underline">
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
  );
}

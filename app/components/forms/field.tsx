import { cva } from "class-variance-authority";
import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

/**
 * The form kit every form on the site and in the console uses (issue 22): one field layout, one
 * way to tie a control to its error and hint, one error look. With `Honeypot` (./honeypot) and
 * the primitives in components/ui (Input, Textarea, Select, Label).
 */

export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/** A control's aria attributes: invalid while it has an error, described by its error and its hint. */
export function fieldAria(id: string, { error, hint }: { error?: unknown; hint?: boolean }) {
  const describedBy = [error ? errorIdOf(id) : null, hint ? hintIdOf(id) : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined } as const;
}

export type FieldAria = ReturnType<typeof fieldAria>;

const errorVariants = cva("font-medium text-destructive", {
  variants: { size: { sm: "text-sm", xs: "text-xs" } },
  defaultVariants: { size: "sm" },
});

/**
 * A field's error messages under its control (`id` is the control's; the control names them in
 * aria-describedby). `announce`: read out as soon as it appears (role="alert"), for a form whose
 * only answer is this message.
 */
export function ErrorList({
  id,
  errors,
  announce,
  size,
  className,
}: {
  id: string;
  errors: string | string[] | null | undefined;
  announce?: boolean;
  /** "xs" under the compact fields of a small card (the demo chat's hand-off). */
  size?: "sm" | "xs";
  className?: string;
}) {
  const list = (Array.isArray(errors) ? errors : [errors]).filter((e): e is string => Boolean(e));
  if (!list.length) return null;
  const look = cn(errorVariants({ size }), className);
  if (list.length === 1)
    return (
      <p id={errorIdOf(id)} role={announce ? "alert" : undefined} className={look}>
        {list[0]}
      </p>
    );
  return (
    <ul id={errorIdOf(id)} role={announce ? "alert" : undefined} className={cn("list-disc space-y-0.5 pl-5", look)}>
      {list.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/**
 * One field: its label (with the required mark or "(optional)" when `requirement` says so), the
 * control, its hint and its errors. The control is a function of the aria attributes it must
 * carry, so an input, a text area, a select or a custom control fits. `tone="subtle"` is the
 * console's small grey label.
 */
export function Field({
  id,
  label,
  requirement,
  hint,
  error,
  tone = "default",
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  requirement?: "required" | "optional";
  hint?: ReactNode;
  error?: string | string[] | null;
  tone?: "default" | "subtle" | "small";
  className?: string;
  /** The control: a function of the aria attributes it must carry, or the control itself when it has no error or hint. */
  children: ReactNode | ((aria: FieldAria) => ReactNode);
}) {
  const hasError = Array.isArray(error) ? error.length > 0 : Boolean(error);
  return (
    <div className={cn(tone === "subtle" ? "space-y-1" : "space-y-1.5", className)}>
      <Label htmlFor={id} tone={tone}>
        {label}
        {requirement === "required" ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        ) : requirement === "optional" ? (
          <span className="font-normal text-muted-foreground"> (optional)</span>
        ) : null}
      </Label>
      {typeof children === "function" ? children(fieldAria(id, { error: hasError, hint: Boolean(hint) })) : children}
      {hint ? (
        <p id={hintIdOf(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorList id={id} errors={error} />
    </div>
  );
}

/** The common case: a labelled text input (a 40 px row), with an optional hint; its id is made when not given. */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  wrapperClassName,
  ...input
}: Omit<ComponentProps<"input">, "height"> & { label: string; hint?: ReactNode; error?: string | null; wrapperClassName?: string }) {
  const made = useId();
  const controlId = id ?? made;
  return (
    <Field id={controlId} label={label} hint={hint} error={error} className={wrapperClassName}>
      {(aria) => <Input id={controlId} height="row" className={className} {...aria} {...input} />}
    </Field>
  );
}

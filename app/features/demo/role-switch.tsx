import { Building2, Sparkles } from "lucide-react";
import { useId } from "react";
import { demoPage, type DemoRole } from "~/content/demo";
import { cn } from "~/lib/cn";

const copy = demoPage.role;

/**
 * Whom the visitor talks to (docs/decisions/099): "Ask about the company" or "Be a caller of <the
 * saved business, or the industry's sample business>". Two native radio buttons, so the arrow
 * keys move between them and a screen reader announces the group by its legend; each option's
 * hint describes it. The chat's samples and first line, and the voice call, follow the choice.
 */
export function RoleSwitch({
  role,
  onChange,
  callerName,
  className,
}: {
  role: DemoRole;
  onChange: (role: DemoRole) => void;
  /** The business the visitor would call: their saved one, or "a sample medical practice". */
  callerName: string;
  className?: string;
}) {
  const id = useId();
  const options = [
    { value: "voxa" as const, label: copy.voxa, hint: copy.voxaHint, Icon: Sparkles },
    { value: "caller" as const, label: copy.caller(callerName), hint: copy.callerHint, Icon: Building2 },
  ];
  return (
    <fieldset className={cn("min-w-0", className)} data-testid="role-switch">
      <legend className="mb-2 text-sm font-semibold">{copy.legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map(({ value, label, hint, Icon }) => (
          <label
            key={value}
            className={cn(
              "flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 text-card-foreground transition-colors hover:bg-accent/60",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
              role === value && "border-primary bg-primary/5 ring-1 ring-primary",
            )}
          >
            <input
              type="radio"
              name={`${id}-role`}
              value={value}
              checked={role === value}
              onChange={() => onChange(value)}
              aria-labelledby={`${id}-${value}-label`}
              aria-describedby={`${id}-${value}-hint`}
              className="mt-1 size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span className="min-w-0">
              <span id={`${id}-${value}-label`} className="block text-sm font-semibold break-words">
                {label}
              </span>
              <span id={`${id}-${value}-hint`} className="mt-0.5 block text-xs text-muted-foreground">
                {hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

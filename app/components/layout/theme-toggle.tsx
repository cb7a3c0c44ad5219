import { Monitor, Moon, Sun } from "lucide-react";
import { useTheme, type ThemeChoice } from "~/lib/theme";
import { cn } from "~/lib/cn";

const options: { value: ThemeChoice; label: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

/** Light / dark / system, kept in localStorage under `theme`. */
export function ThemeToggle({ className }: { className?: string }) {
  const { choice, setTheme } = useTheme();
  return (
    <div role="radiogroup" aria-label="Color theme" className={cn("inline-flex rounded-md border p-0.5", className)}>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={choice === value}
          aria-label={`${label} theme`}
          title={`${label} theme`}
          onClick={() => setTheme(value)}
          className={cn(
            "inline-flex size-8 items-center justify-center rounded-sm text-muted-foreground transition-colors hover:text-foreground",
            choice === value && "bg-secondary text-secondary-foreground",
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}

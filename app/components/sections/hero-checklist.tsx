import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

/** A card for a hero's side column: an icon, a short title and a checklist. */
export function HeroChecklist({ icon, title, items }: { icon: ReactNode; title: string; items: string[] }) {
  return (
    <div className="rounded-2xl border bg-card p-6 text-card-foreground shadow-lg sm:p-8">
      <div className="flex items-center gap-4">
        <span className="flex size-14 items-center justify-center rounded-xl bg-primary text-primary-foreground">{icon}</span>
        <p className="text-lg font-semibold text-balance">{title}</p>
      </div>
      <ul className="mt-6 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-sm font-medium">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

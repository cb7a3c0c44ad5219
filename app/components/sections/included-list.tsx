import { Check } from "lucide-react";

/** "What's Included:" and the ticked list of an offer or add-on card. */
export function IncludedList({ features }: { features: string[] }) {
  return (
    <>
      <h4 className="mt-6 text-sm font-semibold">What's Included:</h4>
      <ul className="mt-3 flex-1 space-y-2 text-sm">
        {features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {f}
          </li>
        ))}
      </ul>
    </>
  );
}

import { HONEYPOT_FIELD, honeypotLabel } from "~/content/leads-forms";

/** Off-screen and out of the tab order: people never see it, form-filling bots do. */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute top-auto -left-[10000px] size-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{honeypotLabel}</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

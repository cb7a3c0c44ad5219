import { demoIndustries } from "~/content/demo";

/** The industries as a select's options, in the content's order: the customization panel's and the preferences dialog's industry dropdown. */
export function IndustryOptions() {
  return demoIndustries.map((i) => (
    <option key={i.id} value={i.id}>
      {i.label}
    </option>
  ));
}

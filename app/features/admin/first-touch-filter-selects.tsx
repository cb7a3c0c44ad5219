import { touchFilterCopy } from "~/content/admin";
import { touchChoices, touchFilterKeys, type TouchFilters } from "./first-touch-filters";
import { FilterSelect } from "./list-page";

/**
 * The three first-touch filters (source, campaign, partner) of the console's leads and orders
 * lists (decision 112): one control each, offering the records' own values.
 */
export function FirstTouchFilterSelects({
  idPrefix,
  options,
  filters,
}: {
  idPrefix: string;
  options: Record<(typeof touchFilterKeys)[number], string[]>;
  filters: TouchFilters;
}) {
  return (
    <>
      {touchFilterKeys.map((key) => (
        <FilterSelect
          key={key}
          id={`${idPrefix}-${key}`}
          name={key}
          label={touchFilterCopy[key].label}
          any={touchFilterCopy[key].any}
          {...touchChoices(options[key], filters[key])}
        />
      ))}
    </>
  );
}

import { inputVariants } from "~/components/ui/input";

/** Shared look of the ebook forms' text inputs (theme tokens, visible focus). */
export const inputClass = inputVariants();

export const labelClass = "block text-sm font-medium";

/** Shared look of the ebook forms' text inputs (theme tokens, visible focus). */
export const inputClass =
  "block w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-sm";

export const labelClass = "block text-sm font-medium";

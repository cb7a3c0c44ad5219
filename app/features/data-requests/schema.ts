import { z } from "zod";
import { dataRequestsCopy } from "~/content/data-requests";

/** The console's data-request form: one email address, compared in lower case (as stored). */
export const requestEmailSchema = z
  .string(dataRequestsCopy.invalidEmail)
  .trim()
  .toLowerCase()
  .max(254, dataRequestsCopy.invalidEmail)
  .pipe(z.email(dataRequestsCopy.invalidEmail));

export const dataRequestIntents = ["find", "review-erase", "erase"] as const;
export type DataRequestIntent = (typeof dataRequestIntents)[number];

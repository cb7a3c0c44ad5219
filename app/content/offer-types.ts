import type { PriceId } from "./catalog";

/** Spec §3 "Offer card": shown with the heading "What's Included:". */
export type OfferCard = {
  title: string;
  description: string;
  features: string[];
  /** Display text, e.g. "$3,000" or "$500 plus usage". */
  price: string;
  /** Small print under the price, e.g. "one-time setup". */
  priceDetail?: string;
  /** When set, the card carries a buy button for this catalog item. */
  priceId?: PriceId;
  buttonText?: string;
  highlight?: string;
};

/** An embedded video shown as a click-to-load facade (nothing is fetched before the click). */
export type VideoEmbed = {
  /**
   * The YouTube video id, played from youtube-nocookie.com. Left out while the recording is not
   * published: the poster then says so and leads to the live demo instead (docs/decisions/009).
   */
  youtubeId?: string;
  title: string;
  /** Length shown on the poster, e.g. "3:42". */
  duration?: string;
  caption?: string;
};

/** A two-column comparison; the second column is the one we recommend. */
export type Comparison = {
  title: string;
  intro: string;
  /** Table caption for assistive technology. */
  caption: string;
  columns: [string, string];
  rows: { label: string; values: [string, string] }[];
};

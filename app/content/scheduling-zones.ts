/**
 * The booking zone a business's address implies (issue 43, decision 108): a small table, not a
 * geocoder. It knows the US states and territories, the Canadian provinces and territories, and a
 * few countries with one zone; a city listed under its region wins over the region (El Paso keeps
 * Mountain time in Texas). An address it does not know gives UTC, which the owner changes in the
 * console's Scheduling page (the saved setting always wins over this default).
 */

export type PostalAddress = { city?: string; region?: string; country?: string };

/** How places are compared: lower case, no accents, no dots, single spaces. */
const key = (s: string | undefined) =>
  (s ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\./g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

type Region = { names: string[]; zone: string; cities?: Record<string, string> };

/** Each state by name and postal code; the zone most of it keeps, and its cities that keep another. */
const usRegions: Region[] = [
  { names: ["alabama", "al"], zone: "America/Chicago" },
  { names: ["alaska", "ak"], zone: "America/Anchorage", cities: { adak: "America/Adak" } },
  { names: ["arizona", "az"], zone: "America/Phoenix" },
  { names: ["arkansas", "ar"], zone: "America/Chicago" },
  { names: ["california", "ca"], zone: "America/Los_Angeles" },
  { names: ["colorado", "co"], zone: "America/Denver" },
  { names: ["connecticut", "ct"], zone: "America/New_York" },
  { names: ["delaware", "de"], zone: "America/New_York" },
  { names: ["district of columbia", "washington dc", "dc"], zone: "America/New_York" },
  { names: ["florida", "fl"], zone: "America/New_York", cities: { pensacola: "America/Chicago", "panama city": "America/Chicago" } },
  { names: ["georgia", "ga"], zone: "America/New_York" },
  { names: ["hawaii", "hi"], zone: "Pacific/Honolulu" },
  { names: ["idaho", "id"], zone: "America/Boise", cities: { "coeur d'alene": "America/Los_Angeles", lewiston: "America/Los_Angeles", moscow: "America/Los_Angeles" } },
  { names: ["illinois", "il"], zone: "America/Chicago" },
  { names: ["indiana", "in"], zone: "America/Indiana/Indianapolis", cities: { gary: "America/Chicago", evansville: "America/Chicago" } },
  { names: ["iowa", "ia"], zone: "America/Chicago" },
  { names: ["kansas", "ks"], zone: "America/Chicago" },
  { names: ["kentucky", "ky"], zone: "America/New_York", cities: { "bowling green": "America/Chicago", paducah: "America/Chicago", owensboro: "America/Chicago" } },
  { names: ["louisiana", "la"], zone: "America/Chicago" },
  { names: ["maine", "me"], zone: "America/New_York" },
  { names: ["maryland", "md"], zone: "America/New_York" },
  { names: ["massachusetts", "ma"], zone: "America/New_York" },
  { names: ["michigan", "mi"], zone: "America/Detroit", cities: { "iron mountain": "America/Menominee", menominee: "America/Menominee" } },
  { names: ["minnesota", "mn"], zone: "America/Chicago" },
  { names: ["mississippi", "ms"], zone: "America/Chicago" },
  { names: ["missouri", "mo"], zone: "America/Chicago" },
  { names: ["montana", "mt"], zone: "America/Denver" },
  { names: ["nebraska", "ne"], zone: "America/Chicago", cities: { scottsbluff: "America/Denver" } },
  { names: ["nevada", "nv"], zone: "America/Los_Angeles" },
  { names: ["new hampshire", "nh"], zone: "America/New_York" },
  { names: ["new jersey", "nj"], zone: "America/New_York" },
  { names: ["new mexico", "nm"], zone: "America/Denver" },
  { names: ["new york", "ny"], zone: "America/New_York" },
  { names: ["north carolina", "nc"], zone: "America/New_York" },
  { names: ["north dakota", "nd"], zone: "America/Chicago", cities: { dickinson: "America/Denver" } },
  { names: ["ohio", "oh"], zone: "America/New_York" },
  { names: ["oklahoma", "ok"], zone: "America/Chicago" },
  { names: ["oregon", "or"], zone: "America/Los_Angeles", cities: { ontario: "America/Boise" } },
  { names: ["pennsylvania", "pa"], zone: "America/New_York" },
  { names: ["rhode island", "ri"], zone: "America/New_York" },
  { names: ["south carolina", "sc"], zone: "America/New_York" },
  { names: ["south dakota", "sd"], zone: "America/Chicago", cities: { "rapid city": "America/Denver", spearfish: "America/Denver" } },
  { names: ["tennessee", "tn"], zone: "America/Chicago", cities: { knoxville: "America/New_York", chattanooga: "America/New_York", "johnson city": "America/New_York" } },
  { names: ["texas", "tx"], zone: "America/Chicago", cities: { "el paso": "America/Denver" } },
  { names: ["utah", "ut"], zone: "America/Denver" },
  { names: ["vermont", "vt"], zone: "America/New_York" },
  { names: ["virginia", "va"], zone: "America/New_York" },
  { names: ["washington", "wa"], zone: "America/Los_Angeles" },
  { names: ["west virginia", "wv"], zone: "America/New_York" },
  { names: ["wisconsin", "wi"], zone: "America/Chicago" },
  { names: ["wyoming", "wy"], zone: "America/Denver" },
  { names: ["puerto rico", "pr"], zone: "America/Puerto_Rico" },
  { names: ["guam", "gu"], zone: "Pacific/Guam" },
  { names: ["us virgin islands", "virgin islands", "vi"], zone: "America/St_Thomas" },
];

const canadaRegions: Region[] = [
  { names: ["alberta", "ab"], zone: "America/Edmonton" },
  { names: ["british columbia", "bc"], zone: "America/Vancouver", cities: { cranbrook: "America/Edmonton", "dawson creek": "America/Dawson_Creek", "fort st john": "America/Dawson_Creek" } },
  { names: ["manitoba", "mb"], zone: "America/Winnipeg" },
  { names: ["new brunswick", "nb"], zone: "America/Moncton" },
  { names: ["newfoundland and labrador", "newfoundland", "nl"], zone: "America/St_Johns", cities: { "happy valley-goose bay": "America/Goose_Bay", "labrador city": "America/Goose_Bay" } },
  { names: ["nova scotia", "ns"], zone: "America/Halifax" },
  { names: ["ontario", "on"], zone: "America/Toronto", cities: { kenora: "America/Winnipeg", "thunder bay": "America/Toronto" } },
  { names: ["prince edward island", "pe", "pei"], zone: "America/Halifax" },
  { names: ["quebec", "qc"], zone: "America/Toronto" },
  { names: ["saskatchewan", "sk"], zone: "America/Regina", cities: { lloydminster: "America/Edmonton" } },
  { names: ["northwest territories", "nt"], zone: "America/Edmonton" },
  { names: ["nunavut", "nu"], zone: "America/Iqaluit", cities: { "rankin inlet": "America/Rankin_Inlet", "cambridge bay": "America/Cambridge_Bay" } },
  { names: ["yukon", "yt"], zone: "America/Whitehorse" },
];

/** Countries with one zone (or whose business centre is plain), by name and ISO code. */
const countries: { names: string[]; zone: string }[] = [
  { names: ["united kingdom", "uk", "gb", "great britain", "england", "scotland", "wales", "northern ireland"], zone: "Europe/London" },
  { names: ["ireland", "ie"], zone: "Europe/Dublin" },
  { names: ["germany", "de", "deutschland"], zone: "Europe/Berlin" },
  { names: ["france", "fr"], zone: "Europe/Paris" },
  { names: ["spain", "es"], zone: "Europe/Madrid" },
  { names: ["italy", "it"], zone: "Europe/Rome" },
  { names: ["netherlands", "nl", "the netherlands"], zone: "Europe/Amsterdam" },
  { names: ["switzerland", "ch"], zone: "Europe/Zurich" },
  { names: ["sweden", "se"], zone: "Europe/Stockholm" },
  { names: ["poland", "pl"], zone: "Europe/Warsaw" },
  { names: ["india", "in"], zone: "Asia/Kolkata" },
  { names: ["japan", "jp"], zone: "Asia/Tokyo" },
  { names: ["singapore", "sg"], zone: "Asia/Singapore" },
  { names: ["united arab emirates", "uae", "ae"], zone: "Asia/Dubai" },
  { names: ["israel", "il"], zone: "Asia/Jerusalem" },
  { names: ["new zealand", "nz"], zone: "Pacific/Auckland" },
  { names: ["south africa", "za"], zone: "Africa/Johannesburg" },
  { names: ["philippines", "ph"], zone: "Asia/Manila" },
];

const us = ["usa", "us", "united states", "united states of america", "america"];
const canada = ["canada", "ca"];

function inRegions(regions: Region[], address: PostalAddress) {
  const region = regions.find((r) => r.names.includes(key(address.region)));
  if (!region) return null;
  return region.cities?.[key(address.city)] ?? region.zone;
}

/** The IANA zone for an address, or "UTC" when the table does not know the place. */
export function zoneForAddress(address: PostalAddress): string {
  const country = key(address.country);
  if (us.includes(country)) return inRegions(usRegions, address) ?? "UTC";
  if (canada.includes(country)) return inRegions(canadaRegions, address) ?? "UTC";
  // No country given: a US state or Canadian province still says where.
  if (!country) return inRegions(usRegions, address) ?? inRegions(canadaRegions, address) ?? "UTC";
  return countries.find((c) => c.names.includes(country))?.zone ?? "UTC";
}

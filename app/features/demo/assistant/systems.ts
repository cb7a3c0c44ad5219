/**
 * Software and channels buyers name when they ask "does it work with…?" (issue 41, decision 122).
 *
 * This is a list for *recognising* a name, never for confirming one: whether we connect to a system
 * is decided only by what the site's content lists (crmNames, platformNames, the channels of the
 * offers). A name here is kept as typed (the typo mender never turns "calendly" into "calendar") and
 * is found anywhere in an integration question, so the answer can say by name that it is not listed.
 *
 * Only distinctive names: an English word that is also a product ("square", "toast", "close",
 * "epic", "teams", "monday") is left out, since "a square table" or "we close at 5" is no system.
 */
export const WELL_KNOWN_SYSTEMS: readonly string[] = [
  // Scheduling and booking
  "Calendly",
  "Acuity",
  "Acuity Scheduling",
  "OpenTable",
  "Resy",
  "SevenRooms",
  "Mindbody",
  "Vagaro",
  "Fresha",
  "Booksy",
  "Setmore",
  "SimplyBook",
  "Zocdoc",
  "Google Calendar",
  "Outlook",
  "Cal.com",
  // Health
  "Dentrix",
  "Eaglesoft",
  "Open Dental",
  "athenahealth",
  "Kareo",
  "DrChrono",
  "Cerner",
  "NextGen",
  "eClinicalWorks",
  "Weave",
  "NexHealth",
  // Money and business
  "QuickBooks",
  "Xero",
  "FreshBooks",
  "NetSuite",
  "Redtail",
  "Wealthbox",
  "Encompass",
  "Clio",
  "MyCase",
  // Sales and support
  "Pipedrive",
  "Zoho",
  "GoHighLevel",
  "HighLevel",
  "ActiveCampaign",
  "Keap",
  "Mailchimp",
  "Klaviyo",
  "Zendesk",
  "Freshdesk",
  "Intercom",
  "Monday.com",
  "Slack",
  "Airtable",
  "Notion",
  "Asana",
  "Trello",
  "Follow Up Boss",
  "kvCORE",
  "Dotloop",
  "DocuSign",
  "Zillow",
  // Trades, property and hospitality
  "ServiceTitan",
  "Jobber",
  "Housecall Pro",
  "Yardi",
  "AppFolio",
  "Buildium",
  "Cloudbeds",
  "Guesty",
  "Hostaway",
  "Mews",
  "Airbnb",
  "Shopify",
  "Squarespace",
  "Wix",
  "WordPress",
  "Samsara",
  "Geotab",
  "Onfleet",
  // Phones and mail (channels such as WhatsApp are the channel rule's)
  "RingCentral",
  "Dialpad",
  "Aircall",
  "Vonage",
  "Nextiva",
  "Grasshopper",
  "OpenPhone",
  "Yelp",
  "DoorDash",
  "Uber Eats",
  "Grubhub",
  "Gmail",
];

/** The names in the lower case the rules read, each word separately (for the typo mender to keep). */
export const wellKnownWords: ReadonlySet<string> = new Set(
  WELL_KNOWN_SYSTEMS.flatMap((n) => n.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 4),
);

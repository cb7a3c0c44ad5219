import { site } from "./site";

/** Copy of the affiliate program page (spec §2 "Affiliate page", §8 texts). */
export const affiliatePage = {
  seo: {
    title: "Affiliate Program",
    description: `Earn a commission on every client you refer to ${site.name}: share your link, track referrals and earnings in one dashboard.`,
  },
  /** While a navigation (or the revalidation after joining) reloads the page's data. */
  loading: "Loading your affiliate account...",
  join: {
    title: "Become an Affiliate Partner",
    text: `Recommend ${site.name} to the businesses you know. Every client who signs up and buys through your link earns you a commission on what they pay.`,
    points: [
      "A personal link that credits you for 60 days after each click (when the visitor allows our referral cookie)",
      "Commission on every paid order your referrals place",
      "A live dashboard of referrals, statuses and earnings",
    ],
    button: "Join Affiliate Program",
    joining: "Joining...",
  },
  dashboard: {
    title: "Affiliate Dashboard",
    totalEarnings: "Total Earnings",
    totalReferrals: "Total Referrals",
    commissionRate: "Commission Rate",
    linkLabel: "Your affiliate link",
    copy: "Copy Link",
    recent: "Recent Referrals",
    columns: ["Date", "User", "Status", "Commission"] as const,
    empty: "No referrals yet",
    pendingNote: "Commissions stay pending until the refund window has passed, then they are approved.",
  },
  statusLabels: {
    signed_up: "Signed up",
    pending: "Pending",
    approved: "Approved",
    paid: "Paid",
    reversed: "Reversed (refunded)",
    self_referral: "Self-referral (no commission)",
    test: "Test order (no commission)",
  } as Record<string, string>,
  toasts: {
    joined: "Success! You are now an affiliate partner.",
    copiedTitle: "Copied!",
    copiedText: "Affiliate link copied to clipboard.",
    errorTitle: "Error",
    loadFailed: "Failed to load affiliate data. Please try again.",
    referralsFailed: "Failed to load referrals. Please try again.",
    joinFailed: "Failed to register as affiliate. Please try again.",
  },
};

/**
 * What a signed-out visitor who followed "Affiliate Program" sees beside the sign-up form
 * (issue 15): the offer and how it works. The rate is the site's AFFILIATE_COMMISSION_RATE.
 */
export const affiliatePitch = {
  eyebrow: "Affiliate Program",
  title: (rate: string) => `Earn ${rate} on every client you refer`,
  text: `Recommend ${site.name} to the businesses you know. Create your free account here, then join the program with one click.`,
  stepsHeading: "How it works",
  steps: [
    { title: "Create your account", text: "Sign up below with your email address, or sign in if you already have one." },
    { title: "Join and get your link", text: "One click on the Affiliate Program page gives you a personal referral link." },
    { title: "Share it", text: "Every business that follows your link and allows our referral cookie is credited to you for 60 days after the click." },
    {
      title: "Earn on every paid order",
      text: (rate: string) => `You earn ${rate} of what your referrals pay, approved once the refund window has passed and tracked live in your dashboard.`,
    },
  ],
};

/** The affiliate card on /user-dashboard (shown to affiliates only). */
export const affiliateSummaryCard = {
  title: "Affiliate Program",
  code: "Code",
  totalEarnings: "Total Earnings",
  totalReferrals: "Total Referrals",
  link: "Open the Affiliate Dashboard",
};

/** How partners are paid (issue 43, decision 110): the partner's form, the owner's payouts page. */
export const payoutCopy = {
  title: "How you get paid",
  intro: "Approved commissions are paid once a month to the account you give here.",
  method: "Payout method",
  methods: { paypal: "PayPal", bank: "Bank transfer" },
  fields: {
    email: "PayPal email",
    accountHolder: "Account holder",
    bankName: "Bank name",
    accountNumber: "Account number or IBAN",
    routing: "Routing number, sort code or SWIFT/BIC",
    country: "Bank country",
  },
  save: "Save payout details",
  saving: "Saving...",
  saved: "Payout details saved.",
  current: "Paid to",
  none: "No payout details yet: add them so we can pay you.",
  masked: {
    paypal: (email: string) => `PayPal ${email}`,
    bank: (bank: string, last4: string) => `${bank}, account ending ${last4}`,
  },
  history: "Payouts",
  noDetails: "No payout details yet",
  fileNote: `${site.name} partner commissions`,
  errors: {
    method: "Choose PayPal or bank transfer.",
    email: "Enter the email address of your PayPal account.",
    accountHolder: "Enter the name on the account.",
    bankName: "Enter your bank's name.",
    accountNumber: "Enter the account number or IBAN: 6 to 34 letters and digits.",
    routing: "Enter the routing number, sort code or SWIFT/BIC: 6 to 11 letters and digits.",
    country: "Enter the bank's country.",
    reference: "Enter the transfer's reference (up to 140 characters), so the payment can be traced.",
    noDetails: "This partner has not given payout details yet.",
    nothingDue: "Nothing is due to this partner.",
  },
} as const;

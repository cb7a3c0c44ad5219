import { site } from "./site";

/** Copy for /login, the account dashboard and the header's account menu. Spec strings are exact. */

export const authViews = ["sign_in", "sign_up", "forgotten_password", "magic_link", "update_password", "verify_otp"] as const;
export type AuthView = (typeof authViews)[number];

export function isAuthView(value: unknown): value is AuthView {
  return typeof value === "string" && (authViews as readonly string[]).includes(value);
}

export const loginPage = {
  title: "Sign In or Create Your Account",
  description:
    `Sign in to ${site.name} or create your account to book your AI voice agent setup, manage your purchases and join the affiliate program.`,
  backToHome: "Back to home",
  /** Spec §2: the heading and subtitle switch between Sign Up and Sign In. */
  heading: {
    sign_up: { title: "Sign Up", subtitle: "Create your account to get started with AI voice agents and automation." },
    sign_in: { title: "Sign In", subtitle: "Welcome back. Sign in to continue to checkout." },
  },
  /** What each view asks for, shown under the heading. */
  viewHints: {
    sign_in: "Use the email and password you signed up with.",
    sign_up: "Use your work email. We'll send a link to confirm it.",
    forgotten_password: "Enter your email and we'll send you a link to choose a new password.",
    magic_link: "Enter your email and we'll send you a link that signs you in. No password needed.",
    update_password: "Choose a new password for your account.",
    verify_otp: "Enter the 6-digit code we emailed you. Need one? Send yourself a code first.",
  } satisfies Record<AuthView, string>,
  /** While a demo request typed before signing in waits in this browser (decision 102). */
  keptDemoRequest: {
    title: "Your demo request is kept",
    text: "Sign up or sign in, and confirm your email if asked: we'll send it for you as soon as you're signed in in this browser.",
  },
} as const;

export const authLabels = {
  email: "Email address",
  emailPlaceholder: "you@company.com",
  password: "Password",
  newPassword: "New password",
  passwordHint: "At least 10 characters and hard to guess: a few uncommon words work well.",
  code: "Verification code",
  totpCode: "Authentication code",
  totpHint: `Open your authenticator app and enter the 6-digit code for ${site.name}.`,
  sendCode: "Email me a code",
  sendingCode: "Sending code ...",
} as const;

/** Spec §9 button labels (exact) and the loading labels shown while a request runs. */
export const authButtons = {
  sign_up: { idle: "Sign up", loading: "Signing up ..." },
  sign_in: { idle: "Sign in", loading: "Signing in ..." },
  magic_link: { idle: "Send Magic Link", loading: "Sending Magic Link ..." },
  forgotten_password: { idle: "Send reset password instructions", loading: "Sending reset instructions ..." },
  update_password: { idle: "Update password", loading: "Updating password ..." },
  verify_otp: { idle: "Verify token", loading: "Verifying token ..." },
  two_factor: { idle: "Verify code", loading: "Verifying code ..." },
} as const satisfies Record<AuthView | "two_factor", { idle: string; loading: string }>;

export const authLinks = {
  toSignIn: "Already have an account? Sign in",
  toSignUp: "Don't have an account? Sign up",
  toForgotten: "Forgot your password?",
  toMagicLink: "Send a magic link email",
  toVerifyOtp: "Have a code? Enter it here",
  backToSignIn: "Back to sign in",
} as const;

/** Spec §8 confirmation texts (exact) and the other messages the auth page shows. */
export const authMessages = {
  confirmSignUp: "Check your email for the confirmation link",
  magicLinkSent: "Check your email for the magic link",
  resetSent: "Check your email for the password reset link",
  passwordUpdated: "Your password has been updated",
  codeSent: "Check your email for a 6-digit code",
  /** Spec §5: message keyed empty_email_address (its wording is ours). */
  emptyEmail: "Email address is required",
  /** Spec §5 (exact). */
  missingCredentials: "You must provide either an email or phone number and a password",
  emptyCode: "Enter the code from your email",
  emptyPassword: "Enter a new password",
  missingResetToken: "Open the link from your password reset email to choose a new password, or request a new link below.",
  emailConfirmed: "Your email address is confirmed. Sign in to continue.",
  twoFactorRequired: "Your account uses two-factor authentication.",
  /** Shown when an account cannot be deleted without its password (docs/decisions/043). */
  deletePasswordRequired: "Enter your password to delete your account.",
  network: "We couldn't reach the server. Check your connection and try again.",
  /** A posted account form the server cannot tell apart (decision 111). */
  unknownForm: "This form could not be read. Please reload the page and try again.",
  /** A signed-in page's form that needs the page's scripts (decision 111). */
  needsScript: "This needs JavaScript, which is off or still loading in your browser. Reload the page and try again.",
  welcome: { title: "Welcome!", description: "Successfully signed in. Redirecting to checkout...", elsewhere: "Successfully signed in. Taking you back to where you were..." },
} as const;

/** Links that were expired or already used land back on /login with ?error=...; each says what to do next. */
export const linkErrors = {
  confirmation:
    "This confirmation link has expired or was already used. Sign in with your email and password and we'll email you a new one.",
  magicLink: "This magic link has expired or was already used. Enter your email to get a new one.",
  reset: "This password reset link has expired or was already used. Enter your email to get a new one.",
  /** A magic link that would have made an account past the day's sign-ups from one address. */
  signupLimit: "Too many accounts have been created from your network today. Please try again tomorrow.",
} as const;

/**
 * Clearer wording for some of better-auth's error codes. Anything not listed shows the
 * provider's own message (spec §8). Sign-in failures never say whether the email exists. The
 * password rules' own codes get the rules' messages (features/auth/auth-api.ts).
 */
export const authErrorMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password",
  EMAIL_NOT_VERIFIED:
    "Please confirm your email address first. We've emailed you a new confirmation link, so check your inbox.",
  PASSWORD_REQUIRED: "Enter your password to delete your account.",
  SESSION_NOT_FRESH: "For your security, sign in again, then delete your account within 5 minutes of signing in.",
  SIGNUP_LIMIT: "Too many accounts have been created from your network today. Please try again tomorrow.",
  INVALID_EMAIL: "Enter a valid email address.",
  INVALID_TOKEN: linkErrors.reset,
  INVALID_OTP: "That code is not valid. Check it, or email yourself a new code.",
  OTP_EXPIRED: "That code has expired. Email yourself a new code.",
  TOO_MANY_ATTEMPTS: "Too many attempts with this code. Email yourself a new code.",
  INVALID_CODE: "That authentication code is not valid. Enter the current code from your app.",
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in took too long. Sign in again.",
  INVALID_PASSWORD: "That password is not correct.",
  SESSION_EXPIRED: "For your security, sign in again before doing this.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Your account has no password yet. Set one first.",
  PASSWORD_ALREADY_SET: "Your account already has a password. Use Change password instead.",
  UNAUTHORIZED: "Please sign in first.",
};

export const dashboardPage = {
  title: "Dashboard",
  description: `Your ${site.name} account: email, password, two-factor sign-in, active sessions and account deletion.`,
  intro: `Manage how you sign in to ${site.name}.`,
  checking: "Checking your session…",
  account: {
    heading: "Account",
    email: "Email",
    status: "Email status",
    verified: "Verified",
    notVerified: "Not verified",
    memberSince: "Member since",
    resend: "Resend confirmation email",
    resent: "Check your email for the confirmation link",
  },
  password: {
    heading: "Change password",
    current: "Current password",
    next: "New password",
    hint: "At least 10 characters and hard to guess: a few uncommon words work well.",
    revokeOthers: "Sign out of my other devices",
    submit: "Change password",
    loading: "Changing password ...",
    done: "Your password has been updated",
    setHeading: "Set a password",
    setIntro: "You signed up with a magic link or a code, so your account has no password yet. Set one to sign in with your email and password.",
    setSubmit: "Set password",
    setLoading: "Setting password ...",
    setFailed: "Could not set the password. Please try again.",
  },
  twoFactor: {
    heading: "Two-factor authentication",
    on: "On: signing in asks for a code from your authenticator app.",
    off: "Off: add a code from an authenticator app to every sign-in.",
    password: "Confirm your password",
    enable: "Enable two-factor",
    enabling: "Preparing ...",
    setupIntro: `Add ${site.name} to your authenticator app with this link or by typing the key, then enter the 6-digit code it shows.`,
    openApp: "Open in authenticator app",
    secret: "Setup key",
    backupCodes: "Backup codes (each works once if you lose your phone; keep them somewhere safe)",
    code: "Code from your app",
    verify: "Verify code",
    verifying: "Verifying code ...",
    enabled: "Two-factor authentication is on",
    disable: "Disable two-factor",
    disabling: "Disabling ...",
    disabled: "Two-factor authentication is off",
    cancel: "Cancel",
  },
  sessions: {
    heading: "Active sessions",
    intro: "Devices signed in to your account.",
    current: "This device",
    signedIn: "Signed in",
    unknownDevice: "Unknown device",
    revokeOthers: "Sign out other sessions",
    revokedOthers: "Other sessions signed out",
    everywhere: "Sign out everywhere",
  },
  danger: {
    heading: "Delete account",
    intro: "Permanently delete your account, your sessions and the details you saved. This cannot be undone.",
    open: "Delete account",
    dialogTitle: "Delete your account?",
    dialogBody: "This permanently deletes your account and everything saved with it. You will be signed out on every device.",
    password: "Confirm your password",
    confirm: "Delete my account",
    deleting: "Deleting ...",
    cancel: "Cancel",
    done: "Your account has been deleted",
  },
} as const;

export { accountMenu } from "./account-menu";

export const devMailbox = {
  title: "Dev mailbox",
  description: "Emails this site would have sent, kept locally because no SMTP server is configured.",
  intro:
    "No SMTP server is configured (SMTP_URL is unset), so emails are written to the data folder instead of being sent. Open a link below to continue a sign-up, magic link or password reset.",
  empty: "No emails yet. Sign up or request a magic link and it will appear here (this list refreshes itself).",
  viewHtml: "View the email",
  invite: "Add to calendar (invite.ics)",
  cancelInvite: "Update the calendar (cancellation .ics)",
  /** Shown after "Check your email for ..." on /login when emails go to the dev mailbox. */
  openLink: "Open the dev mailbox",
} as const;

/** The header's account menu: its own tiny module because the header is on every page. */
export const accountMenu = {
  signIn: "Sign in",
  open: "Account menu",
  signedInAs: "Signed in as",
  dashboard: "Dashboard",
  /** Shown to the business owner (an admin) only. */
  console: "Owner console",
  /** The welcome toast of an admin, who lands in the console after signing in. */
  welcomeToConsole: "Successfully signed in. Opening your owner console...",
  signOut: "Sign out",
  signedOut: "You have been signed out",
  signOutFailed: "Could not sign out. Please try again.",
} as const;

/**
 * Navigation state for the console's action forms: the page keeps its scroll position after a
 * submit (root's ScrollToTop honours it), so the result shows where the owner pressed.
 */
export const stay = { preserveScroll: true } as const;

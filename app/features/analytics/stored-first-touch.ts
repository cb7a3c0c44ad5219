/**
 * The visit's first touch as stored by the beacon (./touch), for a request sent by script (a
 * lead, a checkout, a sign-up): a JSON string, "" when none was kept (Do Not Track, GPC, no
 * storage). Part of the page shell (vite.config.ts), so it stays this small (decision 072).
 */
export function storedFirstTouch(): string {
  try {
    return sessionStorage.getItem("voxa:first-touch") ?? "";
  } catch {
    return "";
  }
}

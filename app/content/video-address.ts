import { isNoneYet } from "./none-yet";

/**
 * The video id in a YouTube address as an owner pastes it: a watch link (`watch?v=ID`), a short
 * link (`youtu.be/ID`), an embed or shorts link, or the bare 11-character id. `noneYet` (no
 * recording, docs/decisions/101) and "" (not filled in) give undefined. Anything else throws, so a
 * mistyped address stops the build instead of showing a broken player.
 */
export function youtubeIdFrom(address: string): string | undefined {
  const value = address.trim();
  if (!value || isNoneYet(value)) return undefined;
  const ID = /^[A-Za-z0-9_-]{11}$/;
  if (ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Not a YouTube address: "${address}"`);
  }
  const host = url.hostname.replace(/^(www|m)\./, "");
  const candidate =
    host === "youtu.be"
      ? url.pathname.slice(1)
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? url.pathname === "/watch"
          ? (url.searchParams.get("v") ?? "")
          : (/^\/(embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[2] ?? "")
        : "";
  if (!ID.test(candidate)) throw new Error(`Not a YouTube video address: "${address}"`);
  return candidate;
}

import { site } from "~/content/site";

/** The web app manifest, named from the owner's facts (prerendered like robots.txt). */
export function loader() {
  const body = JSON.stringify({
    name: site.name,
    short_name: site.name,
    icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
    theme_color: "#0a7368",
    background_color: "#ffffff",
    display: "browser",
  });
  return new Response(body, {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" },
  });
}

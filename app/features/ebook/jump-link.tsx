import type { ComponentProps } from "react";
import { island } from "~/islands/island";

/**
 * A link to a section of this page. Without JavaScript it is a plain fragment link; with it
 * we scroll ourselves, so the app's scroll-to-top on navigation never fires, and move focus
 * to the section for keyboard and screen-reader users.
 */
function Jump({ to, onClick, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  return (
    <a
      href={`#${to}`}
      onClick={(e) => {
        onClick?.(e);
        const target = document.getElementById(to);
        if (e.defaultPrevented || !target) return;
        e.preventDefault();
        const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
        target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
        if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
        target.focus({ preventScroll: true });
      }}
      {...props}
    />
  );
}

/** An island (decision 079): on a page without a router it still scrolls and moves focus itself. */
export const JumpLink = island("jump-link", Jump);

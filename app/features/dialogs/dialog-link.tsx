import type { VariantProps } from "class-variance-authority";
import { useSyncExternalStore, type ComponentProps, type KeyboardEvent, type MouseEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/*
 * Part of the page shell (vite.config.ts): nearly every page has a dialog button, and the ebook
 * pages would otherwise download this small module as a chunk of its own.
 */

const noSubscription = () => () => {};
/** false in the server's HTML and during hydration, true once React runs the page. */
export function useEnhanced() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export type DialogLinkProps = Omit<ComponentProps<"a">, "href" | "onClick" | "onKeyDown" | "role"> &
  VariantProps<typeof buttonVariants>;

/**
 * A link styled as a button that, once JavaScript runs, opens a dialog instead. Progressive
 * enhancement: in the server's HTML (and with JavaScript off) it is a plain link to the form's
 * own page under /forms; after hydration it is a button (role, Space key, aria-haspopup) whose
 * click opens the dialog. A click with a modifier key (new tab or window) still follows the link.
 */
export function DialogLink({
  href,
  onOpen,
  className,
  variant,
  size,
  ...props
}: DialogLinkProps & { href: string; onOpen: () => void }) {
  const enhanced = useEnhanced();
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>) => {
    // A button opens on Space as well as Enter (Enter already clicks a link).
    if (e.key === " ") {
      e.preventDefault();
      onOpen();
    }
  };
  return (
    <a
      {...props}
      href={href}
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      role={enhanced ? "button" : undefined}
      aria-haspopup={enhanced ? "dialog" : undefined}
      onClick={open}
      onKeyDown={enhanced ? onKeyDown : undefined}
    />
  );
}

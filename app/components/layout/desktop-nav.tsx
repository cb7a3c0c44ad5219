import { NavigationMenu } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { headerLinks } from "~/content/navigation";
import {
  INDUSTRIES_VALUE,
  IndustriesTriggerLabel,
  industriesTriggerClass,
  navLinkClass,
  navListClass,
  navRootClass,
  useIsActive,
  viewportSlotClass,
} from "./nav-parts";

/**
 * The interactive desktop navigation (Radix NavigationMenu: the Industries panel opens on hover
 * after 200 ms, with a 300 ms skip delay, and by keyboard). Loaded only on screens wide enough to
 * show it; until then the header shows the same links without the menu behaviour.
 */
export type DesktopNavProps = {
  /** Open the Industries panel after this many ms (a hover or click that began before this loaded). */
  openAfterMs?: number;
  /** Index, among the nav's links and buttons, of the element to keep focused after the swap. */
  focusIndex?: number;
};

function MainNavLink({ href, label }: { href: string; label: string }) {
  const active = useIsActive(href);
  // Radix's `Link asChild` merges className as a string, so the active state is computed here.
  return (
    <NavigationMenu.Link asChild active={active}>
      <Link to={href} aria-current={active ? "page" : undefined} className={navLinkClass(active)}>
        {label}
      </Link>
    </NavigationMenu.Link>
  );
}

export default function DesktopNav({ openAfterMs, focusIndex }: DesktopNavProps) {
  const [value, setValue] = useState("");
  const root = useRef<HTMLElement>(null);
  const pendingOpen = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (focusIndex !== undefined) root.current?.querySelectorAll<HTMLElement>("a, button")[focusIndex]?.focus();
    if (openAfterMs !== undefined) pendingOpen.current = setTimeout(() => setValue(INDUSTRIES_VALUE), openAfterMs);
    return () => clearTimeout(pendingOpen.current);
    // Only what happened before this component mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <NavigationMenu.Root
      ref={root}
      value={value}
      onValueChange={(v) => {
        clearTimeout(pendingOpen.current);
        setValue(v);
      }}
      delayDuration={200}
      skipDelayDuration={300}
      className={navRootClass}
      aria-label="Main"
      data-enhanced="true"
    >
      <NavigationMenu.List className={navListClass}>
        {headerLinks.before.map((l) => (
          <NavigationMenu.Item key={l.href}>
            <MainNavLink href={l.href} label={l.label} />
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item value={INDUSTRIES_VALUE}>
          <NavigationMenu.Trigger
            className={industriesTriggerClass}
            onPointerLeave={() => clearTimeout(pendingOpen.current)}
          >
            <IndustriesTriggerLabel />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content
            className="absolute top-0 left-0 w-[400px] p-3 md:w-[500px] lg:w-[600px]"
            data-testid="industries-panel"
          >
            <ul className="grid gap-1 lg:grid-cols-2">
              {headerLinks.industries.map((item) => (
                <li key={item.href}>
                  <NavigationMenu.Link asChild>
                    <Link
                      to={item.href}
                      className="block rounded-md p-3 transition-colors hover:bg-accent focus:bg-accent"
                    >
                      <span className="block text-sm font-semibold">{item.label}</span>
                      <span className="mt-1 block text-xs text-muted-foreground">{item.description}</span>
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {headerLinks.after.map((l) => (
          <NavigationMenu.Item key={l.href}>
            <MainNavLink href={l.href} label={l.label} />
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className={viewportSlotClass}>
        <NavigationMenu.Viewport className="relative h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg" />
      </div>
    </NavigationMenu.Root>
  );
}

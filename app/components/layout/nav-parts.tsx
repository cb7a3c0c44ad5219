import { ChevronDown } from "lucide-react";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";

/** What the static header nav and the interactive one (desktop-nav.tsx) share, so they render alike. */
export const navListClass = "flex items-center lg:gap-1";
export const navRootClass = "relative hidden md:block";
export const viewportSlotClass = "absolute left-0 top-full mt-2";
export const industriesTriggerClass =
  "group inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-2 text-sm lg:px-3 font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground data-[state=open]:text-foreground";
export const INDUSTRIES_VALUE = "industries";

export function navLinkClass(active: boolean) {
  return cn(
    "rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-foreground lg:px-3",
    active ? "text-foreground" : "text-muted-foreground",
  );
}

export function useIsActive(href: string) {
  const { pathname } = useLocation();
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function IndustriesTriggerLabel() {
  return (
    <>
      Industries
      <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
    </>
  );
}

import { site } from "~/content/site";
import { ChevronDown, Menu, UserRound, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType } from "react";
import { Link, useLocation } from "react-router";
import { accountMenu } from "~/content/account-menu";
import { headerLinks } from "~/content/navigation";
import { useSession } from "~/features/auth/session-store";
import { hasKeptDemoRequest } from "~/features/leads/kept-demo-request";
import { useSignOut } from "~/features/auth/use-sign-out";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";
import { Logo } from "./logo";
import type { DesktopNavProps } from "./desktop-nav";
import {
  IndustriesTriggerLabel,
  industriesTriggerClass,
  navLinkClass,
  navListClass,
  navRootClass,
  useIsActive,
  viewportSlotClass,
} from "./nav-parts";
import { ThemeToggle } from "./theme-toggle";
import { island } from "~/islands/island";

// Only signed-in visitors download the account menu (Radix dropdown); the header stays light.
const AccountMenu = lazy(() => import("~/features/auth/account-menu"));
// The owner's "Owner console" item in the phone menu (issue 43): loaded for signed-in visitors only.
const MobileConsoleLink = lazy(() => import("~/features/auth/mobile-console-link"));
const SIGN_IN_HREF = "/login?view=sign_in";

/** A fixed 40 px slot: nothing while the session is unknown, then a sign-in link or the account menu (no layout shift). */
function AccountSlot() {
  const session = useSession();
  const box = "inline-flex size-10 shrink-0";
  if (session.status === "signed-in") {
    return (
      <Suspense fallback={<span className={box} aria-hidden="true" />}>
        <AccountMenu user={session.user} />
      </Suspense>
    );
  }
  if (session.status === "unknown")
    return <span className={box} aria-hidden="true" data-testid="account-slot-pending" />;
  return (
    <Button asChild variant="ghost" size="icon">
      <Link to={SIGN_IN_HREF} aria-label={accountMenu.signIn} title={accountMenu.signIn}>
        <UserRound aria-hidden="true" />
      </Link>
    </Button>
  );
}

function MobileAccount({ onNavigate, itemClass }: { onNavigate: () => void; itemClass: string }) {
  const session = useSession();
  const signOut = useSignOut();
  if (session.status === "unknown") return null;
  if (session.status === "signed-out") {
    return (
      <ul className="mt-2 space-y-1 border-t pt-2">
        <li>
          <Link to={SIGN_IN_HREF} className={itemClass} onClick={onNavigate}>
            {accountMenu.signIn}
          </Link>
        </li>
      </ul>
    );
  }
  return (
    <div className="mt-2 border-t pt-3">
      <p className="px-3 text-sm text-muted-foreground">
        {accountMenu.signedInAs} <span className="font-medium break-all text-foreground">{session.user.email}</span>
      </p>
      <ul className="mt-1 space-y-1">
        <li>
          <Link to="/user-dashboard" className={itemClass} onClick={onNavigate}>
            {accountMenu.dashboard}
          </Link>
        </li>
        <Suspense fallback={null}>
          <MobileConsoleLink userId={session.user.id} itemClass={itemClass} onNavigate={onNavigate} />
        </Suspense>
        <li>
          <button
            type="button"
            className={cn(itemClass, "w-full text-left")}
            onClick={() => {
              onNavigate();
              void signOut();
            }}
          >
            {accountMenu.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}

const loadDesktopNav = () => import("./desktop-nav");
const DESKTOP = "(min-width: 768px)";

function StaticNavLink({ href, label }: { href: string; label: string }) {
  const active = useIsActive(href);
  return (
    <Link to={href} aria-current={active ? "page" : undefined} className={navLinkClass(active)}>
      {label}
    </Link>
  );
}

/**
 * The desktop navigation. The server and phones render its links without menu behaviour; on a
 * screen wide enough to show it, the interactive version (Radix, desktop-nav.tsx) loads at once
 * and takes its place — phones never download it. A hover, click or focus that happens in the
 * moment before it arrives carries over.
 */
function DesktopNavSlot() {
  const [Nav, setNav] = useState<ComponentType<DesktopNavProps> | null>(null);
  const [handover, setHandover] = useState<DesktopNavProps>({});
  const ref = useRef<HTMLElement>(null);
  const hoverSince = useRef<number | null>(null);
  const clicked = useRef(false);

  useEffect(() => {
    const media = window.matchMedia(DESKTOP);
    let cancelled = false;
    const load = () =>
      void loadDesktopNav().then((m) => {
        if (cancelled) return;
        const focusables = [...(ref.current?.querySelectorAll<HTMLElement>("a, button") ?? [])];
        const focused = focusables.indexOf(document.activeElement as HTMLElement);
        const since = hoverSince.current;
        setHandover({
          focusIndex: focused >= 0 ? focused : undefined,
          openAfterMs: clicked.current
            ? 0
            : since !== null
              ? Math.max(0, 200 - (performance.now() - since))
              : undefined,
        });
        setNav(() => m.default);
      });
    if (media.matches) load();
    else media.addEventListener("change", load, { once: true });
    return () => {
      cancelled = true;
      media.removeEventListener("change", load);
    };
  }, []);

  if (Nav) return <Nav {...handover} />;
  return (
    <nav ref={ref} aria-label="Main" className={navRootClass}>
      <div style={{ position: "relative" }}>
        <ul className={navListClass}>
          {headerLinks.before.map((l) => (
            <li key={l.href}>
              <StaticNavLink href={l.href} label={l.label} />
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-expanded="false"
              data-state="closed"
              className={industriesTriggerClass}
              onPointerEnter={() => (hoverSince.current = performance.now())}
              onPointerLeave={() => (hoverSince.current = null)}
              onClick={() => (clicked.current = true)}
            >
              <IndustriesTriggerLabel />
            </button>
          </li>
          {headerLinks.after.map((l) => (
            <li key={l.href}>
              <StaticNavLink href={l.href} label={l.label} />
            </li>
          ))}
        </ul>
      </div>
      <div className={viewportSlotClass} />
    </nav>
  );
}

function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const [industriesOpen, setIndustriesOpen] = useState(false);
  const submenuId = useId();
  const item = "block rounded-md px-3 py-3 text-base font-medium hover:bg-accent";
  return (
    <nav aria-label="Mobile" className="border-t bg-background px-4 pt-2 pb-6 md:hidden" id="mobile-menu">
      <ul className="space-y-1">
        {headerLinks.before.map((l) => (
          <li key={l.href}>
            <Link to={l.href} className={item} onClick={onNavigate}>
              {l.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={cn(item, "flex w-full items-center justify-between text-left")}
            aria-expanded={industriesOpen}
            aria-controls={submenuId}
            onClick={() => setIndustriesOpen((o) => !o)}
          >
            Industries
            <ChevronDown
              aria-hidden="true"
              className={cn("size-5 transition-transform", industriesOpen && "rotate-180")}
            />
          </button>
          {industriesOpen && (
            <ul id={submenuId} className="ml-3 space-y-1 border-l pl-3">
              {headerLinks.industries.map((l) => (
                <li key={l.href}>
                  <Link to={l.href} className={cn(item, "py-2 text-sm")} onClick={onNavigate}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
        {headerLinks.after.map((l) => (
          <li key={l.href}>
            <Link to={l.href} className={item} onClick={onNavigate}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
      <MobileAccount onNavigate={onNavigate} itemClass={item} />
      <div className="mt-4 flex items-center justify-between gap-3">
        <ThemeToggle />
        <Button asChild>
          <Link to={headerLinks.cta.href} onClick={onNavigate}>
            {headerLinks.cta.label}
          </Link>
        </Button>
      </div>
    </nav>
  );
}

/**
 * A demo request typed while signed out is kept in this browser (decision 102); on whichever page
 * the visitor is once signed in (after sign-up and the email confirmation the spec sends them to
 * /checkout), the header, which is on every page, sends it. Its code loads only then.
 */
function useSendKeptDemoRequest() {
  const session = useSession();
  useEffect(() => {
    if (session.status !== "signed-in" || !hasKeptDemoRequest()) return;
    void import("~/features/leads/send-kept-demo-request").then((m) => m.sendKeptDemoRequest());
  }, [session.status]);
}

function Header() {
  const [mobileOpen, setMobileOpen] = useState(false);
  useSendKeptDemoRequest();
  const location = useLocation();
  // Any navigation (including back/forward) closes the mobile menu.
  useEffect(() => setMobileOpen(false), [location.pathname]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 md:max-lg:px-4 lg:gap-4 lg:px-8">
        {/* Between md and lg the header is tight: the mark alone (the link keeps its name). */}
        <Link to="/" className="shrink-0 rounded-md md:max-lg:[&>span>span]:sr-only" aria-label={`${site.name} home`}>
          <Logo />
        </Link>
        <DesktopNavSlot />
        <div className="hidden shrink-0 items-center gap-2 md:flex lg:gap-3">
          {/* A wrapper, not a class override: cn() does not merge conflicting classes. */}
          <div className="hidden lg:block">
            <ThemeToggle />
          </div>
          <AccountSlot />
          <Button asChild className="md:max-lg:h-9 md:max-lg:px-3">
            <Link to={headerLinks.cta.href}>{headerLinks.cta.label}</Link>
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((o) => !o)}
        >
          {mobileOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </Button>
      </div>
      {mobileOpen && <MobileMenu onNavigate={() => setMobileOpen(false)} />}
    </header>
  );
}

/** An island (decision 079): hydrated on its own on prerendered pages. */
export const SiteHeader = island("site-header", Header);

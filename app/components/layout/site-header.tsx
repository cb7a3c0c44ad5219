import { ChevronDown, Menu, UserRound, X } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { accountMenu } from "~/content/account-menu";
import { headerLinks } from "~/content/navigation";
import { useSession } from "~/features/auth/session-store";
import { useSignOut } from "~/features/auth/use-sign-out";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

// Only signed-in visitors download the account menu (Radix dropdown); the header stays light.
const AccountMenu = lazy(() => import("~/features/auth/account-menu"));
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
  if (session.status === "unknown") return <span className={box} aria-hidden="true" data-testid="account-slot-pending" />;
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
        {accountMenu.signedInAs} <span className="break-all font-medium text-foreground">{session.user.email}</span>
      </p>
      <ul className="mt-1 space-y-1">
        <li>
          <Link to="/user-dashboard" className={itemClass} onClick={onNavigate}>
            {accountMenu.dashboard}
          </Link>
        </li>
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

/**
 * A top-level header link. Radix's `NavigationMenu.Link asChild` merges className as a string, so
 * NavLink's className function cannot be used here; the active state is computed instead.
 */
function MainNavLink({ href, label }: { href: string; label: string }) {
  const { pathname } = useLocation();
  const active = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <NavigationMenu.Link asChild active={active}>
      <Link
        to={href}
        aria-current={active ? "page" : undefined}
        className={cn(
          "whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-foreground lg:px-3",
          active ? "text-foreground" : "text-muted-foreground",
        )}
      >
        {label}
      </Link>
    </NavigationMenu.Link>
  );
}

function IndustriesMenu() {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Trigger className="group inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-2 text-sm lg:px-3 font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground data-[state=open]:text-foreground">
        Industries
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute left-0 top-0 w-[400px] p-3 md:w-[500px] lg:w-[600px]" data-testid="industries-panel">
        <ul className="grid gap-1 lg:grid-cols-2">
          {headerLinks.industries.map((item) => (
            <li key={item.href}>
              <NavigationMenu.Link asChild>
                <Link to={item.href} className="block rounded-md p-3 transition-colors hover:bg-accent focus:bg-accent">
                  <span className="block text-sm font-semibold">{item.label}</span>
                  <span className="mt-1 line-clamp-2 block text-xs text-muted-foreground">{item.description}</span>
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const [industriesOpen, setIndustriesOpen] = useState(false);
  const submenuId = useId();
  const item = "block rounded-md px-3 py-3 text-base font-medium hover:bg-accent";
  return (
    <nav aria-label="Mobile" className="border-t bg-background px-4 pb-6 pt-2 md:hidden" id="mobile-menu">
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
            <ChevronDown aria-hidden="true" className={cn("size-5 transition-transform", industriesOpen && "rotate-180")} />
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

export function SiteHeader() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  // Any navigation (including back/forward) closes the mobile menu.
  useEffect(() => setMobileOpen(false), [location.pathname]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 md:max-lg:px-4 lg:gap-4 lg:px-8">
        {/* Between md and lg the header is tight: the mark alone (the link keeps its name). */}
        <Link to="/" className="shrink-0 rounded-md md:max-lg:[&>span>span]:sr-only" aria-label="Voxa AI home">
          <Logo />
        </Link>
        <NavigationMenu.Root delayDuration={200} skipDelayDuration={300} className="relative hidden md:block" aria-label="Main">
          <NavigationMenu.List className="flex items-center lg:gap-1">
            {headerLinks.before.map((l) => (
              <NavigationMenu.Item key={l.href}>
                <MainNavLink href={l.href} label={l.label} />
              </NavigationMenu.Item>
            ))}
            <IndustriesMenu />
            {headerLinks.after.map((l) => (
              <NavigationMenu.Item key={l.href}>
                <MainNavLink href={l.href} label={l.label} />
              </NavigationMenu.Item>
            ))}
          </NavigationMenu.List>
          <div className="absolute left-0 top-full mt-2">
            <NavigationMenu.Viewport className="relative h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg" />
          </div>
        </NavigationMenu.Root>
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

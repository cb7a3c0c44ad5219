import { LayoutDashboard, LogOut, ShieldCheck } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { accountMenu } from "~/content/account-menu";
import { useConsoleLink } from "./console-link";
import type { ClientUser } from "./session-store";
import { useSignOut } from "./use-sign-out";

const item =
  "flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground";

/** The header's account menu; loaded only once a session is known, so anonymous visitors never download it. */
export default function AccountMenu({ user }: { user: ClientUser }) {
  const signOut = useSignOut();
  const consoleLink = useConsoleLink(user.id);
  const initial = (user.name || user.email).trim().charAt(0).toUpperCase() || "?";
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={accountMenu.open}
        data-testid="account-menu-trigger"
        className="inline-flex size-10 items-center justify-center rounded-full outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
          {initial}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">
            {accountMenu.signedInAs}
            <span className="block truncate text-sm font-medium text-foreground">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={item}>
            <Link to="/user-dashboard">
              <LayoutDashboard aria-hidden="true" className="size-4" />
              {accountMenu.dashboard}
            </Link>
          </DropdownMenu.Item>
          {consoleLink ? (
            <DropdownMenu.Item asChild className={item}>
              <Link to={consoleLink}>
                <ShieldCheck aria-hidden="true" className="size-4" />
                {accountMenu.console}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className={item} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            {accountMenu.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

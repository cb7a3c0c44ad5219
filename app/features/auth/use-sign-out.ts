import { useCallback } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { toast } from "~/lib/toast";
import { accountMenu } from "~/content/account-menu";
import { signOut } from "./session-store";

const GUARDED = ["/user-dashboard", "/affiliate-program"];

/** Signs out; a guarded page is left for the home page, any other page is refreshed in place. */
export function useSignOut() {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  return useCallback(async () => {
    const ok = await signOut();
    if (!ok) {
      toast.error(accountMenu.signOutFailed);
      return;
    }
    toast(accountMenu.signedOut);
    if (GUARDED.some((p) => location.pathname === p || location.pathname.startsWith(`${p}/`))) navigate("/", { replace: true });
    else void revalidator.revalidate();
  }, [location.pathname, navigate, revalidator]);
}

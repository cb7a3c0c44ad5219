import { Link } from "react-router";
import { accountMenu } from "~/content/account-menu";
import { useConsoleLink } from "./console-link";

/** The phone menu's "Owner console" item, for an admin only; loaded only once a session is known (issue 43). */
export default function MobileConsoleLink({
  userId,
  itemClass,
  onNavigate,
}: {
  userId: string;
  itemClass: string;
  onNavigate: () => void;
}) {
  const link = useConsoleLink(userId);
  if (!link) return null;
  return (
    <li>
      <Link to={link} className={itemClass} onClick={onNavigate}>
        {accountMenu.console}
      </Link>
    </li>
  );
}

import type { AppServices } from "#platform/context";
import type { NotificationMode } from "~/content/owner-notifications";
import { NOTIFICATIONS_ACTION, NOTIFICATIONS_TARGET, notificationMode } from "~/features/notifications/settings.server";
import { logAdminAction, type AdminUser } from "./access.server";

/** Saves the owner's choice (one audited row); returns whether it changed. */
export async function saveNotificationMode(
  services: Pick<AppServices, "database" | "logger">,
  admin: AdminUser,
  mode: NotificationMode,
): Promise<{ changed: boolean }> {
  return services.database.db.transaction(async (tx) => {
    const before = await notificationMode(tx);
    if (before === mode) return { changed: false };
    await logAdminAction(
      services,
      admin,
      { action: NOTIFICATIONS_ACTION, ...NOTIFICATIONS_TARGET, details: { from: before, to: mode } },
      tx,
    );
    return { changed: true };
  });
}

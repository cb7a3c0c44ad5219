import { and, desc, eq } from "drizzle-orm";
import { adminActions } from "#db/schema";
import type { Db } from "#platform/db.server";
import { notificationModes, type NotificationMode } from "~/content/owner-notifications";

/**
 * The owner's one notification setting, each event or a daily digest (decision 106). It is kept as
 * the console's own audit trail: every change is an `admin_actions` row (`notifications.mode`,
 * target settings:notifications, details {from, to}) and the newest row is the setting. No row:
 * "each" (the default). This needs no table of its own while another migration is in flight;
 * the decision says how it moves to one. Saving it is the console's (admin/notification-settings.server.ts).
 */
export const NOTIFICATIONS_TARGET = { targetType: "settings", targetId: "notifications" } as const;
export const NOTIFICATIONS_ACTION = "notifications.mode";

type Q = Pick<Db, "select">;

export type NotificationSetting = { mode: NotificationMode; changedBy: string | null; changedAt: string | null };

export async function loadNotificationSetting(db: Q): Promise<NotificationSetting> {
  const [row] = await db
    .select({ details: adminActions.details, by: adminActions.adminEmail, at: adminActions.createdAt })
    .from(adminActions)
    .where(
      and(
        eq(adminActions.targetType, NOTIFICATIONS_TARGET.targetType),
        eq(adminActions.targetId, NOTIFICATIONS_TARGET.targetId),
        eq(adminActions.action, NOTIFICATIONS_ACTION),
      ),
    )
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(1);
  const to = row?.details.to;
  const mode = notificationModes.includes(to as NotificationMode) ? (to as NotificationMode) : "each";
  return { mode, changedBy: row?.by ?? null, changedAt: row?.at.toISOString() ?? null };
}

export const notificationMode = async (db: Q) => (await loadNotificationSetting(db)).mode;

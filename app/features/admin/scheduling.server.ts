import { defaultSchedule, loadScheduleRow, saveSchedule } from "~/features/scheduling/schedule.server";
import { draftOf, settingsOf, type ScheduleSettings } from "~/features/scheduling/settings";
import type { AppServices } from "#platform/context";
import type { Db } from "#platform/db.server";
import { logAdminAction, type AdminUser } from "./access.server";

/** Which settings changed, each with its value before and after (what the audit log keeps). */
export function settingsChanges(before: ScheduleSettings, after: ScheduleSettings) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof ScheduleSettings)[])
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { from: before[key], to: after[key] };
  return changes;
}

/**
 * The owner saves the availability settings (/admin/scheduling, decision 063): validated, stored
 * and recorded in the audit log in one transaction; bad input throws ValidationFailed and
 * changes nothing.
 */
export async function saveScheduleSettings(
  services: Pick<AppServices, "database" | "logger">,
  admin: AdminUser,
  input: unknown,
  now = new Date(),
) {
  return services.database.db.transaction(async (tx) => {
    const saved = await saveSchedule(tx, input, admin.id, now);
    await logAdminAction(
      services,
      admin,
      {
        action: "schedule.save",
        targetType: "schedule",
        targetId: "default",
        details: { changes: settingsChanges(saved.before, saved.after), ...(saved.wasDefault ? { firstSave: true } : {}) },
      },
      tx,
    );
    return saved;
  });
}

/** What /admin/scheduling shows: the saved settings (or the defaults) as a form draft, and the time zones to choose from. */
export async function loadSchedulingPage(db: Db) {
  const saved = await loadScheduleRow(db);
  const settings = saved?.settings ?? settingsOf(defaultSchedule);
  const zones = Intl.supportedValuesOf("timeZone");
  // The list may lack UTC or an alias saved earlier; both stay choosable.
  for (const extra of ["UTC", settings.timeZone]) if (!zones.includes(extra)) zones.push(extra);
  return {
    draft: draftOf(settings),
    savedAt: saved?.updatedAt.toISOString() ?? null,
    zones: zones.sort(),
  };
}

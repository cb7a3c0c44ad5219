import { data } from "react-router";
import { z } from "zod";
import { notificationModes, notificationsPage as copy } from "~/content/owner-notifications";
import { requireAdmin } from "~/features/admin/access.server";
import { adminHeaders, field } from "~/features/admin/actions.server";
import { mailboxInfo } from "~/features/admin/deliveries.server";
import { adminMeta } from "~/features/admin/meta";
import { NotificationsPage, type NotificationsActionData } from "~/features/admin/notifications-page";
import { digestHourLabel } from "~/features/notifications/digest.server";
import { inboxReason, ownerInbox } from "~/features/notifications/recipients";
import { saveNotificationMode } from "~/features/admin/notification-settings.server";
import { loadNotificationSetting } from "~/features/notifications/settings.server";
import { loadSchedule } from "~/features/scheduling/schedule.server";
import { getServices } from "#platform/context";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () => adminMeta("notifications", "/admin/notifications");
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const services = getServices(context);
  const { db } = services.database;
  const inbox = ownerInbox(services.env);
  const [setting, schedule, mailbox] = await Promise.all([
    loadNotificationSetting(db),
    loadSchedule(db),
    mailboxInfo(services),
  ]);
  return {
    to: inbox.to,
    reason: inboxReason(inbox),
    setting,
    zone: schedule.availability.timeZone,
    hour: digestHourLabel(),
    mailbox,
  };
}

const modeInput = z.enum(notificationModes, { error: copy.pickMode });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const services = getServices(context);
  const form = await readForm(request);
  const parsed = modeInput.safeParse(field(form, "mode"));
  if (!parsed.success)
    return data(
      { ok: false, message: copy.pickMode, fieldErrors: { mode: copy.pickMode } } satisfies NotificationsActionData,
      { status: 400 },
    );
  const { changed } = await saveNotificationMode(services, admin, parsed.data);
  const zone = (await loadSchedule(services.database.db)).availability.timeZone;
  return {
    ok: true,
    message: changed ? copy.saved(parsed.data, digestHourLabel(), zone) : copy.unchanged,
  } satisfies NotificationsActionData;
}

export default function AdminNotifications({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsPage data={loaderData} result={actionData} />;
}

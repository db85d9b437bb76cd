import { Form, Outlet } from "react-router";
import { Button } from "#app/components/ui/button";
import { requireStaff } from "#app/lib/auth/session.server";
import { requestNow } from "#app/lib/http/clock.server";
import { formatInstant } from "#app/lib/time/format";
import { syncNow } from "../admin.server";
import {
  AdminSection,
  PRAYER_ADMIN,
  PrayerAdminNav,
  sectionMeta,
  useSubmitting,
} from "../components/admin-section";
import { lastPrayerSync } from "../prayer-times.server";
import type { Route } from "./+types/admin-prayer-times";

/**
 * The frame of every prayer-times section: the title, the last sync, "Sync now", the links and
 * the section's panel.
 */
export const meta = sectionMeta;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { lastSync: (await lastPrayerSync())?.toISOString() ?? null };
}

/** "Sync now" (a POST to /admin/prayer-times itself; the sections post to their own URLs). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  return syncNow(PRAYER_ADMIN, user, requestNow(request));
}

export default function AdminPrayerTimes({ loaderData }: Route.ComponentProps) {
  const { lastSync } = loaderData;
  const submitting = useSubmitting();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-brand-strong">Manage Prayer Times</h1>
          <p className="mt-2 text-stone-700">
            Last synced:{" "}
            <strong data-testid="last-sync">
              {lastSync ? formatInstant(lastSync, "dateTime") : "never"}
            </strong>
            . The sync runs at start and every day at 03:00, filling the next 60 days.
          </p>
        </div>
        <Form method="post" action={PRAYER_ADMIN}>
          <input type="hidden" name="intent" value="sync" />
          <Button type="submit" pending={submitting("sync")} pendingLabel="Syncing...">
            Sync now
          </Button>
        </Form>
      </div>
      <PrayerAdminNav />
      <AdminSection>
        <Outlet />
      </AdminSection>
    </div>
  );
}

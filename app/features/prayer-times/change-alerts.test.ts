import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { iqamahRules, notices, pushDeliveries, pushSubscriptions } from "#app/lib/db/schema";
import { instantAt } from "#app/lib/time/london";
import { prayerDay, setupPrayerTests } from "#tests/support/prayer-times";
import { changeAlert } from "./change-alerts";
import { runChangeAlerts } from "./change-alerts.server";
import { isShowing, rotationItems } from "./display/rotation";
import { screenState } from "./display/screen-state";
import { displayData } from "./display.server";

const { db } = setupPrayerTests();

const SUNDAY = "2025-11-30";
const MONDAY = "2025-12-01";
const at = (time: string) => instantAt(SUNDAY, time);

describe("the alert for tomorrow's jama'at changes (decision 0391)", () => {
  const sunday = prayerDay(SUNDAY);
  const monday = prayerDay(MONDAY, {
    iqamah: { ...sunday.iqamah, dhuhr: "13:00", asr: "15:15" },
  });

  it("is due from 12:00 the day before, batched, in the site's 24-hour times", () => {
    expect(changeAlert(sunday, monday, at("11:59"))).toBeNull();
    expect(changeAlert(sunday, monday, at("12:00"))).toMatchObject({
      kind: "prayer-times",
      topic: "prayer-times",
      alertKey: `prayer-times:${MONDAY}`,
      title: "From Monday: Dhuhr 13:00, Asr 15:15",
      body: "Jama'at times change from Monday 1 December 2025:\nDhuhr 13:15 → 13:00\nAsr 16:00 → 15:15",
      startsAt: new Date(at("12:00")),
      endsAt: new Date(instantAt("2025-12-02", "00:00")),
      onSite: true,
      onScreens: "flash",
      byPush: true,
      byEmail: true,
    });
    // A change made in the evening goes out when the job next looks.
    expect(changeAlert(sunday, monday, at("21:30"))?.startsAt).toEqual(new Date(at("21:30")));
  });

  it("is not made for times that stay, nor for an iqamah that follows the adhan", () => {
    expect(changeAlert(sunday, prayerDay(MONDAY), at("12:00"))).toBeNull();
    // Maghrib "adhan + 5": both adhan and iqamah move a minute, the gap stays.
    const later = { ...sunday.times, maghrib: "16:06" };
    expect(
      changeAlert(
        prayerDay(SUNDAY, { iqamah: { ...sunday.iqamah, maghrib: "16:10" } }),
        prayerDay(MONDAY, { times: later, iqamah: { ...sunday.iqamah, maghrib: "16:11" } }),
        at("12:00"),
      ),
    ).toBeNull();
    // Only for tomorrow, from today's clock.
    expect(changeAlert(sunday, monday, instantAt(MONDAY, "12:00"))).toBeNull();
  });

  it("makes one notice however often the job runs, one push per subscriber, shown on the screens", async () => {
    for (const table of [pushDeliveries, pushSubscriptions, notices]) await db().delete(table);
    await db()
      .insert(iqamahRules)
      .values({ prayer: "dhuhr", mode: "fixed", time: "13:00", validFrom: MONDAY });
    const subscriptions = await db()
      .insert(pushSubscriptions)
      .values(
        [["prayer-times"], ["prayer-times", "janazah"], ["janazah"]].map((topics, index) => ({
          endpoint: `https://push.example.org/${index}`,
          p256dh: "key",
          auth: "auth",
          topics: topics as ("prayer-times" | "janazah")[],
        })),
      )
      .returning({ id: pushSubscriptions.id });

    expect(await runChangeAlerts(at("11:59"))).toBeNull();
    expect(await db().select().from(notices)).toEqual([]);
    const id = await runChangeAlerts(at("12:00"));
    expect(id).toEqual(expect.any(Number));
    for (const time of ["12:30", "20:00"]) expect(await runChangeAlerts(at(time))).toBeNull();

    const made = await db().select().from(notices);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      id,
      title: "From Monday: Dhuhr 13:00",
      alertKey: `prayer-times:${MONDAY}`,
      startsAt: new Date(at("12:00")),
    });
    const pushed = await db()
      .select({ subscriptionId: pushDeliveries.subscriptionId })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.noticeId, id ?? 0));
    expect(pushed.map((row) => row.subscriptionId).sort()).toEqual(
      subscriptions.slice(0, 2).map((row) => row.id),
    );

    // The wall screen: the flash line in its rotation, and after Isha tomorrow's change.
    const evening = at("20:00");
    const data = await displayData(evening);
    expect(data.notices).toMatchObject([{ id, style: "flash", title: "From Monday: Dhuhr 13:00" }]);
    expect(data.rotation).toContain("From Monday: Dhuhr 13:00");
    const line = rotationItems(data, evening).find((item) => item.key === `notice-${id}`);
    expect(line && isShowing(line, evening)).toBe(true);
    expect(line && isShowing(line, instantAt("2025-12-02", "00:00"))).toBe(false);
    const state = screenState(data, evening);
    expect(state.changes).toBe("Tomorrow: Dhuhr 13:00");
    expect(state.rows.filter((row) => row.changed).map((row) => row.name)).toEqual(["dhuhr"]);
    expect(screenState(data, at("14:00")).changes).toBe("");
  });
});

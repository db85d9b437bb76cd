import { parseWithZod } from "@conform-to/zod/v4";
import { prayerDays, syncPrayerTimes } from "#app/features/prayer-times/index.server";
import { recordAudit } from "#app/lib/audit/audit.server";
import { type CurrentUser, requireStaff } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { formError, formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { publicPagesChanged } from "#app/lib/http/public-pages.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { addDays, localDate } from "#app/lib/time/london";
import { saveCheck, staleSave, versionOf } from "#app/lib/versions";
import {
  monthStartsSchema,
  nightsSchema,
  RAMADAN_FORMS,
  ramadanTimesFormSchema,
  TIMES_LABELS,
} from "./admin-schema";
import {
  ANNOUNCED_MONTHS,
  announcedMonthName,
  type CentreCalendar,
  calendarMonthStart,
  centreCalendar,
  DHU_AL_HIJJAH,
  monthKey,
  monthStartProblems,
  RAMADAN,
} from "./hijri-months";
import { nightName, type RamadanTimes, tarawihByRule } from "./ramadan";
import { ramadanAround } from "./ramadan.server";
import {
  currentCentreCalendar,
  moveNights,
  nextVersion,
  nightsBetween,
  ramadanTimesWithVersion,
  saveMonthStarts,
  saveNights,
  saveRamadanTimes,
} from "./store.server";

const RAMADAN_ADMIN = "/admin/ramadan";

/** The newest of some rows' saves: the version of a form that shows them all. */
const newestSave = (rows: readonly { updatedAt: Date }[]) =>
  new Date(Math.max(0, ...rows.map((row) => row.updatedAt.getTime())));

/** The Ramadan, Shawwal and Dhu al-Hijjah now under way or next, in order. */
function comingMonths(calendar: CentreCalendar, today: string) {
  const { year } = calendar.dateOf(today);
  return ANNOUNCED_MONTHS.map(({ month }) => {
    const ended = (hijriYear: number) =>
      month === DHU_AL_HIJJAH
        ? calendar.monthStart(hijriYear + 1, 1) <= today
        : calendar.monthStart(hijriYear, month + 1) <= today;
    return { hijriYear: ended(year) ? year + 1 : year, month };
  }).sort((a, b) =>
    calendar.monthStart(a.hijriYear, a.month) < calendar.monthStart(b.hijriYear, b.month) ? -1 : 1,
  );
}

/** The nights of the Ramadan now under way or next, each with what the rule gives. */
async function nightsForm(calendar: CentreCalendar, today: string, times: RamadanTimes) {
  const ramadan = ramadanAround(calendar, today);
  const eve = addDays(ramadan.startsOn, -1);
  const [days, stored] = await Promise.all([
    prayerDays(eve, ramadan.length),
    nightsBetween(eve, addDays(ramadan.eidOn, -2)),
  ]);
  const byDate = new Map(stored.map((night) => [night.date, night]));
  return {
    year: ramadan.year,
    startsOn: ramadan.startsOn,
    rows: days.map((day, index) => ({
      night: index + 1,
      name: nightName(index + 1),
      date: day.date,
      byRule: tarawihByRule(day.iqamah.isha, times),
    })),
    values: {
      nights: days.map((day) => ({
        date: day.date,
        tarawih: byDate.get(day.date)?.tarawih ?? "",
        note: byDate.get(day.date)?.note ?? "",
      })),
    },
    version: versionOf(newestSave(stored)),
  };
}

/** Everything /admin/ramadan shows. */
export async function ramadanAdminData(request: Request) {
  await requireStaff(request);
  const today = localDate(requestNow(request));
  // Read afresh: the page's versions are the announced months' own times.
  const { calendar, adjustment, starts } = await currentCentreCalendar(db());
  const months = comingMonths(calendar, today);
  const shown = starts.filter((start) =>
    months.some((month) => month.hijriYear === start.hijriYear && month.month === start.month),
  );
  const { times, savedAt } = await ramadanTimesWithVersion();
  return {
    months: {
      rows: months.map(({ hijriYear, month }) => ({
        hijriYear,
        month,
        name: `${announcedMonthName(month)} ${hijriYear}`,
        expected: calendarMonthStart(hijriYear, month, adjustment),
      })),
      values: {
        months: months.map(({ hijriYear, month }) => ({
          hijriYear: String(hijriYear),
          month: String(month),
          startsOn:
            starts.find((start) => start.hijriYear === hijriYear && start.month === month)
              ?.startsOn ?? "",
        })),
      },
      version: versionOf(newestSave(shown)),
    },
    times: { values: timesShown(times), version: versionOf(savedAt) },
    nights: await nightsForm(calendar, today, times),
  };
}

/** The Ramadan times as the form's fields show them. */
const timesShown = (times: RamadanTimes) => ({
  imsakMinutes: String(times.imsakMinutes),
  tarawihMode: times.tarawihMode,
  tarawihMinutes: String(times.tarawihMinutes),
  tarawihTime: times.tarawihTime,
});

async function done(user: CurrentUser, message: string, action: string, details: object) {
  await recordAudit(user, action, "ramadan", details as Record<string, unknown>);
  return redirectWithToast(RAMADAN_ADMIN, { type: "success", message });
}

/** Which of the page's forms sent the request. */
export async function ramadanAdminAction(request: Request) {
  const user = await requireStaff(request);
  const formData = await request.formData();
  const now = requestNow(request);
  const intent = formData.get("intent");
  if (intent === RAMADAN_FORMS.months) return saveMonths(formData, user, now);
  if (intent === RAMADAN_FORMS.times) return saveTimes(formData, user);
  if (intent === RAMADAN_FORMS.nights) return saveNightsForm(formData, user);
  return formError("That form is not on this page.", 400);
}

/** Records or clears the announced first days; the stored days and pages follow at once. */
async function saveMonths(formData: FormData, user: CurrentUser, now: number) {
  const named = { formId: RAMADAN_FORMS.months };
  const submission = parseWithZod(formData, { schema: monthStartsSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400, named);
  const sent = submission.value.months;
  const outcome = await db().transaction(async (tx) => {
    const before = await currentCentreCalendar(tx, true);
    const shown = before.starts.filter((start) =>
      sent.some((month) => month.hijriYear === start.hijriYear && month.month === start.month),
    );
    const field = (index: number) => `months[${index}].startsOn`;
    const labels = Object.fromEntries(
      sent.map((month, index) => [field(index), announcedMonthName(month.month)]),
    );
    const refusal = staleSave(
      newestSave(shown),
      saveCheck(
        formData,
        Object.fromEntries(sent.map((month, index) => [field(index), month.startsOn ?? ""])),
      ),
      () =>
        Object.fromEntries(
          sent.map((month, index) => [
            field(index),
            shown.find(
              (start) => start.hijriYear === month.hijriYear && start.month === month.month,
            )?.startsOn ?? "",
          ]),
        ),
      labels,
    );
    if (refusal) return { refusal };
    const after = [
      ...before.starts.filter((start) => !shown.includes(start)),
      ...sent.flatMap((month) => (month.startsOn ? [{ ...month, startsOn: month.startsOn }] : [])),
    ];
    const problems = monthStartProblems(after, before.adjustment);
    const fieldErrors = Object.fromEntries(
      sent.flatMap((month, index) => {
        const problem = problems.get(monthKey(month.hijriYear, month.month));
        return problem ? [[field(index), [problem]]] : [];
      }),
    );
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
    const savedAt = nextVersion(newestSave(before.starts));
    await saveMonthStarts(sent, tx, savedAt);
    await moveRamadanNights(
      before.calendar,
      centreCalendar(before.adjustment, after),
      sent,
      tx,
      savedAt,
    );
    return {};
  });
  if (outcome.refusal)
    return staleSaveFailure(submission, "list of months", outcome.refusal, named);
  if (outcome.fieldErrors)
    return formFailure(submission.reply({ fieldErrors: outcome.fieldErrors }), 400, named);
  await syncPrayerTimes(now);
  await publicPagesChanged();
  return done(user, "Islamic months saved.", "ramadan.month-starts", {
    months: sent.map((month) => ({
      month: `${announcedMonthName(month.month)} ${month.hijriYear}`,
      startsOn: month.startsOn,
    })),
  });
}

/** Each Ramadan of the form whose first day moved takes its recorded nights with it. */
async function moveRamadanNights(
  before: CentreCalendar,
  after: CentreCalendar,
  sent: readonly { hijriYear: number; month: number }[],
  executor: Parameters<typeof saveMonthStarts>[1],
  savedAt: Date,
) {
  for (const { hijriYear } of sent.filter((month) => month.month === RAMADAN))
    await moveNights(
      {
        startsOn: before.monthStart(hijriYear, RAMADAN),
        endsOn: before.monthStart(hijriYear, RAMADAN + 1),
      },
      after.monthStart(hijriYear, RAMADAN),
      executor,
      savedAt,
    );
}

async function saveTimes(formData: FormData, user: CurrentUser) {
  const named = { formId: RAMADAN_FORMS.times };
  const submission = parseWithZod(formData, { schema: ramadanTimesFormSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400, named);
  const sent = submission.value;
  const refusal = await db().transaction(async (tx) => {
    const { times, savedAt } = await ramadanTimesWithVersion(tx, true);
    const next: RamadanTimes = {
      imsakMinutes: sent.imsakMinutes,
      tarawihMode: sent.tarawihMode,
      tarawihMinutes: sent.tarawihMinutes ?? times.tarawihMinutes,
      tarawihTime: sent.tarawihTime ?? times.tarawihTime,
    };
    const stale = staleSave(
      savedAt,
      saveCheck(formData, timesShown(next)),
      () => timesShown(times),
      TIMES_LABELS,
    );
    if (!stale) await saveRamadanTimes(next, tx);
    return stale;
  });
  if (refusal) return staleSaveFailure(submission, "section", refusal, named);
  await publicPagesChanged();
  return done(user, "Ramadan times saved.", "ramadan.times", sent);
}

async function saveNightsForm(formData: FormData, user: CurrentUser) {
  const named = { formId: RAMADAN_FORMS.nights };
  const submission = parseWithZod(formData, { schema: nightsSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400, named);
  const { nights } = submission.value;
  const dates = nights.map((night) => night.date).sort();
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return formError("There are no nights to save.", 400, named);
  const refusal = await db().transaction(async (tx) => {
    const stored = await nightsBetween(first, last, tx).for("update");
    const shown = (
      rows: readonly { date: string; tarawih: string | null; note: string | null }[],
    ) =>
      Object.fromEntries(
        nights.flatMap((night, index) => {
          const row = rows.find((candidate) => candidate.date === night.date);
          return [
            [`nights[${index}].tarawih`, row?.tarawih ?? ""],
            [`nights[${index}].note`, row?.note ?? ""],
          ];
        }),
      );
    const labels = Object.fromEntries(
      nights.flatMap((night, index) => {
        const name = `${nightName(index + 1)} (${formatCalendarDate(night.date, "weekdayShort")})`;
        return [
          [`nights[${index}].tarawih`, `${name}: tarawih`],
          [`nights[${index}].note`, `${name}: note`],
        ];
      }),
    );
    const stale = staleSave(
      newestSave(stored),
      saveCheck(formData, shown(nights)),
      () => shown(stored),
      labels,
    );
    if (!stale) await saveNights(nights, tx, nextVersion(newestSave(stored)));
    return stale;
  });
  if (refusal) return staleSaveFailure(submission, "list of nights", refusal, named);
  await publicPagesChanged();
  return done(user, "Nights saved.", "ramadan.nights", {
    nights: nights.filter((night) => night.tarawih || night.note),
  });
}

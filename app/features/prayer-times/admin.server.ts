import { eq } from "drizzle-orm";
import { data } from "react-router";
import { type CurrentUser, recordAudit } from "~/features/accounts/index.server";
import { db } from "~/lib/db/client.server";
import { iqamahRules } from "~/lib/db/schema";
import { redirectWithToast } from "~/lib/http/toast.server";
import { localDate } from "~/lib/time/london";
import {
  calculationSchema,
  fieldErrors,
  iqamahRuleSchema,
  jummahRuleSchema,
  screenSchema,
} from "./admin-schema";
import { iqamahRuleProblem, jummahRuleProblem } from "./iqamah";
import {
  getPrayerSettings,
  importTimetable,
  prayerDays,
  savePrayerSettings,
  syncPrayerTimes,
} from "./prayer-times.server";
import { SYNC_DAYS } from "./schedule";
import { parseTimetableCsv } from "./timetable-csv";

const PAGE = "/admin/prayer-times";
const MAX_CSV_BYTES = 1_000_000;

type Values = Record<string, string>;

function failure(intent: string, values: Values, errors: Record<string, string>) {
  return data({ intent, values, errors, preview: null }, { status: 400 });
}

const textValues = (formData: FormData): Values =>
  Object.fromEntries(
    [...formData.entries()].filter(([, value]) => typeof value === "string"),
  ) as Values;

async function done(user: CurrentUser, message: string, action: string, details: object) {
  await recordAudit(user, action, "prayer-times", details as Record<string, unknown>);
  return redirectWithToast(PAGE, { type: "success", message });
}

/** The dates rules are checked against: what the screens will show (today and the next 60 days). */
const knownDays = (now: number) => prayerDays(localDate(now), SYNC_DAYS);

async function csvText(formData: FormData): Promise<string | { error: string }> {
  const file = formData.get("timetable");
  const pasted = formData.get("csv");
  if (typeof pasted === "string" && pasted.trim() !== "") return pasted;
  if (!(file instanceof File) || file.size === 0) return { error: "Choose a CSV file to upload." };
  if (file.size > MAX_CSV_BYTES) return { error: "The file is larger than 1 MB." };
  const text = await file.text();
  if (text.includes("\u0000")) return { error: "That file is not a CSV text file." };
  return text;
}

export async function handlePrayerAdminAction(request: Request, user: CurrentUser, now: number) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const values = textValues(formData);

  switch (intent) {
    case "sync": {
      const result = await syncPrayerTimes(now);
      return done(user, `Prayer times synced: ${result.days} days.`, "prayer-times.sync", result);
    }
    case "add-rule": {
      const parsed = iqamahRuleSchema.safeParse(values);
      if (!parsed.success) return failure(intent, values, fieldErrors(parsed.error));
      const problem = iqamahRuleProblem(parsed.data, await knownDays(now));
      if (problem) return failure(intent, values, { time: problem });
      const rule = parsed.data;
      await db()
        .insert(iqamahRules)
        .values({
          prayer: rule.prayer,
          mode: rule.mode,
          time: rule.mode === "fixed" ? rule.time : null,
          minutes: rule.mode === "offset" ? rule.minutes : null,
          validFrom: rule.validFrom,
          validTo: rule.validTo,
        });
      await syncPrayerTimes(now);
      return done(user, "Iqamah setting saved.", "prayer-times.iqamah-rule", rule);
    }
    case "add-jummah": {
      const parsed = jummahRuleSchema.safeParse(values);
      if (!parsed.success) return failure(intent, values, fieldErrors(parsed.error));
      const problem = jummahRuleProblem(parsed.data, await knownDays(now));
      if (problem) return failure(intent, values, { iqamah: problem });
      const rule = parsed.data;
      await db()
        .insert(iqamahRules)
        .values({ prayer: "jummah", mode: "fixed", time: rule.iqamah, ...rule });
      await syncPrayerTimes(now);
      return done(user, "Jumu'ah times saved.", "prayer-times.jummah-rule", rule);
    }
    case "delete-rule": {
      const id = Number(values.id);
      const [removed] = Number.isInteger(id)
        ? await db().delete(iqamahRules).where(eq(iqamahRules.id, id)).returning()
        : [];
      if (!removed) return failure(intent, values, { form: "That setting no longer exists." });
      await syncPrayerTimes(now);
      return done(user, "Setting removed.", "prayer-times.rule-deleted", removed);
    }
    case "calculation": {
      const parsed = calculationSchema.safeParse(values);
      if (!parsed.success) return failure(intent, values, fieldErrors(parsed.error));
      await savePrayerSettings({ ...(await getPrayerSettings()), ...parsed.data });
      await syncPrayerTimes(now);
      return done(user, "Calculation settings saved.", "prayer-times.calculation", parsed.data);
    }
    case "screen": {
      const parsed = screenSchema.safeParse(values);
      if (!parsed.success) return failure(intent, values, fieldErrors(parsed.error));
      const screen = parsed.data;
      await savePrayerSettings({
        ...(await getPrayerSettings()),
        prayerMinutes: {
          fajr: screen.fajr,
          dhuhr: screen.dhuhr,
          asr: screen.asr,
          maghrib: screen.maghrib,
          isha: screen.isha,
          jummah: screen.jummah,
        },
        adhkarMinutes: screen.adhkarMinutes,
        standby: {
          enabled: screen.standbyEnabled,
          minutesAfterIsha: screen.minutesAfterIsha,
          minutesBeforeFajr: screen.minutesBeforeFajr,
        },
        announcements: screen.announcements,
      });
      return done(user, "Screen settings saved.", "prayer-times.screen", screen);
    }
    case "preview-timetable":
    case "import-timetable": {
      const text = await csvText(formData);
      if (typeof text !== "string") return failure(intent, {}, { timetable: text.error });
      const { entries, problems } = parseTimetableCsv(text);
      if (problems.length > 0 || intent === "preview-timetable")
        return data(
          { intent, values: {}, errors: {}, preview: { csv: text, entries, problems } },
          { status: problems.length > 0 ? 400 : 200 },
        );
      const result = await importTimetable(entries, now);
      return done(user, `Timetable imported: ${entries.length} days.`, "prayer-times.import", {
        rows: entries.length,
        first: entries[0]?.key,
        last: entries.at(-1)?.key,
        synced: result.days,
      });
    }
    default:
      return failure(intent, values, { form: "Unknown action." });
  }
}

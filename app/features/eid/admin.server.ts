import { parseWithZod } from "@conform-to/zod/v4";
import { syncPrayerTimes } from "#app/features/prayer-times/index.server";
import { recordAudit } from "#app/lib/audit/audit.server";
import { type CurrentUser, requireStaff } from "#app/lib/auth/session.server";
import { db } from "#app/lib/db/client.server";
import { BUTTONS } from "#app/lib/forms";
import { formError, formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { parseId } from "#app/lib/http/ids";
import { publicPagesChanged } from "#app/lib/http/public-pages.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { saveCheck } from "#app/lib/versions";
import {
  eidFormId,
  EID_ADMIN_INTENTS as INTENTS,
  jamaatSchema,
  moonSchema,
  rowIdSchema,
  showFromSchema,
} from "./admin-schema";
import {
  createJamaat,
  deleteJamaat,
  jamaatValues,
  saveShowFrom,
  updateJamaat,
} from "./admin-store.server";
import { eidAdminPage } from "./admin-view.server";
import { currentCentreCalendar } from "./calendar.server";
import { EID_NAMES } from "./eid";
import { eidLongDate, placesCount } from "./messages";
import { answerMoon } from "./moon.server";
import { defaultShowFrom, eidDate } from "./rules";

export { eidAdminPage };

const EID_ADMIN = "/admin/eid";

/** Back to the Eid's year on the page, with a toast. */
const done = (hijriYear: number, message: string, type: "success" | "info" = "success") =>
  redirectWithToast(`${EID_ADMIN}?year=${hijriYear}`, { type, message });

/** Which of the page's forms sent the request. */
export async function eidAdminAction(request: Request) {
  const user = await requireStaff(request);
  const formData = await request.formData();
  const now = requestNow(request);
  const intent = String(formData.get("intent") ?? "");
  if (intent === INTENTS.showFrom) return saveShowFromForm(formData, user);
  if (intent === INTENTS.moon) return saveMoon(formData, user, now);
  if (intent === INTENTS.create || intent === INTENTS.update)
    return saveJamaat(formData, user, intent);
  if (intent === INTENTS.delete) return removeJamaat(formData, user);
  return formError("That form is not on this page.", 400, { formId: BUTTONS });
}

async function saveShowFromForm(formData: FormData, user: CurrentUser) {
  const submission = parseWithZod(formData, { schema: showFromSchema });
  const eid = String(formData.get("eid"));
  const named = { formId: eidFormId(INTENTS.showFrom, eid) };
  if (submission.status !== "success") return formFailure(submission.reply(), 400, named);
  const { hijriYear, showFrom } = submission.value;
  const { calendar } = await currentCentreCalendar(db());
  const date = eidDate(calendar, submission.value.eid, hijriYear);
  if (showFrom > date)
    return formFailure(
      submission.reply({
        fieldErrors: { showFrom: [`Choose a day on or before the Eid, ${eidLongDate(date)}.`] },
      }),
      400,
      named,
    );
  const stale = await saveShowFrom(submission.value.eid, hijriYear, showFrom, saveCheck(formData));
  if (stale) return staleSaveFailure(submission, "date", stale, named);
  await recordAudit(user, "eid.show-from", `eid:${submission.value.eid}:${hijriYear}`, {
    showFrom,
  });
  await publicPagesChanged();
  const name = `${EID_NAMES[submission.value.eid]} ${hijriYear}`;
  return done(hijriYear, `${name} is shown on the site from ${eidLongDate(showFrom)}.`);
}

async function saveMoon(formData: FormData, user: CurrentUser, now: number) {
  const submission = parseWithZod(formData, { schema: moonSchema });
  const named = { formId: eidFormId(INTENTS.moon, String(formData.get("eid"))) };
  if (submission.status !== "success") return formFailure(submission.reply(), 400, named);
  const { eid, hijriYear, answer } = submission.value;
  const outcome = await answerMoon(user, eid, hijriYear, answer, now);
  if (outcome.status === "refused") return formError(outcome.message, 400, named);
  await syncPrayerTimes(now);
  await publicPagesChanged();
  const recorded = `${answer === "sighted" ? "Moon sighted" : "Moon not sighted"}: ${EID_NAMES[eid]} is on ${eidLongDate(outcome.date)}.`;
  if (outcome.date === outcome.previousDate)
    return done(hijriYear, `${recorded} The day did not change, so nobody was emailed.`);
  const told =
    outcome.told === 0
      ? "Nobody had booked."
      : `${outcome.told === 1 ? "The 1 person" : `The ${outcome.told} people`} who booked ${outcome.told === 1 ? "was" : "were"} emailed the new date.`;
  return done(hijriYear, `${recorded} ${told}`);
}

async function saveJamaat(formData: FormData, user: CurrentUser, intent: string) {
  const submission = parseWithZod(formData, { schema: jamaatSchema });
  const named = { formId: eidFormId("jamaat", String(formData.get("eid"))) };
  if (submission.status !== "success") return formFailure(submission.reply(), 400, named);
  const input = submission.value;
  if (input.booking && input.capacity === null)
    return formFailure(
      submission.reply({ fieldErrors: { capacity: ["Enter how many places can be booked"] } }),
      400,
      named,
    );
  const what = `the ${input.time} jama'at (${input.place})`;
  if (intent === INTENTS.create) {
    const { calendar } = await currentCentreCalendar(db());
    const id = await createJamaat(input, defaultShowFrom(calendar, input.eid, input.hijriYear));
    await recordAudit(user, "eid.jamaat-created", `eid-prayer:${id}`, input);
    await publicPagesChanged();
    return done(input.hijriYear, `Added ${what}.`);
  }
  const id = parseId(formData.get("id")) ?? 0;
  const saved = await updateJamaat(id, input, saveCheck(formData, jamaatValues(input)));
  if (saved.status === "gone")
    return formFailure(
      submission.reply({ formErrors: ["That jama'at no longer exists."] }),
      404,
      named,
    );
  if (saved.status === "stale") return staleSaveFailure(submission, "jama'at", saved.stale, named);
  if (saved.status === "below-taken")
    return formFailure(
      submission.reply({
        fieldErrors: {
          capacity: [
            `${placesCount(saved.taken)} are already booked: enter at least ${saved.taken}`,
          ],
        },
      }),
      409,
      named,
    );
  await recordAudit(user, "eid.jamaat-updated", `eid-prayer:${id}`, input);
  await publicPagesChanged();
  return done(saved.row.hijriYear, `Saved ${what}.`);
}

async function removeJamaat(formData: FormData, user: CurrentUser) {
  const submission = parseWithZod(formData, { schema: rowIdSchema });
  const gone = () => formError("That jama'at no longer exists.", 404, { formId: BUTTONS });
  if (submission.status !== "success") return gone();
  const outcome = await deleteJamaat(submission.value.id);
  if (outcome.status === "gone") return gone();
  if (outcome.status === "booked")
    return formError(
      `This jama'at has ${outcome.bookings === 1 ? "1 booking" : `${outcome.bookings} bookings`} (${placesCount(outcome.people)}), so it cannot be deleted. Turn booking off instead, or ask the people who booked to cancel.`,
      409,
      { formId: BUTTONS },
    );
  const { row } = outcome;
  await recordAudit(user, "eid.jamaat-deleted", `eid-prayer:${row.id}`, jamaatValues(row));
  await publicPagesChanged();
  return done(row.hijriYear, `Deleted the ${row.time} jama'at (${row.place}).`);
}

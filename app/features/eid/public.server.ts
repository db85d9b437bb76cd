import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import type { NotFoundDetail } from "#app/components/layout/error-screen";
import { BUTTONS } from "#app/lib/forms";
import { formError, formFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { publicPagesChanged } from "#app/lib/http/public-pages.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { errorForLog, fieldNames, logger } from "#app/lib/logger.server";
import { screenPublicForm, tooManyAttempts } from "#app/lib/security/public-form.server";
import { localDate } from "#app/lib/time/london";
import { bookEidPlaces, cancelBooking, findBooking, jamaatBegun } from "./booking.server";
import { eidDayOf, eidPageNotice } from "./eid.server";
import { EID_MESSAGES, fullMessage } from "./messages";
import { bookingSchema } from "./schema";

/** The loaders and actions of /eid and a booking's own page. */

const FAILED = "We could not book your places just now. Please try again in a few minutes.";

/** /eid: the Eid on the site (or the next with jama'at), each jama'at bookable now. */
export async function eidPageData(request: Request) {
  const now = requestNow(request);
  const notice = await eidPageNotice(localDate(now));
  return {
    notice,
    /** The jama'at that take bookings now: booking on, places left, not yet begun. */
    bookable: notice
      ? notice.jamaat
          .filter(
            (jamaat) =>
              jamaat.booking &&
              jamaat.placesLeft !== 0 &&
              !jamaatBegun(notice.date, jamaat.time, now),
          )
          .map((jamaat) => jamaat.id)
      : [],
  };
}

/** A booking from the /eid form: stored with its email, then its own page. */
export async function bookingAction(request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: bookingSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const input = submission.value;
  const now = requestNow(request);
  const notice = await eidPageNotice(localDate(now));
  const jamaat = notice?.jamaat.find((one) => one.id === input.prayerId && one.booking);
  if (!notice || !jamaat)
    return formFailure(submission.reply({ fieldErrors: { prayerId: [EID_MESSAGES.closed] } }), 400);

  const screened = await screenPublicForm("eid-booking", formData, context, input.email);
  if (screened.verdict === "rate-limited") return tooManyAttempts(submission, screened);
  if (screened.verdict === "spam") return redirectWithToast("/eid", toastBooked);

  let outcome: Awaited<ReturnType<typeof bookEidPlaces>>;
  try {
    outcome = await bookEidPlaces(notice, input, now);
  } catch (error) {
    logger.error(
      { fields: fieldNames(input), error: errorForLog(error) },
      "Eid booking could not be stored",
    );
    return formFailure(submission.reply({ formErrors: [FAILED] }), 503);
  }
  if (outcome.status === "closed")
    return formFailure(submission.reply({ fieldErrors: { prayerId: [EID_MESSAGES.closed] } }), 409);
  if (outcome.status === "full") {
    const message = fullMessage(jamaat.time, outcome.left);
    const field = outcome.left === 0 ? "prayerId" : "people";
    return formFailure(submission.reply({ fieldErrors: { [field]: [message] } }), 409);
  }
  await publicPagesChanged();
  return redirectWithToast(`/eid/booking/${outcome.row.token}`, toastBooked);
}

const toastBooked = { type: "success", message: EID_MESSAGES.booked } as const;

const NOT_FOUND: NotFoundDetail = {
  title: "Booking not found",
  text: "This link does not match an Eid booking. Please use the link in your confirmation email, or book again.",
  link: { to: "/eid", label: "Eid prayers" },
};

async function booked(token: string) {
  const found = await findBooking(token);
  if (!found) throw data(NOT_FOUND, { status: 404 });
  return found;
}

/** A booking's own page: its details, and whether it can still be cancelled. */
export async function bookingPageData(request: Request, token: string) {
  const { booking, prayer } = await booked(token);
  const day = await eidDayOf(prayer.eid, prayer.hijriYear);
  const now = requestNow(request);
  return {
    eidName: day.name,
    date: day.date,
    confirmed: day.confirmed,
    time: prayer.time,
    place: prayer.place,
    language: prayer.language,
    name: booking.name,
    email: booking.email,
    people: booking.people,
    cancelled: booking.cancelledAt !== null,
    canCancel: booking.cancelledAt === null && !jamaatBegun(day.date, prayer.time, now),
  };
}

/** The booking page's one button: Cancel. */
export async function bookingPageAction(request: Request, token: string) {
  await booked(token);
  const formData = await request.formData();
  if (formData.get("intent") !== "cancel")
    return formError("Please use the Cancel button on the page.", 400, { formId: BUTTONS });
  const cancelled = await cancelBooking(token, requestNow(request));
  if (cancelled) await publicPagesChanged();
  return redirectWithToast(`/eid/booking/${token}`, {
    type: cancelled ? "success" : "info",
    message: cancelled ? EID_MESSAGES.cancelled : EID_MESSAGES.alreadyCancelled,
  });
}

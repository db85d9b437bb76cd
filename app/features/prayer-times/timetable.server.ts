import { requestNow } from "#app/lib/http/clock.server";
import { daysInMonth, monthParam } from "./month";
import { prayerDays } from "./prayer-times.server";

/** The month a /timetable request asks for (or the current one) and its days. */
export async function monthForRequest(request: Request) {
  const now = requestNow(request);
  const month = monthParam(new URL(request.url).searchParams.get("month"), now);
  return { now, month, days: await prayerDays(`${month}-01`, daysInMonth(month)) };
}

import { Link } from "react-router";
import { Container, PageHeader } from "#app/components/ui/container";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageMeta, settingsFromMatches } from "#app/lib/meta";
import { BookingForm } from "../components/booking-form";
import { JamaatList } from "../components/jamaat-list";
import { EID_MESSAGES, eidDateLine } from "../messages";
import { bookingAction, eidPageData } from "../public.server";
import type { Route } from "./+types/eid";

export const headers = publicPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const notice = loaderData?.notice;
  return pageMeta(matches, {
    title: notice ? `${notice.name} prayers` : "Eid prayers",
    description: `Eid prayer times at ${settingsFromMatches(matches).name}: each jama'at's time, place and khutbah language, and free booking.`,
  });
}

export const loader = ({ request }: Route.LoaderArgs) => eidPageData(request);

export const action = ({ request, context }: Route.ActionArgs) => bookingAction(request, context);

export default function EidPage({ loaderData, actionData }: Route.ComponentProps) {
  const { notice, bookable } = loaderData;
  if (!notice)
    return (
      <>
        <PageHeader title="Eid prayers" />
        <Container className="py-10">
          <p className="text-lg text-stone-800">{EID_MESSAGES.emptyState}</p>
          <p className="mt-3">
            <Link to="/prayer-times" className="font-semibold text-brand-strong underline">
              Today's prayer times
            </Link>
          </p>
        </Container>
      </>
    );
  const bookableJamaat = notice.jamaat.filter((jamaat) => bookable.includes(jamaat.id));
  const anyBooking = notice.jamaat.some((jamaat) => jamaat.booking);
  return (
    <>
      <PageHeader title={`${notice.name} ${notice.hijriYear}`} lead={eidDateLine(notice)} />
      <Container className="grid gap-10 py-10 lg:grid-cols-[1fr_1fr]">
        <section aria-labelledby="jamaat-heading">
          <h2 id="jamaat-heading" className="text-2xl font-semibold text-brand-strong">
            Eid prayer times
          </h2>
          <JamaatList jamaat={notice.jamaat} />
          {notice.confirmed ? null : (
            <p className="mt-4 text-stone-700">
              The day depends on the sighting of the moon. If it changes, everyone who booked is
              emailed the new date.
            </p>
          )}
        </section>
        {bookableJamaat.length > 0 ? (
          <BookingForm jamaat={bookableJamaat} lastResult={actionData?.result} />
        ) : anyBooking ? (
          <p className="text-lg text-stone-800">
            Booking is closed: every jama'at that takes bookings is full or has begun.
          </p>
        ) : null}
      </Container>
    </>
  );
}

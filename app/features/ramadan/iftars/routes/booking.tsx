import { data, Form, Link, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { Container, PageHeader } from "#app/components/ui/container";
import { ErrorSummary } from "#app/components/ui/field";
import { formErrorsOf } from "#app/lib/forms";
import { formError } from "#app/lib/forms.server";
import { privatePageHeaders } from "#app/lib/http/cache-control";
import { requestNow } from "#app/lib/http/clock.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { pageMeta } from "#app/lib/meta";
import { formatCalendarDate } from "#app/lib/time/calendar";
import { formatInstant } from "#app/lib/time/format";
import { EveningDetails } from "../components/evening-details";
import { bookingPage, cancelBooking } from "../iftars.server";
import { IFTAR_MESSAGES } from "../messages";
import { peopleText } from "../rules";
import type { Route } from "./+types/booking";

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: "Your iftar booking",
      description: "Your places at a community iftar.",
    }),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export const loader = ({ request, params }: Route.LoaderArgs) => bookingPage(request, params.token);

/** Cancel: the places are freed at once. */
export async function action({ request, params }: Route.ActionArgs) {
  const page = `/ramadan/iftars/booking/${params.token}`;
  const outcome = await cancelBooking(params.token, requestNow(request));
  if (outcome === "gone") throw data("Booking not found", { status: 404 });
  if (outcome === "past") return formError(IFTAR_MESSAGES.cancelPast, 409);
  return redirectWithToast(
    page,
    outcome === "cancelled"
      ? { type: "success", message: IFTAR_MESSAGES.cancelled }
      : { type: "info", message: IFTAR_MESSAGES.alreadyCancelled },
  );
}

export default function IftarBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { date, note, iftar, name, email, people, cancelledAt, past } = loaderData;
  const navigation = useNavigation();
  const day = formatCalendarDate(date, "weekdayLong");
  return (
    <>
      <PageHeader
        title="Your iftar booking"
        lead={
          cancelledAt ? `Cancelled: the community iftar on ${day}.` : `Community iftar on ${day}.`
        }
      />
      <Container width="text" className="py-10">
        <ErrorSummary formErrors={formErrorsOf(actionData?.result)} className="mb-6" />
        <EveningDetails day={day} iftar={iftar} note={note}>
          <dd className="font-semibold">{peopleText(people)}</dd>
          <dt className="text-stone-700">Name</dt>
          <dd className="break-words">{name}</dd>
          <dt className="text-stone-700">Email</dt>
          <dd className="break-all">{email}</dd>
        </EveningDetails>
        {cancelledAt ? (
          <div className="mt-8 rounded-lg bg-brand-soft p-4">
            <p className="font-medium">
              This booking was cancelled on {formatInstant(cancelledAt, "longDateTime")}.
            </p>
            {past ? null : (
              <p className="mt-2">
                Changed your mind?{" "}
                <Link
                  to={`/ramadan/iftars/${date}`}
                  className="font-semibold text-brand-strong underline"
                >
                  Sign up again
                </Link>{" "}
                if places are left.
              </p>
            )}
          </div>
        ) : past ? (
          <p className="mt-8 rounded-lg bg-brand-soft p-4 font-medium">
            This iftar has taken place. Thank you for joining us.
          </p>
        ) : (
          <Form method="post" className="mt-8 space-y-3">
            <h2 className="text-xl font-semibold text-brand-strong">Can no longer come?</h2>
            <p className="text-stone-800">
              Please cancel, so that someone else can have your places.
            </p>
            <Button
              type="submit"
              variant="outline"
              pending={navigation.state === "submitting"}
              pendingLabel="Cancelling..."
            >
              Cancel my booking
            </Button>
          </Form>
        )}
        <p className="mt-8">
          <Link to="/ramadan" className="font-semibold text-brand-strong underline">
            The Ramadan timetable and the other iftars
          </Link>
        </p>
      </Container>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

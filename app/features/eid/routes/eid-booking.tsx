import { Form, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { Container, PageHeader } from "#app/components/ui/container";
import { ErrorSummary } from "#app/components/ui/field";
import { actionAnswer } from "#app/lib/forms";
import { privatePageHeaders } from "#app/lib/http/cache-control";
import { pageMeta } from "#app/lib/meta";
import { eidDateLine, placesCount } from "../messages";
import { bookingPageAction, bookingPageData } from "../public.server";
import type { Route } from "./+types/eid-booking";

export const headers = privatePageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: "Your Eid booking",
      description: "Your places at the Eid prayer.",
    }),
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export const loader = ({ request, params }: Route.LoaderArgs) =>
  bookingPageData(request, params.token);

export const action = ({ request, params }: Route.ActionArgs) =>
  bookingPageAction(request, params.token);

export default function EidBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const booking = loaderData;
  const navigation = useNavigation();
  const { buttonErrors } = actionAnswer(actionData);
  const rows: [string, string][] = [
    ["Date", eidDateLine(booking)],
    ["Time", booking.time],
    ["Place", booking.place],
    ...(booking.language ? [["Khutbah", booking.language] as [string, string]] : []),
    ["Places", placesCount(booking.people)],
    ["Name", booking.name],
    ["Email", booking.email],
  ];
  return (
    <>
      <PageHeader
        title={`Your ${booking.eidName} booking`}
        lead={
          booking.cancelled
            ? "This booking is cancelled."
            : "Your places are booked. We have emailed you these details."
        }
      />
      <Container width="text" className="space-y-8 py-10">
        <ErrorSummary formErrors={buttonErrors} />
        <dl
          className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
          data-testid="eid-booking"
        >
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold text-stone-700">{label}</dt>
              <dd className={booking.cancelled ? "text-stone-600 line-through" : ""}>{value}</dd>
            </div>
          ))}
        </dl>
        {booking.confirmed || booking.cancelled ? null : (
          <p className="text-stone-700">
            The day depends on the sighting of the moon. If it changes, we will email you the new
            date.
          </p>
        )}
        {booking.canCancel ? (
          <Form method="post" className="space-y-3">
            <p className="text-stone-700">
              Cannot come after all? Cancel, and your places are free for someone else.
            </p>
            <Button
              type="submit"
              name="intent"
              value="cancel"
              variant="outline"
              pending={navigation.formData?.get("intent") === "cancel"}
              pendingLabel="Cancelling..."
              className="border-red-800 text-red-900 hover:bg-red-50"
            >
              Cancel my booking
            </Button>
          </Form>
        ) : null}
      </Container>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

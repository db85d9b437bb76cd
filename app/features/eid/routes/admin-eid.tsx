import { Link } from "react-router";
import { AdminPageTitle, linkClasses } from "#app/components/admin/page";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { ErrorSummary } from "#app/components/ui/field";
import { actionAnswer } from "#app/lib/forms";
import { adminPageMeta } from "#app/lib/meta";
import { eidAdminAction, eidAdminPage } from "../admin.server";
import { eidFormId, EID_ADMIN_INTENTS as INTENTS } from "../admin-schema";
import { type EidAnswers, EidPanel } from "../components/admin-eid-panel";
import type { Route } from "./+types/admin-eid";

export const meta = adminPageMeta(
  "Eid prayers",
  "The Eid prayers: their days, the moon sighting, the jama'at and the bookings.",
);

export const loader = ({ request }: Route.LoaderArgs) => eidAdminPage(request);

export const action = ({ request }: Route.ActionArgs) => eidAdminAction(request);

/** The action's answers that belong to one Eid's forms. */
function answersFor(actionData: Route.ComponentProps["actionData"], eid: string): EidAnswers {
  const version = actionData && "version" in actionData ? actionData.version : undefined;
  const showFrom = actionAnswer(actionData, eidFormId(INTENTS.showFrom, eid)).lastResult;
  const moon = actionAnswer(actionData, eidFormId(INTENTS.moon, eid)).lastResult;
  const jamaat = actionAnswer(actionData, eidFormId("jamaat", eid)).lastResult;
  return {
    showFrom: showFrom ? { result: showFrom, version } : undefined,
    moon: moon?.error?.[""] ?? undefined,
    jamaat,
    jamaatVersion: jamaat ? version : undefined,
  };
}

export default function AdminEid({ loaderData, actionData }: Route.ComponentProps) {
  const { hijriYear, eids, editing } = loaderData;
  const { buttonErrors } = actionAnswer(actionData);
  return (
    <div className="space-y-8">
      <AdminPageTitle
        title="Eid prayers"
        lead={
          <>
            Each Eid's jama'at and bookings, shown on{" "}
            <Link to="/eid" className={linkClasses}>
              the Eid page
            </Link>{" "}
            as soon as they are added, and on the home page, prayer times, screens and banner from
            the day you choose. The days follow the Islamic months at{" "}
            <Link to="/admin/ramadan" className={linkClasses}>
              Ramadan
            </Link>
            .
          </>
        }
        actions={
          <nav aria-label="Hijri years" className="flex gap-3">
            <Link to={`?year=${hijriYear - 1}`} className={linkClasses}>
              ← {hijriYear - 1} AH
            </Link>
            <Link to={`?year=${hijriYear + 1}`} className={linkClasses}>
              {hijriYear + 1} AH →
            </Link>
          </nav>
        }
      />
      <ErrorSummary formErrors={buttonErrors} />
      {eids.map((eid) => (
        <EidPanel
          key={eid.eid}
          eid={eid}
          editingId={editing}
          answers={answersFor(actionData, eid.eid)}
        />
      ))}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

import { Container, PageHeader } from "#app/components/ui/container";
import { privatePageHeaders } from "#app/lib/http/cache-control";
import { pageMeta } from "#app/lib/meta";
import { SeasonNotice } from "../components/opening-notice";
import { RegistrationComplete, RegistrationWizard } from "../components/wizard/registration-wizard";
import { wizardAction, wizardLoader } from "../wizard.server";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Summer Registration",
    description:
      "Register up to 5 children for Wicked Wednesdays & Weekends, the summer programmes at Watford Islamic Centre (ages 4–16).",
  });
}

export const headers = privatePageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return wizardLoader(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return wizardAction(request, context);
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, pricing, online, season, notice, canSignUp, lead } = loaderData;
  const failure = actionData?.notify ? undefined : actionData;
  return (
    <>
      <PageHeader title="Summer Registration" lead={lead} />
      <Container className="py-10">
        {draft.complete ? (
          <RegistrationComplete />
        ) : notice || !season || !pricing ? (
          <SeasonNotice
            notice={notice ?? ""}
            canSignUp={canSignUp}
            lastResult={actionData?.notify ? actionData.result : undefined}
          />
        ) : (
          <RegistrationWizard
            season={season}
            draft={draft}
            pricing={pricing}
            online={online}
            failure={failure}
          />
        )}
      </Container>
    </>
  );
}

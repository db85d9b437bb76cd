import { Container, PageHeader } from "~/components/ui/container";
import { pageMeta } from "~/lib/meta";
import { RegistrationComplete, RegistrationWizard } from "../components/wizard/registration-wizard";
import { wizardAction, wizardLoader } from "../wizard.server";
import type { Route } from "./+types/register";

export const meta = () =>
  pageMeta({
    title: "Summer Registration",
    description:
      "Register up to 5 children for Wicked Wednesdays & Weekends, the summer programmes at Watford Islamic Centre (ages 4–16).",
  });

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function loader({ request }: Route.LoaderArgs) {
  return wizardLoader(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return wizardAction(request, context);
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, pricing, online } = loaderData;
  return (
    <>
      <PageHeader
        title="Summer Registration"
        lead="Wicked Wednesdays & Weekends, 23 July to 31 August 2025 · sessions 10am–1pm · ages 4–16 · up to 5 children."
      />
      <Container className="py-10">
        {draft.complete ? (
          <RegistrationComplete />
        ) : (
          <RegistrationWizard
            draft={draft}
            pricing={pricing}
            online={online}
            failure={actionData}
          />
        )}
      </Container>
    </>
  );
}

import { data, redirect, useActionData } from "react-router";
import { Container, PageHeader } from "~/components/ui/container";
import { getCurrentUser } from "~/features/accounts/index.server";
import { pageMeta } from "~/lib/meta";
import { createBusiness } from "../business.server";
import { BusinessForm } from "../components/business-form";
import { LOGIN_REQUIRED } from "../rules";
import { type BusinessFormState, EMPTY_BUSINESS } from "../schema";
import type { Route } from "./+types/business-new";

export const meta = () =>
  pageMeta({ title: "Add Your Business", description: "List your business in the directory." });

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getCurrentUser(request)))
    throw redirect(`/login?redirectTo=${encodeURIComponent("/directory/businesses/new")}`);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getCurrentUser(request);
  if (!user) throw data(LOGIN_REQUIRED, { status: 401 });
  return createBusiness(user, await request.formData());
}

export default function NewBusiness() {
  const actionData = useActionData<typeof action>() as BusinessFormState | undefined;
  const state: BusinessFormState = actionData ?? {
    values: EMPTY_BUSINESS,
    errors: {},
    formError: null,
  };
  return (
    <>
      <PageHeader
        title="Add Your Business"
        lead="Your listing is checked by our team before it appears in the directory."
      />
      <Container className="max-w-2xl py-10">
        <BusinessForm state={state} submitLabel="Submit for review" />
      </Container>
    </>
  );
}

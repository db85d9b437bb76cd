import { useActionData, useLoaderData } from "react-router";
import { Container, PageHeader } from "~/components/ui/container";
import { getCurrentUser } from "~/features/accounts/index.server";
import { pageMeta } from "~/lib/meta";
import { SeekerForm } from "../components/seeker-form";
import { SignedOutNote } from "../components/signed-out-note";
import type { SeekerFormState } from "../seeker-schema";
import { createSeeker } from "../seekers.server";
import type { Route } from "./+types/seeker-new";

export const meta = () =>
  pageMeta({
    title: "Register as Job Seeker",
    description: "Add your profile and CV so local businesses can find you.",
  });

export async function loader({ request }: Route.LoaderArgs) {
  return { signedIn: (await getCurrentUser(request)) !== null };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  return createSeeker(request, await getCurrentUser(request), form);
}

export default function NewSeeker() {
  const { signedIn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as SeekerFormState | undefined;
  return (
    <>
      <PageHeader
        title="Register as Job Seeker"
        lead="Your profile is checked by our team before it appears in the directory."
      />
      <Container className="max-w-2xl py-10">
        <SignedOutNote signedIn={signedIn} />
        <SeekerForm state={actionData ?? undefined} submitLabel="Submit Profile" />
      </Container>
    </>
  );
}

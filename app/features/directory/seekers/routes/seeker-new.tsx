import { parseWithZod } from "@conform-to/zod/v4";
import { getCurrentUser } from "#app/lib/auth/session.server";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageMeta } from "#app/lib/meta";
import { SignedOutNote } from "../../components/form-notes";
import { formAnswer } from "../../components/form-parts";
import { ListingFormPage } from "../../components/listing-form-page";
import { SeekerForm } from "../components/seeker-form";
import { seekerFormSchema } from "../schema";
import { createSeeker } from "../seekers.server";
import type { Route } from "./+types/seeker-new";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Register as Job Seeker",
    description: "Add your profile and CV so local businesses can find you.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  return { signedIn: (await getCurrentUser(request)) !== null };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  // The server decides itself whether a CV is stored (a signed reference it checks).
  const submission = parseWithZod(form, { schema: seekerFormSchema({ cvStored: true }) });
  return createSeeker(request, await getCurrentUser(request), form, submission);
}

export default function NewSeeker({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ListingFormPage
      title="Register as Job Seeker"
      lead="Your profile is checked by our team before it appears in the directory."
    >
      <SignedOutNote signedIn={loaderData.signedIn} />
      <SeekerForm answer={formAnswer(actionData)} submitLabel="Submit Profile" />
    </ListingFormPage>
  );
}

import { useActionData, useLoaderData } from "react-router";
import { Container, PageHeader } from "~/components/ui/container";
import { getCurrentUser } from "~/features/accounts/index.server";
import { pageMeta } from "~/lib/meta";
import { saveBusinessDraft, savedBusinesses, submitBusinesses } from "../business.server";
import { BusinessForm } from "../components/business-form";
import { SavedBusinesses } from "../components/saved-businesses";
import { SignedOutNote } from "../components/signed-out-note";
import { removeDraft } from "../drafts.server";
import type { BusinessFormState } from "../schema";
import type { Route } from "./+types/business-new";

export const meta = () =>
  pageMeta({ title: "Add Your Business", description: "List your business in the directory." });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  return { signedIn: user !== null, saved: await savedBusinesses(request) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "remove") {
    const id = Number(form.get("id"));
    if (Number.isSafeInteger(id)) await removeDraft(request, id);
    return null;
  }
  if (intent === "add") return saveBusinessDraft(request, form);
  return submitBusinesses(request, await getCurrentUser(request), form);
}

export default function NewBusiness() {
  const { signedIn, saved } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as BusinessFormState | null | undefined;
  return (
    <>
      <PageHeader
        title="Add Your Business"
        lead="Your listing is checked by our team before it appears in the directory."
      />
      <Container className="max-w-2xl py-10">
        <SignedOutNote signedIn={signedIn} />
        <SavedBusinesses saved={saved} />
        <BusinessForm state={actionData ?? undefined} mode={{ kind: "new", saved: saved.length }} />
      </Container>
    </>
  );
}

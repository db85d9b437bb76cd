import { parseWithZod } from "@conform-to/zod/v4";
import { getCurrentUser } from "#app/lib/auth/session.server";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { parseId } from "#app/lib/http/ids";
import { pageMeta } from "#app/lib/meta";
import { SignedOutNote } from "../../components/form-notes";
import { formAnswer } from "../../components/form-parts";
import { ListingFormPage } from "../../components/listing-form-page";
import { removeDraft } from "../../drafts.server";
import { saveBusinessDraft, savedBusinesses, submitBusinesses } from "../business.server";
import { BusinessForm } from "../components/business-form";
import { SavedBusinesses } from "../components/saved-businesses";
import { businessFormSchema } from "../schema";
import type { Route } from "./+types/business-new";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Add Your Business",
    description: "List your business in the directory.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  return { signedIn: user !== null, saved: await savedBusinesses(request) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "remove") {
    const id = parseId(form.get("id"));
    if (id !== null) await removeDraft(request, id);
    return null;
  }
  const submission = parseWithZod(form, { schema: businessFormSchema });
  if (intent === "add") return saveBusinessDraft(request, form, submission);
  return submitBusinesses(request, await getCurrentUser(request), form, submission);
}

export default function NewBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, saved } = loaderData;
  return (
    <ListingFormPage
      title="Add Your Business"
      lead="Your listing is checked by our team before it appears in the directory."
    >
      <SignedOutNote signedIn={signedIn} />
      <SavedBusinesses saved={saved} />
      <BusinessForm answer={formAnswer(actionData)} mode={{ kind: "new", saved: saved.length }} />
    </ListingFormPage>
  );
}

import { requireStaff } from "#app/lib/auth/session.server";
import { findMedia, listMedia } from "../index.server";
import { PICKER_UPLOAD } from "../media";
import { uploadFromForm } from "../upload-form.server";
import type { Route } from "./+types/admin-media-picker";

/**
 * The library as an editor's image dialog reads it (no page of its own): every image to choose
 * from, and an upload that answers the new image instead of going to the library page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { items: await listMedia() };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const uploaded = await uploadFromForm(user, await request.formData(), PICKER_UPLOAD);
  if (!uploaded.ok) return uploaded.failure;
  return { item: await findMedia(uploaded.id) };
}

import { parseWithZod } from "@conform-to/zod/v4";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { formFailure } from "#app/lib/forms.server";
import { COVER_SIZE, processImage } from "#app/lib/uploads/images.server";
import { uploadMedia } from "./admin.server";
import { uploadSchema } from "./schema";

/**
 * An upload form sent to the library (the library page's, or an editor's image dialog): the
 * new image's id, or the answer that refuses it with its messages beside the fields.
 */
export async function uploadFromForm(user: CurrentUser, form: FormData, formId: string) {
  const submission = parseWithZod(form, { schema: uploadSchema });
  if (submission.status !== "success") {
    // A file sent with other mistakes is checked too (not stored), so both messages show at once.
    const file = form.get("file");
    const fieldErrors: Record<string, string[]> = {};
    if (!submission.error?.file && file instanceof File && file.size > 0) {
      const checked = await processImage(new Uint8Array(await file.arrayBuffer()), COVER_SIZE);
      if (!checked.ok) fieldErrors.file = [checked.error];
    }
    return {
      ok: false,
      failure: formFailure(submission.reply({ fieldErrors }), 400, { formId }),
    } as const;
  }
  const uploaded = await uploadMedia(user, submission.value.file, submission.value.alt);
  if (!uploaded.ok)
    return {
      ok: false,
      failure: formFailure(
        submission.reply(
          uploaded.status === 503
            ? { formErrors: [uploaded.error] }
            : { fieldErrors: { file: [uploaded.error] } },
        ),
        uploaded.status,
        { formId },
      ),
    } as const;
  return { ok: true, id: uploaded.id } as const;
}

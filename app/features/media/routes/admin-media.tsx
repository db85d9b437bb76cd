import { parseWithZod } from "@conform-to/zod/v4";
import { AdminPageTitle, panelClasses } from "#app/components/admin/page";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { refusedVersion, saveCheck } from "#app/lib/versions";
import { libraryForAdmin, updateAlt } from "../admin.server";
import { MediaAdminNav, MediaCard, UploadForm } from "../components/media-admin";
import { altSchema, MEDIA_GONE } from "../schema";
import { uploadFromForm } from "../upload-form.server";
import type { Route } from "./+types/admin-media";

const PAGE = "/admin/media";

export const meta = adminPageMeta(
  "Media library",
  "Admin: the images of the home page, summer slideshow and pages.",
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { items: await libraryForAdmin() };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();

  if (form.get("intent") === "alt") {
    const formId = `alt-${String(form.get("id") ?? "")}`;
    const submission = parseWithZod(form, { schema: altSchema });
    if (submission.status !== "success") return formFailure(submission.reply(), 400, { formId });
    const { id, alt } = submission.value;
    const saved = await updateAlt(user, id, alt, saveCheck(form, submission.value));
    if (!saved) return formFailure(submission.reply({ formErrors: [MEDIA_GONE] }), 404, { formId });
    if (typeof saved === "object")
      return staleSaveFailure(submission, "picture's alt text", saved, { formId });
    return redirectWithToast(`${PAGE}#media-${id}`, {
      type: "success",
      message: "Alt text saved",
    });
  }

  const uploaded = await uploadFromForm(user, form, "upload");
  if (!uploaded.ok) return uploaded.failure;
  return redirectWithToast(`${PAGE}#media-${uploaded.id}`, {
    type: "success",
    message: "Image added to the library",
  });
}

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { items } = loaderData;
  const answer = actionData && "result" in actionData ? actionData : undefined;
  /** The action's answer when the form `formId` sent it: each form shows only its own. */
  const answerTo = (formId: string) => (answer?.formId === formId ? answer : undefined);
  return (
    <>
      <MediaAdminNav />
      <AdminPageTitle
        title="Media library"
        lead="Photos for the home page, the summer slideshow, project pages and page text. Upload one here, then choose where it appears or copy its Markdown into a page."
      />
      <section aria-labelledby="upload-heading" className={cn(panelClasses, "mt-8 p-5")}>
        <h2 id="upload-heading" className="text-lg font-semibold text-brand-strong">
          Add an image
        </h2>
        <UploadForm lastResult={answerTo("upload")?.result} />
      </section>
      <section aria-labelledby="library-heading" className="mt-10">
        <h2 id="library-heading" className="text-xl font-semibold text-brand-strong">
          Images ({items.length})
        </h2>
        {items.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-700">
            The library is empty. Upload a photo above; then you can show it as the home page hero,
            in the summer slideshow, on a project page or in any page's text.
          </p>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => {
              const altAnswer = answerTo(`alt-${item.id}`);
              return (
                <MediaCard
                  key={item.id}
                  item={item}
                  lastResult={altAnswer?.result}
                  version={refusedVersion(altAnswer) ?? item.version}
                />
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}

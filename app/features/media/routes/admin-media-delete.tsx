import { data, Form, Link, useNavigation } from "react-router";
import { AdminPageTitle, panelClasses } from "#app/components/admin/page";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button, buttonClasses } from "#app/components/ui/button";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { parseId } from "#app/lib/http/ids";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { deleteMedia, libraryItem } from "../admin.server";
import { UsageList } from "../components/media-admin";
import type { Route } from "./+types/admin-media-delete";

export const meta = adminPageMeta("Delete an image", "Admin: delete an image of the library.");

const notFound = () => data("Image not found", { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = parseId(params.id);
  const item = id === null ? null : await libraryItem(id);
  if (!item) throw notFound();
  return { item };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const id = parseId(params.id);
  const deleted = id === null ? null : await deleteMedia(user, id, context.features);
  if (!deleted) throw notFound();
  return redirectWithToast("/admin/media", {
    type: "success",
    message: `Image deleted: “${deleted.alt}”`,
  });
}

export default function AdminMediaDelete({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  const busy = useNavigation().state === "submitting";
  const inText = item.usage.some((use) => use.label.endsWith("in its text"));
  return (
    <>
      <AdminPageTitle
        back={{ to: "/admin/media", label: "Media library" }}
        title="Delete this image?"
      />
      <section className={cn(panelClasses, "mt-6 grid gap-6 p-5 md:grid-cols-[18rem_1fr]")}>
        <img
          src={item.src}
          alt={item.alt}
          width={item.width}
          height={item.height}
          className="h-auto w-full rounded-lg bg-stone-100"
        />
        <div>
          {item.usage.length ? (
            <>
              <h2 className="font-semibold text-brand-strong">It is used on</h2>
              <UsageList usage={item.usage} className="mt-2" />
              <p className="mt-3 max-w-prose text-stone-700">
                Deleting it takes it off the home page and the summer slideshow (their built-in
                artwork returns when none is left), and projects show their artwork instead.
                {inText
                  ? " Pages whose text shows it will show only its alt text: remove its Markdown from them too."
                  : null}
              </p>
            </>
          ) : (
            <p className="text-stone-700">It is not used anywhere on the site.</p>
          )}
          <p className="mt-3 text-stone-700">
            The file is removed from the server. This cannot be undone.
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Form method="post">
              <Button
                type="submit"
                pending={busy}
                pendingLabel="Deleting…"
                className="bg-red-800 hover:bg-red-900"
              >
                Delete image
              </Button>
            </Form>
            <Link to="/admin/media" className={buttonClasses("ghost")}>
              Cancel
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

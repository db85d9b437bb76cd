import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { ConfirmForm } from "#app/components/admin/confirm-form";
import { AdminPageTitle, DateTime, linkClasses, panelClasses } from "#app/components/admin/page";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Button } from "#app/components/ui/button";
import { PostButton } from "#app/components/ui/post-button";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { formFailure, staleSaveFailure, withLfLineEnds } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminMeta } from "#app/lib/meta";
import { refusedVersion, saveCheck } from "#app/lib/versions";
import {
  coverFromForm,
  deletePost,
  parsePostId,
  postForEditor,
  savePost,
  unpublishPost,
} from "../admin.server";
import { PostEditor } from "../components/post-editor";
import { StateBadge } from "../components/state-badge";
import {
  COVER_ALT_REQUIRED,
  type PostFormValues,
  postFormSchema,
  SAVE_FAILED,
  SLUG_TAKEN,
} from "../schema";
import type { Route } from "./+types/admin-blog-editor";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return adminMeta(
    matches,
    loaderData?.post ? `Edit “${loaderData.post.values.title}”` : "New post",
    "The blog post editor.",
  );
}

/** /admin/blog/new (no id) and /admin/blog/{id}. */
function idFrom(params: { id?: string }): number | null | "new" {
  if (params.id === undefined) return "new";
  return parsePostId(params.id);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const id = idFrom(params);
  if (id === "new") {
    const empty: PostFormValues = {
      title: "",
      slug: "",
      excerpt: "",
      body: "",
      tags: "",
      authorName: user.name,
      coverAlt: "",
      publishAt: "",
      existingCover: "",
    };
    return { post: null, values: empty };
  }
  const post = id === null ? null : await postForEditor(id);
  if (!post) throw data("Post not found", { status: 404 });
  return { post, values: post.values };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const id = idFrom(params);
  if (id === null) throw data("Post not found", { status: 404 });
  const form = withLfLineEnds(await request.formData());
  const intent = form.get("intent");
  if (id !== "new" && intent === "unpublish") return unpublishPost(user, id);
  if (id !== "new" && intent === "delete") return deletePost(user, id);

  const submission = parseWithZod(form, { schema: postFormSchema });
  if (intent === "preview") {
    // The form comes back as typed, without errors, to show the preview; nothing is stored.
    const kept = form.get("existingCover");
    return {
      result: { initialValue: submission.reply().initialValue },
      preview: true,
      existingCover: typeof kept === "string" ? kept : "",
    };
  }
  // A new cover is stored even when other fields need fixing, so it need not be sent again.
  const { cover, key: existingCover, error: coverError, storageFault } = await coverFromForm(form);
  const altChecked = submission.status !== "success" && submission.error?.coverAlt;
  const altMissing = cover !== null && !String(form.get("coverAlt") ?? "").trim() && !altChecked;
  if (submission.status !== "success" || coverError || altMissing) {
    const fieldErrors = {
      ...(coverError ? { cover: [coverError] } : {}),
      ...(altMissing ? { coverAlt: [COVER_ALT_REQUIRED] } : {}),
    };
    // A cover the server could not store (its disk full or read-only) is not the editor's mistake.
    return formFailure(submission.reply({ fieldErrors }), storageFault ? 503 : 400, {
      existingCover,
    });
  }

  const saved = await savePost(
    user,
    id === "new" ? null : id,
    submission.value,
    cover,
    intent === "publish" ? "published" : "draft",
    saveCheck(form, submission.value),
  );
  if (typeof saved === "object" && "stale" in saved)
    return staleSaveFailure(submission, "post", saved, { existingCover });
  if (saved === "slug-taken")
    return formFailure(submission.reply({ fieldErrors: { slug: [SLUG_TAKEN] } }), 400, {
      existingCover,
    });
  if (saved === "failed")
    return formFailure(submission.reply({ formErrors: [SAVE_FAILED] }), 503, { existingCover });
  return redirectWithToast(`/admin/blog/${saved.id}`, { type: "success", message: saved.message });
}

export default function AdminBlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { post, values } = loaderData;
  const answer = actionData && "result" in actionData ? actionData : undefined;
  const existingCover = answer ? answer.existingCover : values.existingCover;
  const published = post ? post.state !== "draft" : false;
  return (
    <>
      <AdminPageTitle
        back={{ to: "/admin/blog", label: "All posts" }}
        title={post ? "Edit post" : "New post"}
        lead={
          post ? (
            <span className="flex flex-wrap items-center gap-2">
              <StateBadge state={post.state} />
              {post.publishAt ? (
                <span>
                  {post.state === "scheduled" ? "Goes live" : "Published"}{" "}
                  <DateTime value={post.publishAt} /> (UK time)
                </span>
              ) : null}
              {post.state === "published" ? (
                <Link to={`/blog/${post.slug}`} className={linkClasses}>
                  View on the site
                </Link>
              ) : null}
            </span>
          ) : (
            "Write in Markdown; the preview shows the post as visitors will see it."
          )
        }
      />
      <PostEditor
        // A new start when the post is loaded again (saved) or the stored cover changes.
        key={`${answer ? "sent" : `loaded-${post?.id ?? "new"}-${values.slug}`}-${existingCover}`}
        lastResult={answer?.result}
        defaultValue={values}
        existingCover={existingCover}
        published={published}
        // After a refused save, the form carries the newest version: saving again replaces it.
        version={refusedVersion(answer) ?? post?.version ?? null}
      />
      {post ? (
        <section
          aria-labelledby="danger-heading"
          className={cn(panelClasses, "mt-10 flex flex-wrap items-center gap-4 p-5")}
        >
          <h2 id="danger-heading" className="w-full text-lg font-semibold text-brand-strong">
            Unpublish or delete
          </h2>
          {published ? (
            <PostButton fields={{ intent: "unpublish" }} variant="outline">
              Unpublish
            </PostButton>
          ) : null}
          <ConfirmForm question="Delete this post? This cannot be undone.">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="danger">
              Delete post
            </Button>
          </ConfirmForm>
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

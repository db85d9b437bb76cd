import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/features/accounts/index.server";
import { AdminPageTitle, DateTime, linkClasses, panelClasses } from "~/features/admin/components";
import { adminMeta } from "~/features/admin/format";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import {
  deletePost,
  parsePostId,
  postForEditor,
  savePostFromForm,
  unpublishPost,
} from "../blog.server";
import { PostEditor } from "../components/post-editor";
import { StateBadge } from "../components/state-badge";
import type { EditorState } from "../schema";
import type { Route } from "./+types/admin-blog-editor";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(
    loaderData?.post ? `Edit “${loaderData.post.values.title}”` : "New post",
    "The blog post editor.",
  );

/** /admin/blog/new (no id) and /admin/blog/{id}. */
function idFrom(params: { id?: string }): number | null | "new" {
  if (params.id === undefined) return "new";
  return parsePostId(params.id);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const id = idFrom(params);
  if (id === "new") {
    const empty: EditorState = {
      values: {
        title: "",
        slug: "",
        excerpt: "",
        body: "",
        tags: "",
        authorName: user.name,
        coverAlt: "",
        publishAt: "",
        existingCover: "",
      },
      errors: {},
      formError: null,
    };
    return { post: null, editor: empty };
  }
  const post = id === null ? null : await postForEditor(id);
  if (!post) throw data("Post not found", { status: 404 });
  return { post, editor: { values: post.values, errors: {}, formError: null } as EditorState };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const id = idFrom(params);
  if (id === null) throw data("Post not found", { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");
  if (id !== "new" && intent === "unpublish") return unpublishPost(user, id);
  if (id !== "new" && intent === "delete") return deletePost(user, id);
  return savePostFromForm(user, id === "new" ? null : id, form);
}

export default function AdminBlogEditor() {
  const { post, editor } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as EditorState | undefined;
  const hydrated = useHydrated();
  const state = actionData && "values" in actionData ? actionData : editor;
  const published = post ? post.state !== "draft" : false;
  return (
    <>
      <p>
        <Link to="/admin/blog" className={cn(linkClasses, "text-sm")}>
          ← All posts
        </Link>
      </p>
      <div className="mt-4">
        <AdminPageTitle
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
      </div>
      <PostEditor
        key={actionData ? "submitted" : `loaded-${post?.id ?? "new"}-${editor.values.slug}`}
        state={state}
        published={published}
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
            <Form method="post">
              <input type="hidden" name="intent" value="unpublish" />
              <Button type="submit" variant="outline">
                Unpublish
              </Button>
            </Form>
          ) : null}
          <Form
            method="post"
            onSubmit={(event) => {
              if (hydrated && !window.confirm("Delete this post? This cannot be undone.")) {
                event.preventDefault();
              }
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <Button
              type="submit"
              variant="outline"
              className="border-red-700 text-red-800 hover:bg-red-50"
            >
              Delete post
            </Button>
          </Form>
        </section>
      ) : null}
    </>
  );
}

import {
  AdminPageTitle,
  CardDetails,
  DateTime,
  EmptyState,
  RowLinks,
} from "#app/components/admin/page";
import { Cell, DateCell, ResponsiveTable } from "#app/components/admin/table";
import { ButtonLink } from "#app/components/ui/button";
import { requireAdmin } from "#app/lib/auth/session.server";
import { adminPageMeta } from "#app/lib/meta";
import { adminPostList } from "../admin.server";
import { StateBadge } from "../components/state-badge";
import type { Route } from "./+types/admin-blog";

export const meta = adminPageMeta("Blog", "Write, schedule and publish the centre's blog posts.");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { posts: await adminPostList() };
}

type Row = Route.ComponentProps["loaderData"]["posts"][number];

function PostLinks({ post }: { post: Row }) {
  const edit = { to: `/admin/blog/${post.id}`, label: "Edit", hiddenLabel: post.title };
  const view = { to: `/blog/${post.slug}`, label: "View", hiddenLabel: post.title };
  return <RowLinks links={post.state === "published" ? [edit, view] : [edit]} />;
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <>
      <AdminPageTitle
        title="Blog"
        lead="Drafts are private; a published post appears on /blog at its publish time (UK time)."
        actions={<ButtonLink to="/admin/blog/new">New post</ButtonLink>}
      />
      <ResponsiveTable
        items={posts}
        itemKey={(post) => post.id}
        caption="Blog posts"
        spacing="mt-4"
        columns={["Title", "Status", "Publish time", "Last changed", { hidden: "Actions" }]}
        card={(post) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <StateBadge state={post.state} />
              <span className="font-semibold text-ink">{post.title}</span>
            </div>
            <p className="mt-1 break-all text-xs text-stone-700">/blog/{post.slug}</p>
            <CardDetails
              pairs={[
                [
                  "Publish time",
                  post.publishAt ? <DateTime key="publish" value={post.publishAt} /> : "—",
                ],
                ["Last changed", <DateTime key="changed" value={post.updatedAt} />],
              ]}
            />
            <p className="mt-3">
              <PostLinks post={post} />
            </p>
          </>
        )}
        row={(post) => (
          <>
            <Cell>
              <span className="font-semibold text-ink">{post.title}</span>
              <span className="block text-xs text-stone-700">/blog/{post.slug}</span>
            </Cell>
            <Cell>
              <StateBadge state={post.state} />
            </Cell>
            {post.publishAt ? <DateCell value={post.publishAt} /> : <Cell>—</Cell>}
            <DateCell value={post.updatedAt} />
            <Cell className="whitespace-nowrap">
              <PostLinks post={post} />
            </Cell>
          </>
        )}
        empty={<EmptyState>No posts yet. Write the first one with “New post”.</EmptyState>}
      />
    </>
  );
}

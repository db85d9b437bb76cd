import { AdminPageTitle, EmptyState, RowLinks } from "#app/components/admin/page";
import {
  ACTIONS_COLUMN,
  dateColumn,
  ResponsiveTable,
  titleColumn,
} from "#app/components/admin/table";
import { ButtonLink } from "#app/components/ui/button";
import { requireStaff } from "#app/lib/auth/session.server";
import { adminPageMeta } from "#app/lib/meta";
import { adminPostList } from "../admin.server";
import { StateBadge } from "../components/state-badge";
import type { Route } from "./+types/admin-blog";

export const meta = adminPageMeta("Blog", "Write, schedule and publish the centre's blog posts.");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
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
        columns={[
          titleColumn("Title", "/blog/"),
          { heading: "Status", card: "badge", cell: (post) => <StateBadge state={post.state} /> },
          dateColumn("Publish time", "publishAt"),
          dateColumn("Last changed", "updatedAt"),
          {
            ...ACTIONS_COLUMN,
            className: "whitespace-nowrap",
            cell: (post) => <PostLinks post={post} />,
          },
        ]}
        empty={<EmptyState>No posts yet. Write the first one with “New post”.</EmptyState>}
      />
    </>
  );
}

import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { requireAdmin } from "~/features/accounts/index.server";
import {
  AdminPageTitle,
  Cell,
  DataTable,
  DateCell,
  EmptyState,
  linkClasses,
} from "~/features/admin/components";
import { adminMeta } from "~/features/admin/format";
import { adminPostList } from "../blog.server";
import { StateBadge } from "../components/state-badge";
import type { Route } from "./+types/admin-blog";

export const meta = () => adminMeta("Blog", "Write, schedule and publish the centre's blog posts.");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { posts: await adminPostList() };
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
      {posts.length === 0 ? (
        <EmptyState>No posts yet. Write the first one with “New post”.</EmptyState>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <DataTable
            caption="Blog posts"
            columns={["Title", "Status", "Publish time", "Last changed", { hidden: "Actions" }]}
            className="min-w-[40rem]"
          >
            {posts.map((post) => (
              <tr key={post.id}>
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
                  <Link to={`/admin/blog/${post.id}`} className={linkClasses}>
                    Edit<span className="sr-only"> {post.title}</span>
                  </Link>
                  {post.state === "published" ? (
                    <>
                      {" · "}
                      <Link to={`/blog/${post.slug}`} className={linkClasses}>
                        View<span className="sr-only"> {post.title}</span>
                      </Link>
                    </>
                  ) : null}
                </Cell>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </>
  );
}

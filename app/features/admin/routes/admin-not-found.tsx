import { data, Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { requireStaff } from "#app/lib/auth/session.server";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/admin-not-found";

/**
 * Any other path under /admin. Only an administrator learns that it does not exist; everyone else
 * gets exactly what a real admin page answers them, so the admin paths cannot be mapped.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return data(null, { status: 404 });
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request);
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Page not found",
    description: "The page you were looking for could not be found.",
  });
}

export default function AdminNotFound() {
  return (
    <div className="py-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand">Error 404</p>
      <h1 className="mt-2 text-4xl font-semibold text-brand-strong">Page not found</h1>
      <p className="mt-4 max-w-xl text-lg text-stone-700">
        There is no admin page at this address. Choose a page from the admin menu above.
      </p>
      <Link to="/admin" className={buttonClasses("primary", "mt-8")}>
        Back to the admin overview
      </Link>
    </div>
  );
}

import { requireAdmin } from "#app/lib/auth/session.server";

/** The filters of an admin list, read from the address only once the visitor is an admin. */
export async function adminListFilters<Filters>(
  request: Request,
  parse: (params: URLSearchParams) => Filters,
): Promise<Filters> {
  await requireAdmin(request);
  return parse(new URL(request.url).searchParams);
}

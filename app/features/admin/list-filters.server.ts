import { type CurrentUser, requireStaff } from "#app/lib/auth/session.server";

/** The filters of an admin list, read from the address only once the visitor is staff. */
export async function adminListFilters<Filters>(
  request: Request,
  parse: (params: URLSearchParams) => Filters,
): Promise<{ user: CurrentUser; filters: Filters }> {
  const user = await requireStaff(request);
  return { user, filters: parse(new URL(request.url).searchParams) };
}

import { exportAccountData } from "../accounts.server";
import { requireUser } from "../session.server";
import type { Route } from "./+types/dashboard-export";

/** "Download my data": everything held about the signed-in user, as a JSON file. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const body = JSON.stringify(await exportAccountData(user.id), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-wic-data.json"',
      "Cache-Control": "no-store",
    },
  });
}

import { requireUser } from "#app/lib/auth/session.server";
import { personalDataZip } from "../data-export.server";
import type { Route } from "./+types/dashboard-export";

/** "Download my data": everything held about the signed-in user, as a ZIP (data.json + files). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const body = await personalDataZip(
    {
      userId: user.id,
      email: user.email,
      confirmedEmail: user.emailVerified ? user.email : null,
      request,
    },
    context.features,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": 'attachment; filename="my-wic-data.zip"',
      "Cache-Control": "no-store",
    },
  });
}

import { redirect } from "react-router";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { BackToTop } from "../components/back-to-top";
import { ContentPage } from "../components/content-page";
import { PolicyJump } from "../components/policy-jump";
import { loadContentPage } from "../content.server";
import { contentMeta } from "../content-meta";
import { jumpList } from "../rules";
import type { Route } from "./+types/academy-policy";

export const headers = publicPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadContentPage("academy-policy");
  // Each policy is a level-2 heading with its own anchor, in order.
  const policies = jumpList(page.headings);
  // The jump-to form without JavaScript: ?policy=data → #data.
  const chosen = new URL(request.url).searchParams.get("policy");
  if (chosen !== null) {
    const policy = policies.find((candidate) => candidate.id === chosen);
    throw redirect(policy ? `${page.path}#${policy.id}` : page.path);
  }
  return { page, policies };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  contentMeta(matches, loaderData?.page);

export default function AcademyPolicy({ loaderData }: Route.ComponentProps) {
  const { page, policies } = loaderData;
  return (
    <>
      <ContentPage
        page={page}
        beforeContent={<PolicyJump action={page.path} policies={policies} />}
      />
      <BackToTop floating />
    </>
  );
}

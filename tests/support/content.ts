import PolicyPrivacy, { loader } from "#app/features/content/routes/policy-privacy";
import { renderRoute } from "./render";

/** The 14 anchors of the academy policies, in page order (the "Jump to a policy" list). */
export const SPEC_POLICY_ANCHORS = [
  "safeguarding",
  "recruitment",
  "behaviour",
  "anti-bullying",
  "health-safety",
  "equality",
  "data",
  "attendance",
  "online",
  "whistleblowing",
  "firstaid",
  "complaints",
  "remote",
  "curriculum",
];

/** The privacy notice as a visitor's browser gets it, from the test database's pages. */
export async function privacyNoticeHtml(): Promise<string> {
  return renderRoute(
    { id: "privacy", path: "/policies/privacy", Component: PolicyPrivacy as never },
    await loader(),
  );
}

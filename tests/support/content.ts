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

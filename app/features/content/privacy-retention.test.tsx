import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { periodLabel, RETENTION_RULE_IDS, RETENTION_RULES } from "#app/lib/privacy/retention";
import { setupTestDatabase } from "#tests/support/database";
import PolicyPrivacy, { loader } from "./routes/policy-privacy";
import { seedContentPages } from "./seed.server";

setupTestDatabase();
beforeAll(() => seedContentPages());

/** The page's visible text, one space between words. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the privacy notice's retention periods", () => {
  it("lists every rule of the retention config with its period, below the staff's text", async () => {
    const loaderData = await loader();
    const Stub = createRoutesStub([
      { id: "privacy", path: "/policies/privacy", Component: PolicyPrivacy as never },
    ]);
    const html = renderToString(
      <Stub
        initialEntries={["/policies/privacy"]}
        hydrationData={{ loaderData: { privacy: loaderData } }}
      />,
    );
    const text = textOf(html);
    expect(text).toContain("How long we keep your information");
    for (const id of RETENTION_RULE_IDS) {
      const rule = RETENTION_RULES[id];
      expect(text).toContain(`${rule.what} ${periodLabel(rule.period)} after ${rule.from}`);
      expect(text).toContain(rule.outcome);
    }
    expect(text).toContain("7 days");
    expect(text).toContain("90 days");
    expect(text.indexOf("Who we are")).toBeLessThan(
      text.indexOf("How long we keep your information"),
    );
  });
});

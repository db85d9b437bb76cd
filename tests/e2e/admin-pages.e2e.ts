import { describe, expect, it } from "vitest";
import { adminPage } from "../support/admin-page";
import { expectAccessible, PHONE } from "../support/browser";
import { setupBrowserTests } from "../support/e2e";
import { productionBuild, routeAddress, routeTable } from "../support/route-table";

/**
 * Every page of the admin, read from the production build's route table (a new page is walked
 * without being listed here), opened by an administrator on a 390 px phone: it answers, fits the
 * screen without sideways scrolling, and axe finds no WCAG 2.2 A/AA violation.
 */
const e2e = setupBrowserTests();

describe("every admin page on a 390 px phone", () => {
  it("answers, fits the width and passes axe", async () => {
    const paths = [
      ...new Set(
        routeTable(await productionBuild())
          .filter((route) => route.path.startsWith("/admin") && !route.isResource)
          .filter((route) => !route.isLayout || route.path === "/admin")
          .map((route) => routeAddress(route)),
      ),
    ];
    expect(paths.length).toBeGreaterThan(40);

    const page = await adminPage(
      e2e,
      { email: "phone.admin@example.org", name: "Phone Admin" },
      PHONE,
    );
    const problems: string[] = [];
    for (const path of paths) {
      const response = await page.goto(`${e2e.server.url}${path}`);
      const status = response?.status() ?? 0;
      // A sample id that names no record answers "not found" inside the admin's frame.
      if (status !== 200 && status !== 404) problems.push(`${path}: answered ${status}`);
      await page.getByRole("main").waitFor();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (sideways > 0) problems.push(`${path}: ${sideways} px wider than the screen`);
      await expectAccessible(page).catch((error: Error) =>
        problems.push(`${path}: ${error.message}`),
      );
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { academyTerms, giftAidClaims } from "#app/lib/db/schema";
import { seed } from "../../scripts/seed";
import { setupAccounts } from "../support/auth";
import { productionBuild, type RouteEntry, routeAddress, routeTable } from "../support/route-table";
import { startTestServer, type TestServer } from "../support/server";

/**
 * Every CSV download of the admin, read from the route table, is named with the UK date it was
 * made on: at 00:30 on 1 August in summer time (23:30 UTC on 31 July) the file says 2026-08-01.
 */

const JUST_AFTER_MIDNIGHT = Date.parse("2026-07-31T23:30:00Z");

let server: TestServer;
let exports: RouteEntry[];
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const print = vi.spyOn(console, "log").mockImplementation(() => {});
  await seed();
  print.mockRestore();
  exports = routeTable(await productionBuild()).filter(
    (route) => route.path.startsWith("/admin") && route.path.endsWith(".csv"),
  );
  const db = server.database.db;
  const [term] = await db.select({ id: academyTerms.id }).from(academyTerms).limit(1);
  const [claim] = await db
    .insert(giftAidClaims)
    .values({
      periodFrom: "2026-07-01",
      periodTo: "2026-07-31",
      paymentCount: 0,
      totalPence: 0,
      createdBy: "csv-admin@example.org",
    })
    .returning({ id: giftAidClaims.id });
  ids["/admin/academy/"] = String(term?.id);
  ids["/admin/donations/gift-aid/"] = String(claim?.id);
});

const { cookies } = setupAccounts(() => server.database.db, {
  admin: { name: "Admin", email: "csv-admin@example.org", role: "admin" },
});

afterAll(async () => {
  await server?.close();
});

/** The address of a download, its `:id` being a record that exists for that kind of download. */
function address(route: RouteEntry): string {
  const prefix = Object.keys(ids).find((start) => route.path.startsWith(start));
  return routeAddress(route, () => (prefix ? (ids[prefix] ?? "") : "1"));
}

describe("the admin's CSV downloads", () => {
  it("are named with the UK date, not the UTC one, every one of them", async () => {
    expect(exports.length).toBeGreaterThan(5);
    const names: string[] = [];
    for (const route of exports) {
      const response = await fetch(server.url + address(route), {
        headers: { Cookie: `${cookies.admin}; wic_test_now=${JUST_AFTER_MIDNIGHT}` },
      });
      expect({ route: route.path, status: response.status }).toEqual({
        route: route.path,
        status: 200,
      });
      await response.arrayBuffer();
      const disposition = response.headers.get("Content-Disposition") ?? "";
      names.push(/filename="([^"]+)"/.exec(disposition)?.[1] ?? disposition);
    }
    expect(names.filter((name) => !name.endsWith("-2026-08-01.csv"))).toEqual([]);
  });
});

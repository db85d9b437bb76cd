import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { localDate } from "#app/lib/time/london";
import { routeArgs } from "#tests/support/actions";
import { NOW, setupPrayerTests } from "#tests/support/prayer-times";
import { prayerDays } from "./prayer-times.server";
import { prayerRows } from "./prayers";
import { loader } from "./routes/widget";

const { get } = setupPrayerTests();

/** The widget as an anonymous visitor gets it at the frozen clock (Monday 1 December 2025, 10:00). */
const widget = async (query = "") =>
  (await loader(routeArgs(get(`/widget${query}`, "")))) as Response;

describe("/widget", () => {
  it("is a page any website may frame, with no scripts, kept five minutes", async () => {
    const response = await widget();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *",
    );
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(response.headers.has("X-Frame-Options")).toBe(false);
  });

  it("shows the same times as /prayer-times for the day, in under 5 KB gzipped", async () => {
    const [today] = await prayerDays(localDate(NOW), 1);
    const html = await (await widget()).text();
    expect(html).toContain("Monday 1 December 2025");
    for (const row of prayerRows(today ?? expect.fail("no day"))) {
      expect(html).toContain(
        `<tr data-prayer="${row.name}"><th scope="row">${row.label}</th><td>${row.adhan}</td><td>${row.iqamah ?? ""}</td></tr>`,
      );
    }
    expect(gzipSync(html).length).toBeLessThan(5 * 1024);
  });

  it("takes the host page's theme, and ignores a theme it does not know", async () => {
    expect(await (await widget("?theme=dark")).text()).not.toContain("color-scheme:light");
    expect(await (await widget("?theme=<b>")).text()).toContain("prefers-color-scheme:dark");
  });
});

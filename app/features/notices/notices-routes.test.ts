import { beforeEach, describe, expect, it, vi } from "vitest";
import { notices } from "#app/lib/db/schema";
import { expectRedirectWithToast, formResult, reply, thrown } from "#tests/support/actions";
import { setupAdminTests, type Who } from "#tests/support/admin";
import { queueNoticePushes } from "./push/queue.server";
import * as adminNotice from "./routes/admin-notice";
import * as adminNotices from "./routes/admin-notices";
import * as feed from "./routes/feed-xml";
import * as noticePage from "./routes/notice";
import * as noticesPage from "./routes/notices";
import { NOTICE_MESSAGES } from "./schema";

// Push belongs to another part: counted here, and still run as it is.
vi.mock("./push/queue.server", async (original) => {
  const module = await original<typeof import("./push/queue.server")>();
  return { ...module, queueNoticePushes: vi.fn(module.queueNoticePushes) };
});

const { db, get, post } = setupAdminTests();

beforeEach(async () => {
  await db().delete(notices);
  vi.mocked(queueNoticePushes).mockClear();
});

/** Tuesday 1 December 2026, 10:00 in London (GMT). */
const NOW = Date.parse("2026-12-01T10:00:00Z");
const HOUR = 3_600_000;

/** The request's clock frozen at `at`, as the e2e tests' cookie does. */
function at<Args extends { request: Request }>(args: Args, now = NOW): Args {
  const headers = new Headers(args.request.headers);
  headers.set("Cookie", [headers.get("Cookie"), `wic_test_now=${now}`].filter(Boolean).join("; "));
  return { ...args, request: new Request(args.request, { headers }) };
}

const FORM = {
  intent: "create",
  title: "Car park closed",
  body: "The car park is closed today for resurfacing.",
  kind: "urgent",
  topic: "urgent",
  startsAt: "2026-12-01T09:00",
  endsAt: "2026-12-01T18:00",
  onSite: "on",
  onScreens: "flash",
};

const send = async (fields: Record<string, string>, id = "new", who: Who = "editor", now = NOW) =>
  reply(
    await adminNotice
      .action(at(post(`/admin/notices/${id}`, fields, who, { id }), now))
      .catch((error: unknown) => error),
  );

async function stored() {
  return db().select().from(notices);
}

describe("the notice editor's action", () => {
  it("stores a notice (UK time), records who made it, and pushes one that has started", async () => {
    const sent = await send({ ...FORM, byPush: "on" });
    const [row] = await stored();
    expectRedirectWithToast(sent, `/admin/notices/${row?.id}`);
    expect(row).toMatchObject({
      title: "Car park closed",
      kind: "urgent",
      topic: "urgent",
      startsAt: new Date("2026-12-01T09:00:00Z"),
      endsAt: new Date("2026-12-01T18:00:00Z"),
      onSite: true,
      onScreens: "flash",
      byPush: true,
      byEmail: false,
      createdBy: "esra.editor@example.org",
      janazah: null,
    });
    expect(row?.pushQueuedAt).toEqual(new Date(NOW));
    expect(vi.mocked(queueNoticePushes).mock.calls.map(([, notice]) => notice.id)).toEqual([
      row?.id,
    ]);
  });

  it("refuses a 10,000-character text with 400 and the message beside the field, storing nothing", async () => {
    const sent = await send({ ...FORM, body: "x".repeat(10_000) });
    expect(sent.status).toBe(400);
    expect(formResult(sent).error?.body).toEqual([NOTICE_MESSAGES.bodyTooLong]);
    expect(formResult(sent).initialValue?.title).toBe("Car park closed");
    expect(await stored()).toEqual([]);
  });

  it("refuses an end before the start, a bad link, and a janazah name without the family's consent", async () => {
    const sent = await send({
      ...FORM,
      endsAt: "2026-12-01T08:00",
      link: "javascript:alert(1)",
      kind: "janazah",
      topic: "janazah",
      deceasedName: "Abdullah Khan",
      prayer: "After Dhuhr, 13:15",
      place: "Main hall",
    });
    expect(sent.status).toBe(400);
    const errors = formResult(sent).error;
    expect(errors?.endsAt).toEqual([NOTICE_MESSAGES.endsBeforeStart]);
    expect(errors?.link).toEqual([NOTICE_MESSAGES.link]);
    expect(errors?.familyConsent).toEqual([NOTICE_MESSAGES.consent]);
    expect(await stored()).toEqual([]);
  });

  it("stores a janazah's details with consent, and none of them on another kind", async () => {
    const janazah = {
      ...FORM,
      kind: "janazah",
      topic: "janazah",
      deceasedName: "Abdullah Khan",
      familyConsent: "on",
      prayer: "After Dhuhr, 13:15",
      place: "Main hall",
      burial: "Garston cemetery",
    };
    await send(janazah);
    await send({ ...janazah, kind: "general", title: "General" });
    const rows = await stored();
    expect(rows.find((row) => row.kind === "janazah")?.janazah).toEqual({
      deceasedName: "Abdullah Khan",
      familyConsent: true,
      prayer: "After Dhuhr, 13:15",
      place: "Main hall",
      burial: "Garston cemetery",
    });
    expect(rows.find((row) => row.kind === "general")?.janazah).toBeNull();
  });

  it("refuses a save from an out-of-date form with 409, then ends and deletes the notice", async () => {
    await send(FORM);
    const [row] = await stored();
    const id = String(row?.id);
    const opened = reply(
      await adminNotice.loader(at(get(`/admin/notices/${id}`, "editor", { id }))),
    );
    const { notice } = opened.data as { notice: { version: string } };
    // Someone else saves first.
    expectRedirectWithToast(
      await send(
        { ...FORM, intent: "save", title: "Car park closed all day", version: notice.version },
        id,
      ),
      `/admin/notices/${id}`,
    );
    const late = await send(
      { ...FORM, intent: "save", title: "Mine", version: notice.version },
      id,
    );
    expect(late.status).toBe(409);
    expect((await stored())[0]?.title).toBe("Car park closed all day");

    expectRedirectWithToast(
      await send({ intent: "end" }, id, "editor", NOW + HOUR),
      `/admin/notices/${id}`,
    );
    expect((await stored())[0]?.endsAt).toEqual(new Date(NOW + HOUR));
    expectRedirectWithToast(await send({ intent: "delete" }, id), "/admin/notices");
    expect(await stored()).toEqual([]);
    expect((await send({ intent: "delete" }, id)).status).toBe(404);
  });

  it("is for staff only, and lists notices by state", async () => {
    const refused = await thrown(() => adminNotices.loader(get("/admin/notices", "user")));
    expect(refused).toBeInstanceOf(Response);
    await send(FORM);
    await send({
      ...FORM,
      title: "Later",
      startsAt: "2026-12-02T09:00",
      endsAt: "2026-12-02T18:00",
    });
    await send({
      ...FORM,
      title: "Before",
      startsAt: "2026-11-30T09:00",
      endsAt: "2026-11-30T18:00",
    });
    const list = reply(await adminNotices.loader(at(get("/admin/notices", "editor"))))
      .data as Record<string, { title: string }[]>;
    expect(list.current?.map((row) => row.title)).toEqual(["Car park closed"]);
    expect(list.scheduled?.map((row) => row.title)).toEqual(["Later"]);
    expect(list.past?.map((row) => row.title)).toEqual(["Before"]);
  });
});

describe("the public pages", () => {
  async function insert(title: string, startsAt: number, endsAt: number, extra = {}) {
    const [row] = await db()
      .insert(notices)
      .values({
        kind: "general",
        topic: "events",
        title,
        body: `${title}.`,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        ...extra,
      })
      .returning();
    return row?.id ?? 0;
  }
  const DAY = 24 * HOUR;

  it("lists current notices, then those ended within 30 days; a notice's page opens once it has started", async () => {
    const current = await insert("Current", NOW - HOUR, NOW + HOUR);
    await insert("Recent", NOW - 3 * DAY, NOW - 2 * DAY);
    await insert("Long gone", NOW - 40 * DAY, NOW - 31 * DAY);
    const later = await insert("Later", NOW + HOUR, NOW + 2 * HOUR);
    const janazah = await insert("Janazah", NOW - HOUR, NOW + HOUR, {
      kind: "janazah",
      topic: "janazah",
      janazah: {
        deceasedName: "Private",
        familyConsent: false,
        prayer: "After Asr",
        place: "Hall",
        burial: "",
      },
    });

    const page = (await noticesPage.loader(at(get("/notices", "anonymous")))) as Awaited<
      ReturnType<typeof noticesPage.loader>
    >;
    // The newest first (the same start: the last made first).
    expect(page.current.map((one) => one.title)).toEqual(["Janazah", "Current"]);
    expect(page.recent.map((one) => one.title)).toEqual(["Recent"]);
    expect(page.current.find((one) => one.id === janazah)?.janazah?.deceasedName).toBe("");

    const one = (await noticePage.loader(
      at(get(`/notices/${current}`, "anonymous", { id: String(current) })),
    )) as Awaited<ReturnType<typeof noticePage.loader>>;
    expect(one.notice.title).toBe("Current");
    for (const id of [String(later), "999999", "abc"]) {
      const missing = reply(
        await thrown(() => noticePage.loader(at(get(`/notices/${id}`, "anonymous", { id })))),
      );
      expect(missing.status).toBe(404);
    }
    // Once it has ended, its page still opens (shared links), and the list moves it down.
    const afterwards = (await noticesPage.loader(
      at(get("/notices", "anonymous"), NOW + 1.5 * HOUR),
    )) as Awaited<ReturnType<typeof noticesPage.loader>>;
    expect(afterwards.current.map((n) => n.title)).toEqual(["Later"]);
    expect(afterwards.recent.map((n) => n.title)).toEqual(["Janazah", "Current", "Recent"]);

    const xml = await (await feed.loader(at(get("/notices/feed.xml", "anonymous")))).text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toMatch(new RegExp(`<link>https?://[^<]+/notices/${current}</link>`));
    expect(xml.match(/<item>/g)).toHaveLength(3);
    expect(xml).not.toContain("Long gone");
    expect(xml).not.toContain("Private");
  });
});

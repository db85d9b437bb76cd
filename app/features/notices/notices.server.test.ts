import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog, notices } from "#app/lib/db/schema";
import { setupTestDatabase } from "#tests/support/database";
import { queueNoticeEmail } from "./newsletter/from-notice.server";
import { createNotice, type NoticeInput } from "./notices.server";
import { dispatchDueNotices, noticesPart } from "./notices-part.server";
import { queueNoticePushes } from "./push/queue.server";
import { noticesForScreens } from "./screen-notices.server";

// The senders belong to push and the newsletter: counted here, and still run as they are.
vi.mock("./push/queue.server", async (original) => {
  const module = await original<typeof import("./push/queue.server")>();
  return { ...module, queueNoticePushes: vi.fn(module.queueNoticePushes) };
});
vi.mock("./newsletter/from-notice.server", async (original) => {
  const module = await original<typeof import("./newsletter/from-notice.server")>();
  return { ...module, queueNoticeEmail: vi.fn(module.queueNoticeEmail) };
});

const { db } = setupTestDatabase({ emptied: [notices, auditLog] });

const NOW = new Date("2026-12-01T10:00:00Z");
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const STAFF = { id: null, email: "esra.editor@example.org" };

function notice(overrides: Partial<NoticeInput> = {}): NoticeInput {
  return {
    kind: "general",
    topic: "events",
    title: "Car park closed",
    body: "The car park is closed for resurfacing.",
    link: null,
    startsAt: at(-1),
    endsAt: at(5),
    onSite: true,
    onScreens: "none",
    byPush: false,
    byEmail: false,
    janazah: null,
    ...overrides,
  };
}

const JANAZAH = {
  deceasedName: "Abdullah Khan",
  prayer: "After Dhuhr, 13:15",
  place: "Main hall",
  burial: "Bradford cemetery",
};

describe("createNotice", () => {
  it("stores a staff notice with its audit entry, and a job's notice once per key", async () => {
    const made = await createNotice(notice(), STAFF, NOW);
    expect(made?.id).toBeGreaterThan(0);
    const [row] = await db()
      .select()
      .from(notices)
      .where(eq(notices.id, made?.id ?? 0));
    expect(row).toMatchObject({ title: "Car park closed", createdBy: STAFF.email, alertKey: null });
    expect(await db().select().from(auditLog)).toEqual([
      expect.objectContaining({ action: "notice.create", target: `notice:${made?.id}` }),
    ]);

    const first = await createNotice(notice({ alertKey: "prayer-times:2026-12-02" }), STAFF, NOW);
    const again = await createNotice(notice({ alertKey: "prayer-times:2026-12-02" }), STAFF, NOW);
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(await db().select().from(notices)).toHaveLength(2);
    // A job's notice is not an administrator's action.
    expect(await db().select().from(auditLog)).toHaveLength(1);
  });

  it("pushes and emails a started notice once, and a scheduled one when it starts", async () => {
    vi.mocked(queueNoticePushes).mockClear();
    vi.mocked(queueNoticeEmail).mockClear();
    const now = await createNotice(notice({ byPush: true, byEmail: true }), STAFF, NOW);
    const later = await createNotice(
      notice({ byPush: true, startsAt: at(2), topic: "urgent", kind: "urgent" }),
      STAFF,
      NOW,
    );
    expect(vi.mocked(queueNoticePushes).mock.calls.map(([, sent]) => sent.id)).toEqual([now?.id]);
    // Asked again until its newsletter issue exists (which makes it once per notice).
    const emailed = vi.mocked(queueNoticeEmail).mock.calls.map(([, sent]) => sent.id);
    expect(new Set(emailed)).toEqual(new Set([now?.id]));
    const [pushed] = await db()
      .select()
      .from(notices)
      .where(eq(notices.id, now?.id ?? 0));
    expect(pushed?.pushQueuedAt).toEqual(NOW);

    // Run again at the same moment: the push is not queued twice.
    await dispatchDueNotices(NOW);
    expect(vi.mocked(queueNoticePushes)).toHaveBeenCalledTimes(1);

    await dispatchDueNotices(at(2));
    expect(vi.mocked(queueNoticePushes).mock.calls.map(([, sent]) => sent.id)).toEqual([
      now?.id,
      later?.id,
    ]);
    expect(vi.mocked(queueNoticePushes).mock.calls[1]?.[1].topic).toBe("urgent");
    // An ended notice is never sent.
    vi.mocked(queueNoticePushes).mockClear();
    await createNotice(notice({ byPush: true, startsAt: at(-5), endsAt: at(-1) }), STAFF, NOW);
    expect(vi.mocked(queueNoticePushes)).not.toHaveBeenCalled();
  });
});

describe("noticesForScreens", () => {
  it("answers the screens' notices not ended and starting within 9 days, janazah names only with consent", async () => {
    await createNotice(notice({ title: "Not on screens" }), STAFF, NOW);
    await createNotice(notice({ title: "Ended", onScreens: "flash", endsAt: NOW }), STAFF, NOW);
    await createNotice(
      notice({
        title: "Too far",
        onScreens: "slide",
        startsAt: at(24 * 9 + 1),
        endsAt: at(24 * 10),
      }),
      STAFF,
      NOW,
    );
    await createNotice(
      notice({
        title: "Next week",
        onScreens: "flash",
        startsAt: at(24 * 7),
        endsAt: at(24 * 7 + 2),
      }),
      STAFF,
      NOW,
    );
    await createNotice(
      notice({
        title: "Janazah",
        kind: "janazah",
        topic: "janazah",
        onScreens: "slide",
        janazah: { ...JANAZAH, familyConsent: false },
      }),
      STAFF,
      NOW,
    );
    await createNotice(
      notice({
        title: "Janazah named",
        kind: "janazah",
        topic: "janazah",
        onScreens: "slide",
        startsAt: at(-0.5),
        janazah: { ...JANAZAH, familyConsent: true },
      }),
      STAFF,
      NOW,
    );
    const shown = await noticesForScreens(NOW.getTime());
    expect(shown.map((one) => one.title)).toEqual(["Janazah", "Janazah named", "Next week"]);
    expect(shown[0]).toMatchObject({
      style: "slide",
      kind: "janazah",
      janazah: {
        deceasedName: "",
        prayer: "After Dhuhr, 13:15",
        place: "Main hall",
        burial: "Bradford cemetery",
      },
      startsAt: at(-1).getTime(),
      endsAt: at(5).getTime(),
    });
    expect(shown[1]?.janazah?.deceasedName).toBe("Abdullah Khan");
    expect(shown[2]).toMatchObject({ style: "flash", janazah: null });
  });
});

describe("retention of janazah notices", () => {
  it("deletes janazah notices 30 days after they ended, and nothing else", async () => {
    const [step] = noticesPart.retention ?? [];
    expect(step?.rule).toBe("janazahNotices");
    const janazah = {
      kind: "janazah" as const,
      topic: "janazah" as const,
      janazah: { ...JANAZAH, familyConsent: true },
    };
    await createNotice(
      notice({ ...janazah, title: "Old", startsAt: at(-24 * 32), endsAt: at(-24 * 31) }),
      STAFF,
      NOW,
    );
    await createNotice(
      notice({ ...janazah, title: "Recent", startsAt: at(-24 * 29), endsAt: at(-24 * 29 + 1) }),
      STAFF,
      NOW,
    );
    await createNotice(
      notice({ title: "Old general", startsAt: at(-24 * 60), endsAt: at(-24 * 59) }),
      STAFF,
      NOW,
    );
    expect(await step?.preview(NOW)).toEqual({ count: 1 });
    expect(await step?.apply(NOW)).toBe(1);
    const left = await db().select({ title: notices.title }).from(notices);
    expect(left.map((row) => row.title).sort()).toEqual(["Old general", "Recent"]);
  });
});

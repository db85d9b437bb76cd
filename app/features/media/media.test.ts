import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as home from "#app/features/home/routes/home";
import * as summer from "#app/features/summer/pages/routes/summer";
import { auditLog, contentPages, mediaItems, mediaPlacements, projects } from "#app/lib/db/schema";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  INVALID_IMAGE_TYPE_MESSAGE,
  UPLOAD_KEY,
} from "#app/lib/uploads/rules";
import { uploadsDirectory } from "#app/lib/uploads/storage.server";
import { answer, requestsAs, routeArgs, thrown } from "#tests/support/actions";
import { setupAccounts } from "#tests/support/auth";
import { rowsWhere, setupTestDatabase } from "#tests/support/database";
import { canMountTmpfs, withDiskFault } from "#tests/support/disk-faults";
import { libraryForAdmin } from "./admin.server";
import { findMedia } from "./index.server";
import { MAX_SLIDES } from "./media";
import * as library from "./routes/admin-media";
import * as confirmDelete from "./routes/admin-media-delete";
import * as picker from "./routes/admin-media-picker";
import * as placementsPage from "./routes/admin-media-placements";
import {
  ALT_IS_FILE_NAME,
  ALT_REQUIRED,
  ALT_TOO_LONG,
  CAPTION_TOO_LONG,
  CAPTION_WITHOUT_PHOTO,
  FILE_REQUIRED,
  MEDIA_GONE,
  SLIDE_TWICE,
} from "./schema";

const { db } = setupTestDatabase({ emptied: [mediaItems, auditLog] });
const { cookies } = setupAccounts(db, {
  admin: { name: "Media Admin", email: "media.admin@example.org", role: "admin" },
  member: { name: "Media Member", email: "media.member@example.org" },
});
const { post, get } = requestsAs(cookies);

/** An action's answer with its data as the test reads it. */
const reply = (value: unknown) =>
  answer(value as never) as {
    status: number;
    data: { result?: { error?: Record<string, string[] | null> }; formId?: string } | undefined;
    headers: Headers;
  };

async function photo(width: number, height: number, background: string, name = "photo.jpg") {
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });
}

const storedFiles = () =>
  existsSync(uploadsDirectory())
    ? readdirSync(uploadsDirectory()).filter((name) => UPLOAD_KEY.test(name))
    : [];

async function upload(file: File, alt: string, who: "admin" | "member" = "admin") {
  return reply(await library.action(post("/admin/media", { intent: "upload", file, alt }, who)));
}

async function uploaded(background: string, alt: string): Promise<number> {
  const result = await upload(await photo(1200, 800, background), alt);
  expect(result.status).toBe(302);
  const id = Number(/#media-(\d+)$/.exec(result.headers.get("Location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

const savePlacements = async (fields: Record<string, string>) =>
  reply(await placementsPage.action(post("/admin/media/placements", fields, "admin")));

const homeData = () => home.loader(routeArgs(new Request("http://localhost/")));
const summerData = () => summer.loader(routeArgs(new Request("http://localhost/summer")));

describe("uploading to the media library", () => {
  it("stores a photo as WebP with its alt text, and records it", async () => {
    const id = await uploaded("#0b6e4f", "Children reading in the library");
    const [row] = await db().select().from(mediaItems).where(eq(mediaItems.id, id));
    expect(row).toMatchObject({ alt: "Children reading in the library", width: 1200, height: 800 });
    expect(row?.key).toMatch(UPLOAD_KEY);
    const file = path.join(uploadsDirectory(), row?.key ?? "");
    expect((await sharp(file).metadata()).format).toBe("webp");
    expect(await findMedia(id)).toEqual({
      id,
      src: `/uploads/${row?.key}`,
      alt: "Children reading in the library",
      width: 1200,
      height: 800,
    });
    expect(await findMedia(id + 1000)).toBeNull();
    const [audit] = await db().select().from(auditLog);
    expect(audit).toMatchObject({ action: "media.upload", target: `media_item:${id}` });

    // A large photo is made smaller (at most 1600 × 1200), keeping its proportions.
    const wide = await upload(await photo(3200, 1800, "#f5d76e"), "The courtyard at sunset");
    expect(wide.status).toBe(302);
    const [big] = await rowsWhere(db(), mediaItems, eq(mediaItems.alt, "The courtyard at sunset"));
    expect(big).toMatchObject({ width: 1600, height: 900 });

    // The same picture again is refused: the library names it.
    const again = await upload(await photo(1200, 800, "#0b6e4f"), "Another description");
    expect(again.status).toBe(409);
    expect(again.data?.result?.error?.file).toEqual([
      "This image is already in the library, described as “Children reading in the library”.",
    ]);

    const page = await library.loader(get("/admin/media", "admin"));
    expect(page.items.map((item) => item.alt)).toEqual([
      "The courtyard at sunset",
      "Children reading in the library",
    ]);
    expect(page.items[1]).toMatchObject({ usage: [], src: `/uploads/${row?.key}` });
    expect(page.items[1]?.bytes).toBeGreaterThan(0);
  });

  it("refuses an image without alt text (or with a file name for one) and stores nothing", async () => {
    const before = storedFiles();
    for (const [alt, message] of [
      ["", ALT_REQUIRED],
      ["   ", ALT_REQUIRED],
      ["IMG_1234.jpg", ALT_IS_FILE_NAME],
      ["DSC 0042", ALT_IS_FILE_NAME],
      ["x".repeat(251), ALT_TOO_LONG],
    ] as const) {
      const result = await upload(await photo(400, 300, "#123456"), alt);
      expect(result.status, alt).toBe(400);
      expect(result.data?.formId).toBe("upload");
      expect(result.data?.result?.error?.alt, alt).toEqual([message]);
    }
    expect(await db().select().from(mediaItems)).toEqual([]);
    expect(storedFiles()).toEqual(before);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it("refuses a missing file, a disguised file (by its content, not its name) and a file over 10MB", async () => {
    const before = storedFiles();
    const noFile = reply(
      await library.action(
        post("/admin/media", { intent: "upload", alt: "The centre at night" }, "admin"),
      ),
    );
    expect(noFile.status).toBe(400);
    expect(noFile.data?.result?.error?.file).toEqual([FILE_REQUIRED]);

    const disguised = new File(["this is a text file, not a photo"], "holiday.jpg", {
      type: "image/jpeg",
    });
    const text = await upload(disguised, "Our summer trip");
    expect(text.status).toBe(400);
    expect(text.data?.result?.error?.file).toEqual([INVALID_IMAGE_TYPE_MESSAGE]);

    // A disguised file with its alt text missing gets both messages at once.
    const both = await upload(disguised, "");
    expect(both.data?.result?.error).toMatchObject({
      file: [INVALID_IMAGE_TYPE_MESSAGE],
      alt: [ALT_REQUIRED],
    });

    // An SVG (which can carry script) is not a photo either, whatever it is called.
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      "logo.png",
      { type: "image/png" },
    );
    expect((await upload(svg, "Our logo")).data?.result?.error?.file).toEqual([
      INVALID_IMAGE_TYPE_MESSAGE,
    ]);

    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.jpg", {
      type: "image/jpeg",
    });
    const tooLarge = await upload(huge, "A very large photo");
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.data?.result?.error?.file).toEqual([IMAGE_TOO_LARGE_MESSAGE]);

    expect(await db().select().from(mediaItems)).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });
});

describe.skipIf(!canMountTmpfs)("uploading when the server's disk refuses the file", () => {
  it.each([
    [
      "read-only",
      "The image could not be saved: the server's storage cannot be written to. Please tell the site's administrator.",
    ],
    [
      "full",
      "The image could not be saved: the server's storage is full. Please tell the site's administrator.",
    ],
  ] as const)(
    "answers 503 on a %s uploads folder, says why on the form and keeps the alt text",
    async (fault, message) => {
      withDiskFault(uploadsDirectory(), fault);
      const result = await upload(await photo(400, 300, "#336699"), "The prayer hall at dawn");
      expect(result.status).toBe(503);
      expect(result.data?.formId).toBe("upload");
      expect(result.data).toMatchObject({
        result: { error: { "": [message] }, initialValue: { alt: "The prayer hall at dawn" } },
      });
      expect(await db().select().from(mediaItems)).toEqual([]);
    },
  );
});

describe("an editor's image dialog", () => {
  it("lists the library and uploads a new picture, answering it (not the library page) for the text", async () => {
    const hall = await uploaded("#224466", "The prayer hall at Eid");
    const shown = await picker.loader(get("/admin/media/picker", "admin"));
    expect(shown.items).toEqual([await findMedia(hall)]);

    const answered = reply(
      await picker.action(
        post(
          "/admin/media/picker",
          { file: await photo(900, 600, "#aa3311"), alt: "Volunteers at the food bank" },
          "admin",
        ),
      ),
    );
    expect(answered.status).toBe(200);
    const [stored] = await rowsWhere(
      db(),
      mediaItems,
      eq(mediaItems.alt, "Volunteers at the food bank"),
    );
    expect(answered.data).toEqual({ item: await findMedia(stored?.id ?? 0) });

    // Refused with its messages beside the dialog's own fields, storing nothing.
    const before = storedFiles();
    const refused = reply(
      await picker.action(
        post(
          "/admin/media/picker",
          { file: new File(["<svg/>"], "photo.jpg", { type: "image/jpeg" }), alt: "" },
          "admin",
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.formId).toBe("picker-upload");
    expect(refused.data?.result?.error?.alt).toEqual([ALT_REQUIRED]);
    expect(refused.data?.result?.error?.file).toEqual([INVALID_IMAGE_TYPE_MESSAGE]);
    expect(storedFiles()).toEqual(before);
  });
});

describe("editing and deleting", () => {
  it("changes an image's alt text; an empty one is refused beside its own form", async () => {
    const id = await uploaded("#334455", "A photo of the hall");
    const edited = reply(
      await library.action(
        post(
          "/admin/media",
          { intent: "alt", id: String(id), alt: "Families at the Eid dinner in the main hall" },
          "admin",
        ),
      ),
    );
    expect(edited.status).toBe(302);
    const [row] = await db().select().from(mediaItems).where(eq(mediaItems.id, id));
    expect(row?.alt).toBe("Families at the Eid dinner in the main hall");
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "media.update"));
    expect(audits[0]?.details).toEqual({
      before: "A photo of the hall",
      after: "Families at the Eid dinner in the main hall",
    });

    const empty = reply(
      await library.action(
        post("/admin/media", { intent: "alt", id: String(id), alt: "" }, "admin"),
      ),
    );
    expect(empty.status).toBe(400);
    expect(empty.data?.formId).toBe(`alt-${id}`);
    expect(empty.data?.result?.error?.alt).toEqual([ALT_REQUIRED]);

    const gone = reply(
      await library.action(
        post("/admin/media", { intent: "alt", id: "999999", alt: "Anything" }, "admin"),
      ),
    );
    expect(gone.status).toBe(404);
    expect(gone.data).toMatchObject({ result: { error: { "": [MEDIA_GONE] } } });
  });

  it("refuses an alt text saved over someone else's, beside that picture's form, keeping what was typed", async () => {
    const id = await uploaded("#5a5a8a", "The hall before Jumu'ah");
    const other = await uploaded("#8a5a5a", "The library corner");
    const open = async () =>
      (await library.loader(get("/admin/media", "admin"))).items.find((item) => item.id === id);
    const first = await open();
    const second = await open();
    expect(first?.version).toMatch(/^\d+$/);
    const saveAlt = async (alt: string, version: string) =>
      reply(
        await library.action(
          post("/admin/media", { intent: "alt", id: String(id), alt, version }, "admin"),
        ),
      );

    expect((await saveAlt("The main hall before Jumu'ah", first?.version ?? "")).status).toBe(302);
    const newest = (await open())?.version;
    expect(newest).not.toBe(first?.version);

    const refused = await saveAlt("Worshippers arriving for Jumu'ah", second?.version ?? "");
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      formId: `alt-${id}`,
      version: newest,
      result: {
        initialValue: { alt: "Worshippers arriving for Jumu'ah" },
        error: {
          "": [
            "Someone else saved this picture's alt text after you opened it. Their version differs from yours in: New alt text. Your text is still in the form: save again to replace their version with yours, or reload the page to start from theirs.",
          ],
        },
      },
    });
    expect((await findMedia(id))?.alt).toBe("The main hall before Jumu'ah");

    // Sent again with the newest version (the form now carries it), it replaces theirs.
    expect((await saveAlt("Worshippers arriving for Jumu'ah", newest ?? "")).status).toBe(302);
    expect((await findMedia(id))?.alt).toBe("Worshippers arriving for Jumu'ah");
    // The other picture's version did not move.
    const items = (await library.loader(get("/admin/media", "admin"))).items;
    const [row] = await db().select().from(mediaItems).where(eq(mediaItems.id, other));
    expect(items.find((item) => item.id === other)?.version).toBe(String(row?.createdAt.getTime()));
  });

  it("says where an image is used before deleting it; then its placements go, projects keep their art and the file is removed", async () => {
    const id = await uploaded("#8a2be2", "Boys' football team with their trophy");
    const other = await uploaded("#228b22", "Girls' Qur'an circle");
    const [item] = await db().select().from(mediaItems).where(eq(mediaItems.id, id));
    const key = item?.key ?? "";
    expect(
      (
        await savePlacements({
          hero: String(id),
          "slides[0].mediaId": String(other),
          "slides[1].mediaId": String(id),
          "slides[1].caption": "Champions 2025",
        })
      ).status,
    ).toBe(302);
    await db()
      .insert(projects)
      .values({
        slug: "media-test-football",
        title: "Football Club",
        subtitle: "Saturday football",
        art: { from: "#000", to: "#fff", motif: "ball" },
        imageId: id,
        form: "football",
        options: [],
        links: [],
        body: `Our team:\n\n![Boys' football team](/uploads/${key})`,
        position: 99,
      });
    await db()
      .insert(contentPages)
      .values({
        slug: "media-test-page",
        title: "Our year",
        description: "A test page",
        body: `![Team](/uploads/${key})`,
        html: "",
        headings: [],
      });

    const confirm = await confirmDelete.loader(
      get(`/admin/media/${id}/delete`, "admin", { id: String(id) }),
    );
    expect(confirm.item.usage).toEqual([
      { label: "Home page hero", href: "/" },
      { label: "Summer slideshow, photo 2", href: "/summer" },
      { label: "Project “Football Club”, hero photo", href: "/projects/media-test-football" },
      { label: "Page “Our year”, in its text", href: "/media-test-page" },
      { label: "Project “Football Club”, in its text", href: "/projects/media-test-football" },
    ]);
    expect((await libraryForAdmin()).find((entry) => entry.id === other)?.usage).toEqual([
      { label: "Summer slideshow, photo 1", href: "/summer" },
    ]);

    const deleted = reply(
      await confirmDelete.action(
        post(`/admin/media/${id}/delete`, {}, "admin", { id: String(id) }),
      ),
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/admin/media");
    expect(await db().select().from(mediaItems).where(eq(mediaItems.id, id))).toEqual([]);
    expect(
      (await db().select().from(mediaPlacements)).map((row) => [row.placement, row.mediaId]),
    ).toEqual([["summer-slideshow", other]]);
    const [project] = await rowsWhere(db(), projects, eq(projects.slug, "media-test-football"));
    expect(project?.imageId).toBeNull();
    expect(existsSync(path.join(uploadsDirectory(), key))).toBe(false);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "media.delete"));
    expect(audit?.details).toMatchObject({
      alt: "Boys' football team with their trophy",
      usedIn: expect.arrayContaining(["Home page hero", "Summer slideshow, photo 2"]),
    });
    expect((await homeData()).heroImage).toBeNull();

    // Deleting it again, or an image that never was: not found.
    const missing = await thrown(() =>
      confirmDelete.action(post(`/admin/media/${id}/delete`, {}, "admin", { id: String(id) })),
    );
    expect(missing).toMatchObject({ init: { status: 404 } });

    await db().delete(projects).where(eq(projects.slug, "media-test-football"));
    await db().delete(contentPages).where(eq(contentPages.slug, "media-test-page"));
  });
});

describe("placements: the home hero and the summer slideshow", () => {
  it("shows nothing new until chosen, then the home and summer pages read them in order", async () => {
    expect((await homeData()).heroImage).toBeNull();
    expect((await summerData()).photos).toEqual([]);

    const first = await uploaded("#aa3333", "Children playing tug of war on the field");
    const second = await uploaded("#3333aa", "A Qur'an recital on the last day");
    const hero = await uploaded("#33aa33", "The centre's front entrance");
    const saved = await savePlacements({
      hero: String(hero),
      "slides[0].mediaId": String(second),
      "slides[0].caption": "Recital day",
      "slides[1].mediaId": "",
      "slides[1].caption": "",
      "slides[2].mediaId": String(first),
    });
    expect(saved.status).toBe(302);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "media.placements"));
    expect(audit).toHaveLength(1);

    const heroImage = (await homeData()).heroImage;
    expect(heroImage).toMatchObject({
      id: hero,
      alt: "The centre's front entrance",
      width: 1200,
      height: 800,
    });
    expect(heroImage?.src).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const photos = (await summerData()).photos;
    expect(photos.map((photo) => [photo.alt, photo.caption])).toEqual([
      ["A Qur'an recital on the last day", "Recital day"],
      ["Children playing tug of war on the field", ""],
    ]);

    const form = await placementsPage.loader(get("/admin/media/placements", "admin"));
    expect(form.placements).toEqual({
      hero,
      slides: [
        { mediaId: second, caption: "Recital day" },
        { mediaId: first, caption: "" },
      ],
    });

    // Cleared: both pages go back to their built-in artwork.
    expect((await savePlacements({})).status).toBe(302);
    expect((await homeData()).heroImage).toBeNull();
    expect((await summerData()).photos).toEqual([]);
  });

  it("refuses a photo twice, a caption without a photo, a deleted image and too many slides, changing nothing", async () => {
    const id = await uploaded("#777700", "Volunteers packing food parcels");
    expect((await savePlacements({ "slides[0].mediaId": String(id) })).status).toBe(302);

    const twice = await savePlacements({
      "slides[0].mediaId": String(id),
      "slides[1].mediaId": String(id),
      "slides[2].caption": "Lonely caption",
      "slides[3].mediaId": String(id),
      "slides[3].caption": "y".repeat(141),
    });
    expect(twice.status).toBe(400);
    expect(twice.data?.result?.error).toMatchObject({
      "slides[1].mediaId": [SLIDE_TWICE],
      "slides[2].mediaId": [CAPTION_WITHOUT_PHOTO],
      "slides[3].caption": [CAPTION_TOO_LONG],
    });

    const gone = await savePlacements({ hero: "999999", "slides[0].mediaId": String(id) });
    expect(gone.status).toBe(409);
    expect(gone.data?.result?.error?.hero).toEqual([MEDIA_GONE]);

    const fields: Record<string, string> = {};
    for (let index = 0; index <= MAX_SLIDES; index++)
      fields[`slides[${index}].mediaId`] = String(id);
    expect((await savePlacements(fields)).status).toBe(400);

    expect(
      (await db().select().from(mediaPlacements)).map((row) => [row.placement, row.mediaId]),
    ).toEqual([["summer-slideshow", id]]);
    await savePlacements({});
  });
});

describe("two people choosing the home and summer photos at once", () => {
  it("refuses the second save, naming the fields where the first differs, and takes it once sent again", async () => {
    const race = await uploaded("#aa7733", "Children racing on sports day");
    const recital = await uploaded("#3377aa", "A Qur'an recital on the last day");
    const open = () => placementsPage.loader(get("/admin/media/placements", "admin"));
    const first = await open();
    const second = await open();
    // Never saved: the version is the beginning of time, which a first save moves on.
    expect(first.version).toBe("0");

    const theirs = { hero: String(race), "slides[0].mediaId": String(recital) };
    expect((await savePlacements({ ...theirs, version: first.version })).status).toBe(302);
    const newest = (await open()).version;
    expect(newest).toMatch(/^[1-9]\d*$/);

    const mine = {
      hero: "",
      "slides[0].mediaId": String(recital),
      "slides[0].caption": "Recital day",
      "slides[1].mediaId": String(race),
    };
    const refused = await savePlacements({ ...mine, version: second.version });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      version: newest,
      result: {
        initialValue: {
          slides: [{ mediaId: String(recital), caption: "Recital day" }, { mediaId: String(race) }],
        },
        error: {
          "": [
            "Someone else saved this choice of photos after you opened it. Their version differs from yours in: Home page hero image, Caption of photo 1, Slideshow photo 2. Your text is still in the form: save again to replace their version with yours, or reload the page to start from theirs.",
          ],
        },
      },
    });
    expect((await open()).placements).toEqual({
      hero: race,
      slides: [{ mediaId: recital, caption: "" }],
    });

    // Sent again with the newest version (the form now carries it), it replaces theirs.
    expect((await savePlacements({ ...mine, version: newest })).status).toBe(302);
    const saved = await open();
    expect(saved.placements).toEqual({
      hero: undefined,
      slides: [
        { mediaId: recital, caption: "Recital day" },
        { mediaId: race, caption: "" },
      ],
    });
    expect(saved.version).not.toBe(newest);
    await savePlacements({});
  });
});

describe("who may manage the library", () => {
  it("refuses members and visitors: pages redirect, every action answers 403 and nothing changes", async () => {
    const id = await uploaded("#996633", "The library's new shelves");
    await db().delete(auditLog);
    const file = await photo(300, 200, "#112233");
    for (const who of ["member", "anonymous"] as const) {
      for (const load of [
        () => library.loader(get("/admin/media", who)),
        () => placementsPage.loader(get("/admin/media/placements", who)),
        () => confirmDelete.loader(get(`/admin/media/${id}/delete`, who, { id: String(id) })),
      ]) {
        const page = await thrown(load);
        expect((page as Response).status, who).toBe(302);
      }
      for (const act of [
        () => library.action(post("/admin/media", { intent: "upload", file, alt: "Hacked" }, who)),
        () =>
          library.action(
            post("/admin/media", { intent: "alt", id: String(id), alt: "Hacked" }, who),
          ),
        () => placementsPage.action(post("/admin/media/placements", { hero: String(id) }, who)),
        () => confirmDelete.action(post(`/admin/media/${id}/delete`, {}, who, { id: String(id) })),
      ]) {
        expect(await thrown(act), who).toMatchObject({ init: { status: 403 } });
      }
    }
    const rows = await db().select().from(mediaItems);
    expect(rows.map((row) => row.alt)).toEqual(["The library's new shelves"]);
    expect(await db().select().from(mediaPlacements)).toEqual([]);
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});

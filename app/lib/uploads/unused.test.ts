import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { utimes } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FEATURES } from "#app/features.server";
import {
  blogPosts,
  contentPages,
  directoryDrafts,
  jobSeekers,
  mediaItems,
} from "#app/lib/db/schema";
import { setupTestDatabase } from "#tests/support/database";
import { insertBusiness, insertSeeker } from "#tests/support/directory";
import { storeTestImage } from "#tests/support/uploads";
import { uploadsDirectory } from "./storage.server";
import { removeUnusedUploads, unusedUploads } from "./unused.server";

const { db } = setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date();

/** A stored image, last stored `daysAgo` days before now. */
const storedImage = (colour: string, daysAgo: number) =>
  storeTestImage(colour, { storedAt: new Date(NOW.getTime() - daysAgo * DAY) });

async function age(name: string, daysAgo: number) {
  const when = new Date(NOW.getTime() - daysAgo * DAY);
  await utimes(path.join(uploadsDirectory(), name), when, when);
}

const stored = (name: string) => existsSync(path.join(uploadsDirectory(), name));

describe("unused uploads (the daily sweep)", () => {
  it("removes what no record or page shows once a day old, and keeps everything in use", async () => {
    const deletedProfile = await storedImage("#101010", 400);
    const liveProfile = await storedImage("#202020", 400);
    const logo = await storedImage("#303030", 400);
    const cover = await storedImage("#404040", 400);
    const library = await storedImage("#505050", 400);
    const inPage = await storedImage("#606060", 400);
    const inDraft = await storedImage("#707070", 400);
    const justSent = await storedImage("#808080", 0.5);

    const gone = await insertSeeker(db(), {
      email: "gone@example.org",
      profilePicture: deletedProfile,
    });
    await insertSeeker(db(), { email: "here@example.org", profilePicture: liveProfile });
    await insertBusiness(db(), { logo });
    await db().insert(blogPosts).values({
      slug: "eid-photos",
      title: "Eid photos",
      excerpt: "",
      body: "Text only.",
      authorName: "Staff",
      coverImage: cover,
    });
    await db().insert(mediaItems).values({ key: library, alt: "The hall", width: 8, height: 8 });
    await db()
      .insert(contentPages)
      .values({
        slug: "sweep-test",
        title: "Sweep test",
        description: "",
        body: `Our hall:\n\n![The hall](/uploads/${inPage})`,
        html: "",
        headings: [],
      });
    await db()
      .insert(directoryDrafts)
      .values({
        browserKey: "sweep",
        kind: "job_seeker",
        payload: { fullName: "Draft Seeker", profilePicture: inDraft },
      });
    // The profile is deleted (by its owner, an administrator or the retention job).
    await db().delete(jobSeekers).where(eq(jobSeekers.id, gone.id));

    // A file half-written by a crash three days ago, and a file that is not an upload.
    const leftover = `${"ab".repeat(16)}.webp.1234.1700000000000.tmp`;
    writeFileSync(path.join(uploadsDirectory(), leftover), "partial");
    await age(leftover, 3);
    writeFileSync(path.join(uploadsDirectory(), "README.txt"), "not ours");
    await age("README.txt", 400);

    expect((await unusedUploads(FEATURES, NOW)).sort()).toEqual([deletedProfile, leftover].sort());
    expect(stored(deletedProfile)).toBe(true); // the preview changes nothing

    expect(await removeUnusedUploads(FEATURES, NOW)).toBe(2);
    expect(stored(deletedProfile)).toBe(false);
    expect(stored(leftover)).toBe(false);
    for (const key of [liveProfile, logo, cover, library, inPage, inDraft, justSent, "README.txt"])
      expect(stored(key), key).toBe(true);

    // A day on, the image nobody took goes too; a second run finds nothing more.
    const dayLater = new Date(NOW.getTime() + DAY + 60_000);
    expect(await removeUnusedUploads(FEATURES, dayLater)).toBe(1);
    expect(stored(justSent)).toBe(false);
    expect(await removeUnusedUploads(FEATURES, dayLater)).toBe(0);
  });

  it("counts the same image stored again as new, so the form that holds it keeps it a day", async () => {
    const key = await storedImage("#909090", 400);
    expect(await unusedUploads(FEATURES, NOW)).toContain(key);
    // Someone sends the same picture with a form that comes back with an error.
    expect(await storeTestImage("#909090")).toBe(key);
    expect(statSync(path.join(uploadsDirectory(), key)).mtimeMs).toBeGreaterThan(
      NOW.getTime() - DAY,
    );
    expect(await unusedUploads(FEATURES, NOW)).not.toContain(key);
    expect(await removeUnusedUploads(FEATURES, NOW)).toBe(0);
    expect(readdirSync(uploadsDirectory())).toContain(key);
  });
});

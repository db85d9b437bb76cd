import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { businesses, heldCvs, jobSeekers } from "#app/lib/db/schema";
import { privateDirectory, uploadsDirectory } from "#app/lib/uploads/storage.server";
import { answer } from "#tests/support/actions";
import {
  ADMIN,
  VALID_BUSINESS as business,
  cvFiles,
  file,
  OWNER,
  validSeeker as seeker,
  setupDirectoryTest,
  shownForm,
} from "#tests/support/directory";
import { canMountTmpfs, withDiskFault } from "#tests/support/disk-faults";
import * as businessNew from "./businesses/routes/business-new";
import * as seekerNew from "./seekers/routes/seeker-new";

/**
 * A logo, a profile picture or a CV the server's disk refuses (full, or read-only): 503 with the
 * reason on the form and everything typed kept, never the error page; nothing half-stored.
 */

const { db, post } = setupDirectoryTest(
  { admin: ADMIN, owner: OWNER },
  { emptied: [businesses, jobSeekers, heldCvs] },
);

const png = async (name: string) =>
  file(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2e7d32" } })
      .png()
      .toBuffer(),
    name,
    "image/png",
  );

describe.skipIf(!canMountTmpfs)("files the server's disk refuses", () => {
  it("answers a business with a logo on a read-only disk with 503, the reason and the form kept", async () => {
    withDiskFault(uploadsDirectory(), "read-only");
    const failed = answer(
      await businessNew.action(
        post("/directory/businesses/new", { ...business, logo: await png("logo.png") }, "owner"),
      ),
    );
    expect(failed.status).toBe(503);
    expect(shownForm(failed).formError).toBe(
      "The image could not be saved: the server's storage cannot be written to. Please tell the site's administrator.",
    );
    expect(shownForm(failed).values).toMatchObject({ name: "Al-Noor Bakery", existingLogo: "" });
    expect(await db().select().from(businesses)).toEqual([]);
  });

  it("answers a job seeker whose picture finds the disk full with 503, keeping the CV already stored", async () => {
    withDiskFault(uploadsDirectory(), "full");
    const failed = answer(
      await seekerNew.action(
        post(
          "/directory/job-seekers/new",
          { ...seeker(), profilePicture: await png("me.png") },
          "owner",
        ),
      ),
    );
    expect(failed.status).toBe(503);
    expect(shownForm(failed).formError).toBe(
      "The image could not be saved: the server's storage is full. Please tell the site's administrator.",
    );
    expect(shownForm(failed).values).toMatchObject({
      fullName: "Amina Khan",
      storedCvName: "Amina CV.pdf",
    });
    expect(await db().select().from(jobSeekers)).toEqual([]);
  });

  it("answers a CV on a read-only disk with 503 and the reason, and holds nothing", async () => {
    withDiskFault(privateDirectory(), "read-only");
    const failed = answer(
      await seekerNew.action(post("/directory/job-seekers/new", seeker(), "owner")),
    );
    expect(failed.status).toBe(503);
    expect(shownForm(failed).formError).toBe(
      "The CV could not be saved: the server's storage cannot be written to. Please tell the site's administrator.",
    );
    expect(shownForm(failed).values).toMatchObject({ fullName: "Amina Khan", storedCv: "" });
    expect(await db().select().from(heldCvs)).toEqual([]);
    expect(await db().select().from(jobSeekers)).toEqual([]);
    expect(await cvFiles()).toEqual([]);
  });
});

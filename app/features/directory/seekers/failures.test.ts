import { describe, expect, it } from "vitest";
import { businesses, directoryDrafts, heldCvs, jobSeekers, outbox } from "#app/lib/db/schema";
import { answer } from "#tests/support/actions";
import {
  ADMIN,
  pdfCv as cv,
  cvFiles,
  insertSeeker,
  OWNER,
  validSeeker as seeker,
  setupDirectoryTest,
  shownForm,
} from "#tests/support/directory";
import * as adminRoute from "../routes/admin-directory";
import { releaseExpiredCvs } from "./cv-files.server";
import { SEEKER_MESSAGES } from "./messages";
import * as seekerEditRoute from "./routes/seeker-edit";
import * as seekerNewRoute from "./routes/seeker-new";

/**
 * The failure messages of decision 0121: when the database cannot store or read, the user sees the
 * message with everything typed kept (503), never the error page; nothing half-done is left.
 */

const DISK_FULL = "could not extend file: No space left on device";

const { answerWhileBroken, db, ids, post } = setupDirectoryTest(
  { admin: ADMIN, owner: OWNER },
  { emptied: [businesses, jobSeekers, directoryDrafts, heldCvs, outbox] },
);

/** The owner sends the new-profile form (a complete one unless said otherwise). */
const sendProfile = (fields: Record<string, string | string[] | File> = seeker()) =>
  seekerNewRoute.action(post("/directory/job-seekers/new", fields, "owner"));

describe("job seekers (decision 0121)", () => {
  it("answers 'Failed to submit profile. Please try again.' keeping the form and its CV for the retry", async () => {
    const failed = await answerWhileBroken("job_seekers", "writes", () => sendProfile());
    expect(failed.status).toBe(503);
    expect(shownForm(failed).formError).toBe("Failed to submit profile. Please try again.");
    expect(shownForm(failed).values).toMatchObject({
      fullName: "Amina Khan",
      storedCvName: "Amina CV.pdf",
    });
    expect(await db().select().from(jobSeekers)).toEqual([]);

    const { cv: _, ...withoutFile } = seeker();
    const retried = answer(
      await sendProfile({
        ...withoutFile,
        storedCv: String(shownForm(failed).values.storedCv),
        storedCvName: "Amina CV.pdf",
      }),
    );
    expect(retried.status).toBe(302);
    const [row] = await db().select().from(jobSeekers);
    expect(row?.cvName).toBe("Amina CV.pdf");
    expect(await cvFiles()).toEqual([row?.cvFile?.replace("cvs/", "")]);
  });

  it("answers 'Failed to upload CV. Please try again.' and leaves no file when the CV cannot be recorded", async () => {
    const before = await cvFiles();
    const failed = await answerWhileBroken("held_cvs", "writes", () => sendProfile());
    expect(failed.status).toBe(400);
    expect(shownForm(failed).errors.cv).toBe("Failed to upload CV. Please try again.");
    expect(shownForm(failed).values.storedCv).toBe("");
    expect(await cvFiles()).toEqual(before);
  });

  it("answers 'Failed to update job seeker profile' and 'Failed to delete job seeker profile'", async () => {
    const row = await insertSeeker(db(), { ownerId: ids.owner });
    const { cv: _, ...withoutFile } = seeker();
    const editPath = `/directory/job-seekers/${row.id}/edit`;
    const params = { id: String(row.id) };
    const update = await answerWhileBroken("job_seekers", "writes", async () =>
      seekerEditRoute.action(post(editPath, { ...withoutFile, cv: cv() }, "owner", params)),
    );
    expect(update.status).toBe(503);
    expect(shownForm(update).formError).toBe(SEEKER_MESSAGES.updateFailed);
    expect(shownForm(update).values.fullName).toBe("Amina Khan");

    const remove = await answerWhileBroken("job_seekers", "writes", () =>
      seekerEditRoute.action(post(editPath, { intent: "delete" }, "owner", params)),
    );
    expect(remove.status).toBe(503);
    expect(shownForm(remove).formError).toBe("Failed to delete job seeker profile");
    const admin = await answerWhileBroken("job_seekers", "writes", () =>
      adminRoute.action(
        post("/admin/directory", { intent: "delete", kind: "seeker", id: String(row.id) }, "admin"),
      ),
    );
    expect(shownForm(admin).formError).toBe(`Failed to delete job seeker profile: ${DISK_FULL}`);
    expect(await db().select().from(jobSeekers)).toHaveLength(1);
  });
});

describe("CVs of refused forms (no orphaned files)", () => {
  const refusedPicture = () =>
    new File(["<?php system($_GET['c']); ?>"], "me.png", { type: "image/png" });

  it("holds the CV of a refused form for the retry, drops it when replaced, and deletes it when the hold ends", async () => {
    const before = await cvFiles();
    const refused = answer(await sendProfile({ ...seeker(), profilePicture: refusedPicture() }));
    expect(refused.status).toBe(400);
    expect(shownForm(refused).errors.profilePicture).toBeDefined();
    const held = await cvFiles();
    expect(held).toHaveLength(before.length + 1);
    expect(await db().select().from(heldCvs)).toHaveLength(1);

    // Refused again with another CV: the first one is not needed any more.
    const again = answer(
      await sendProfile({
        ...seeker(),
        cv: cv("Amina CV v2.pdf"),
        storedCv: String(shownForm(refused).values.storedCv),
        profilePicture: refusedPicture(),
      }),
    );
    expect(again.status).toBe(400);
    expect(await cvFiles()).toHaveLength(before.length + 1);
    expect(await cvFiles()).not.toEqual(held);

    // Nobody comes back: once the hold has run out, the file goes.
    await releaseExpiredCvs(new Date(Date.now() + 25 * 3600 * 1000));
    expect(await cvFiles()).toEqual(before);
    expect(await db().select().from(heldCvs)).toEqual([]);

    // The form sent after that cannot use the deleted file: the CV must be chosen again.
    const { cv: _, ...withoutFile } = seeker();
    const late = answer(
      await sendProfile({ ...withoutFile, storedCv: String(shownForm(again).values.storedCv) }),
    );
    expect(shownForm(late).errors.cv).toBe(SEEKER_MESSAGES.cvRequired);
  });

  it("keeps a held CV that a profile took, after the hold ends", async () => {
    const sent = answer(await sendProfile());
    expect(sent.status).toBe(302);
    await releaseExpiredCvs(new Date(Date.now() + 25 * 3600 * 1000));
    const [row] = await db().select().from(jobSeekers);
    expect(await cvFiles()).toContain(row?.cvFile?.replace("cvs/", ""));
  });
});

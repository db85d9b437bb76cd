import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as dashboard from "#app/features/accounts/routes/dashboard";
import * as signup from "#app/features/accounts/routes/signup";
import * as adminHome from "#app/features/admin/routes/admin-home";
import { auditLog, businesses, directoryDrafts, jobSeekers, users } from "#app/lib/db/schema";
import { readPrivateFile } from "#app/lib/uploads/private-files.server";
import { answer, thrown } from "#tests/support/actions";
import { cookieFrom, createAccount } from "#tests/support/auth";
import { rowsWhere } from "#tests/support/database";
import {
  file,
  fixture,
  setupJobSeekerTest,
  shownForm,
  validSeeker as valid,
} from "#tests/support/directory";
import { queuedEmails } from "#tests/support/outbox";
import * as adminRoute from "../routes/admin-directory";
import { SEEKER_MESSAGES } from "./messages";
import * as editRoute from "./routes/seeker-edit";
import * as newRoute from "./routes/seeker-new";

const { db, cookies, post, get, register, storedSeeker } = setupJobSeekerTest(newRoute.action);

type Who = keyof typeof cookies | "anonymous";

describe("registering as a job seeker", () => {
  it("stores a signed-in user's profile as pending, with the CV private, and tells the admins", async () => {
    const sent = answer(await register("seeker"));
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/dashboard");
    const row = await storedSeeker();
    expect(row).toMatchObject({
      fullName: "Amina Khan",
      status: "pending",
      skills: ["Teaching", "Childcare", "Arabic", "Administration", "Tajweed"],
      availability: ["Part-time", "Weekends only"],
      desiredPosition: "Open to opportunities",
      education: "Not provided",
      languages: "English",
      expectedSalary: "Negotiable",
      personalStatement: "Not provided",
      cvType: "application/pdf",
      cvName: "Amina CV.pdf",
    });
    expect(row.cvFile).toMatch(/^cvs\/[0-9a-f-]{36}\.pdf$/);
    const [notice] = await queuedEmails(db(), "directory-review-needed");
    expect(notice?.toAddress).toBe("aisha@example.org");
    expect(notice?.text).toContain("Job seeker: Amina Khan");
    const page = answer(await dashboard.loader(get("/dashboard", "seeker")));
    expect(page.data?.seekers).toMatchObject([{ fullName: "Amina Khan", status: "pending" }]);
  });

  it("shows every §5 message next to its field and keeps what was typed", async () => {
    const empty = answer(await register("seeker", {}));
    expect(empty.status).toBe(400);
    expect(shownForm(empty)).toMatchObject({
      errors: {
        fullName: "Full name is required",
        email: "Email is required",
        phone: "Phone number is required",
        location: "Location/Area is required",
        gender: "Gender is required",
        experience: "Experience level is required",
        availability: "Please select at least one availability option",
        skills: "Please select at least one skill",
        cv: "CV upload is required",
      },
      formError: "Please fill in all required fields",
    });
    const wrong = answer(await register("seeker", { ...valid(), email: "amina-at-example" }));
    expect(shownForm(wrong)).toMatchObject({
      errors: { email: "Email is invalid" },
      values: { fullName: "Amina Khan", customSkills: "Tajweed, Teaching" },
    });
    expect(await db().select().from(jobSeekers)).toEqual([]);
  });

  it("keeps an uploaded CV across a validation error, by a signed reference only", async () => {
    const first = answer(await register("seeker", { ...valid(), phone: "" }));
    const values = shownForm(first).values as { storedCv: string; storedCvName: string };
    expect(values.storedCv).toMatch(/^cvs\/.+\.pdf\..+/);
    expect(values.storedCvName).toBe("Amina CV.pdf");
    const { cv: _cv, ...withoutFile } = valid();
    const again = answer(
      await register("seeker", {
        ...withoutFile,
        storedCv: values.storedCv,
        storedCvName: values.storedCvName,
      }),
    );
    expect(again.data).toBeUndefined();
    expect(again.status).toBe(302);
    expect((await storedSeeker()).cvType).toBe("application/pdf");

    await db().delete(jobSeekers);
    const forged = answer(
      await register("seeker", { ...withoutFile, storedCv: "cvs/someone-else.pdf.AAAA" }),
    );
    expect(shownForm(forged)).toMatchObject({ errors: { cv: "CV upload is required" } });
  });

  it.each([
    [
      "a PHP file renamed .pdf",
      () => file("<?php system($_GET['c']); ?>", "cv.pdf", "application/pdf"),
    ],
    [
      "a zip named .docx",
      () =>
        file(
          fixture("not-word.docx"),
          "cv.docx",
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ),
    ],
    [
      "a polyglot PDF that runs JavaScript",
      () =>
        file(
          Buffer.concat([
            fixture("cv.pdf"),
            Buffer.from("<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>"),
          ]),
          "cv.pdf",
          "application/pdf",
        ),
    ],
    [
      "an HTML page named .pdf",
      () => file("<!doctype html><script>alert(1)</script>", "cv.pdf", "application/pdf"),
    ],
    [
      "an SVG with script",
      () =>
        file(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          "cv.svg",
          "image/svg+xml",
        ),
    ],
  ])("refuses %s as a CV, by its content", async (_label, make) => {
    const refused = answer(await register("seeker", { ...valid(), cv: make() }));
    expect(refused.status).toBe(400);
    expect(shownForm(refused)).toMatchObject({ errors: { cv: SEEKER_MESSAGES.cvType } });
    expect(await db().select().from(jobSeekers)).toEqual([]);
  });

  it("refuses an 11 MB CV and a profile picture over 5MB or of the wrong type", async () => {
    const big = file(new Uint8Array(11 * 1024 * 1024), "cv.pdf", "application/pdf");
    const tooBig = answer(await register("seeker", { ...valid(), cv: big }));
    expect(shownForm(tooBig)).toMatchObject({
      errors: { cv: "File size too large. Maximum size is 10MB." },
    });
    const hugePicture = file(new Uint8Array(6 * 1024 * 1024), "me.png", "image/png");
    const picture = answer(await register("seeker", { ...valid(), profilePicture: hugePicture }));
    expect(shownForm(picture)).toMatchObject({
      errors: { profilePicture: SEEKER_MESSAGES.pictureSize },
    });
    const php = file("<?php echo 1; ?>", "me.png", "image/png");
    const disguised = answer(await register("seeker", { ...valid(), profilePicture: php }));
    expect(shownForm(disguised)).toMatchObject({
      errors: { profilePicture: SEEKER_MESSAGES.pictureType },
    });
  });

  it("accepts a GIF profile picture (re-encoded) and a Word CV", async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
      .gif()
      .toBuffer();
    const docx = file(fixture("cv.docx"), "cv.docx", "application/octet-stream");
    answer(
      await register("seeker", {
        ...valid(),
        cv: docx,
        profilePicture: file(gif, "me.gif", "image/gif"),
      }),
    );
    const row = await storedSeeker();
    expect(row.profilePicture).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(row.cvType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
  });
});

describe("registering while signed out", () => {
  it("keeps the profile as a draft, then submits it when the visitor signs up", async () => {
    const saved = answer(await register("anonymous"));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/signup?redirectTo=%2Fdashboard");
    expect(await db().select().from(jobSeekers)).toEqual([]);
    const browser = cookieFrom(saved.headers);
    expect(browser).toContain("wic_directory_draft=");

    const account = answer(
      await signup.action(
        post(
          "/signup",
          {
            name: "Sara Ahmed",
            email: "sara@example.org",
            password: "correct horse battery",
            confirmPassword: "correct horse battery",
            redirectTo: "/dashboard",
          },
          { cookie: browser },
        ),
      ),
    );
    expect(account.headers.get("location")).toBe("/dashboard");
    const [sara] = await db().select().from(users).where(eq(users.email, "sara@example.org"));
    const row = await storedSeeker();
    expect(row).toMatchObject({ fullName: "Amina Khan", status: "pending", ownerId: sara?.id });
    expect(await db().select().from(directoryDrafts)).toEqual([]);
    const toastCookie = cookieFrom(account.headers);
    expect(toastCookie).toContain("wic_toast=");
  });
});

describe("a signed-out visitor's replaced draft", () => {
  it("takes its CV with it; the new draft's CV stays", async () => {
    const first = answer(await register("anonymous"));
    const browser = { cookie: cookieFrom(first.headers) };
    const [firstDraft] = await db().select().from(directoryDrafts);
    const firstCv = String(firstDraft?.payload.cvFile);
    expect(await readPrivateFile(firstCv)).not.toBeNull();
    answer(await newRoute.action(post("/directory/job-seekers/new", valid(), browser)));
    const drafts = await db().select().from(directoryDrafts);
    expect(drafts).toHaveLength(1);
    expect(await readPrivateFile(firstCv)).toBeNull();
    expect(await readPrivateFile(String(drafts[0]?.payload.cvFile))).not.toBeNull();
  });
});

describe("deleting an account", () => {
  it("deletes the user's profiles, their CVs and businesses with it", async () => {
    const leaving = await createAccount(db(), {
      name: "Leila Leaving",
      email: "leila@example.org",
    });
    const as = { cookie: leaving.cookie };
    answer(await newRoute.action(post("/directory/job-seekers/new", valid(), as)));
    const profile = await storedSeeker();
    const [leila] = await db().select().from(users).where(eq(users.email, "leila@example.org"));
    await db().insert(businesses).values({
      name: "Leila Lettings",
      primaryCategory: "Property",
      address: "WD17 1AA, 1 Station Road",
      postcode: "WD17 1AA",
      status: "approved",
      ownerId: leila?.id,
    });
    const wrongPassword = answer(
      await dashboard.action(
        post("/dashboard", { intent: "delete-account", password: "not it", confirm: "DELETE" }, as),
      ),
    );
    expect(wrongPassword.status).toBe(400);
    expect(await db().select().from(jobSeekers)).toHaveLength(1);

    const gone = answer(
      await dashboard.action(
        post(
          "/dashboard",
          { intent: "delete-account", password: leaving.password, confirm: "DELETE" },
          as,
        ),
      ),
    );
    expect(gone.status).toBe(302);
    expect(await db().select().from(jobSeekers)).toEqual([]);
    expect(
      await db().select().from(businesses).where(eq(businesses.name, "Leila Lettings")),
    ).toEqual([]);
    expect(await readPrivateFile(profile.cvFile ?? "")).toBeNull();
    expect(
      await db().select().from(businesses).where(eq(businesses.name, "Al-Noor Bakery")),
    ).toHaveLength(1);
  });
});

describe("admin review of job seekers", () => {
  const review = (fields: Record<string, string>, who: Who = "admin") =>
    adminRoute.action(post("/admin/directory", { kind: "seeker", ...fields }, who));

  it("approves and denies with a note, emails the owner, audits, and counts pending ones", async () => {
    await register("seeker");
    const { id } = await storedSeeker();
    const home = await adminHome.loader(get("/admin", "admin"));
    expect(home.items).toContainEqual({
      text: "1 job seeker awaiting review",
      href: "/admin/directory?status=pending",
      kind: "todo",
    });

    const noNote = answer(await review({ id: String(id), intent: "deny", note: " " }));
    expect(shownForm(noNote)).toMatchObject({
      errors: { note: "Please provide a reason for denial" },
    });
    answer(await review({ id: String(id), intent: "deny", note: "Please add your phone" }));
    expect(await storedSeeker()).toMatchObject({
      status: "denied",
      adminNote: "Please add your phone",
    });
    const [denied] = await queuedEmails(db(), "directory-seeker-denied");
    expect(denied?.toAddress).toBe("amina@example.org");
    expect(denied?.text).toContain("Please add your phone");

    // The owner edits and resubmits: pending again, the note cleared.
    const { cv: _cv, ...noFile } = valid();
    const resubmitted = answer(
      await editRoute.action(
        post(`/directory/job-seekers/${id}/edit`, noFile, "seeker", { id: String(id) }),
      ),
    );
    expect(resubmitted.status).toBe(302);
    expect(await storedSeeker()).toMatchObject({ status: "pending", adminNote: null });

    answer(await review({ id: String(id), intent: "approve" }));
    expect((await storedSeeker()).status).toBe("approved");
    const audits = await rowsWhere(db(), auditLog, eq(auditLog.target, `job-seeker:${id}`));
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      "job-seeker.approve",
      "job-seeker.deny",
    ]);
  });

  it("answers 403 to a user approving, and to another user editing or deleting", async () => {
    await register("seeker");
    const { id } = await storedSeeker();
    const approving = answer(
      (await thrown(() => review({ id: String(id), intent: "approve" }, "user"))) as never,
    );
    expect(approving.status).toBe(403);
    for (const fields of [valid(), { intent: "delete" }]) {
      const refused = answer(
        (await thrown(() =>
          editRoute.action(
            post(`/directory/job-seekers/${id}/edit`, fields, "user", { id: String(id) }),
          ),
        )) as never,
      );
      expect(refused.status).toBe(403);
    }
    expect(await storedSeeker()).toMatchObject({ status: "pending", fullName: "Amina Khan" });
  });
});

import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { backupDirectory } from "#app/features/backups/index.server";
import { archiveName } from "#app/features/backups/rules";
import { FEATURES } from "#app/features.server";
import { resetEnv } from "#app/lib/config/env.server";
import {
  businesses,
  competitionEditions,
  competitionRegistrations,
  directoryDrafts,
  donationFunds,
  donationPayments,
  donations,
  giftAidClaims,
  giftAidDeclarations,
  jobSeekers,
  outbox,
  payments,
  rateLimits,
  sessions,
  submissions,
  summerChildren,
  summerOpeningNotices,
  summerProgrammes,
  summerRegistrations,
  summerSeasons,
  summerSessions,
  users,
  verifications,
} from "#app/lib/db/schema";
import { retentionCutoff } from "#app/lib/privacy/retention";
import { readUpload } from "#app/lib/uploads/images.server";
import { privateFileExists, storePrivateFile } from "#app/lib/uploads/private-files.server";
import { rowById, rowsWhere, setupTestDatabase } from "#tests/support/database";
import { insertBusiness, insertSeeker } from "#tests/support/directory";
import { storeTestImage } from "#tests/support/uploads";
import { lastRetentionRun, previewRetention, runRetention } from "./retention.server";

const { db } = setupTestDatabase();

/** A registration's parent once anonymised. */
const ANONYMISED_PARENT = { parentName: "Anonymised", parentEmail: "", parentPhone: "" };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The frozen clock: every rule is run "at" an instant given to it, never at the real time. */
const NOW = new Date("2026-11-20T10:00:00Z");
const justInside = (cutoff: Date) => new Date(cutoff.getTime() + MINUTE);
const justPast = (cutoff: Date) => new Date(cutoff.getTime() - MINUTE);

describe("directory drafts (7 days)", () => {
  it("deletes a draft saved just over 7 days ago, with its CV, and keeps a newer one", async () => {
    const cutoff = retentionCutoff({ days: 7 }, NOW);
    const cv = await storePrivateFile("cvs", new Uint8Array([37, 80, 68, 70]), "pdf");
    const [kept, expired] = await db()
      .insert(directoryDrafts)
      .values([
        { browserKey: "a", kind: "business", payload: {}, createdAt: justInside(cutoff) },
        {
          browserKey: "b",
          kind: "job_seeker",
          payload: { cvFile: cv },
          createdAt: justPast(cutoff),
        },
      ])
      .returning();
    const run = await runRetention(FEATURES, NOW);
    expect(run.counts.directoryDrafts).toBe(1);
    const left = await db().select({ id: directoryDrafts.id }).from(directoryDrafts);
    expect(left.map((row) => row.id)).toContain(kept?.id);
    expect(left.map((row) => row.id)).not.toContain(expired?.id);
    expect(await privateFileExists(cv)).toBe(false);
  });
});

describe("job-seeker profiles (12 months, warned 30 days before)", () => {
  const warningsTo = async (email: string) =>
    (await rowsWhere(db(), outbox, eq(outbox.toAddress, email))).filter(
      (row) => row.template === "directory-seeker-expiry",
    );

  it("warns once 30 days before, deletes with the CV and picture after the period, and an update starts again", async () => {
    const cv = await storePrivateFile("cvs", new Uint8Array([37, 80, 68, 70]), "pdf");
    const updatedAt = new Date("2025-06-01T09:00:00Z");
    const picture = await storeTestImage("#2e7d32", { storedAt: updatedAt });
    const seeker = await insertSeeker(db(), {
      email: "old.seeker@example.org",
      fullName: "Old Seeker",
      cvFile: cv,
      cvName: "cv.pdf",
      cvType: "application/pdf",
      profilePicture: picture,
      updatedAt,
    });
    const fresh = await insertSeeker(db(), { email: "fresh@example.org", updatedAt: NOW });
    // 11 months on: more than 30 days before the period ends, nothing to say.
    await runRetention(FEATURES, new Date("2026-04-25T09:00:00Z"));
    expect(await warningsTo("old.seeker@example.org")).toHaveLength(0);

    // 30 days before the year is up: warned, once, even when the job runs again.
    const warnDay = new Date("2026-05-02T09:01:00Z");
    const first = await runRetention(FEATURES, warnDay);
    expect(first.seekerWarnings).toBeGreaterThanOrEqual(1);
    await runRetention(FEATURES, new Date(warnDay.getTime() + DAY));
    const warnings = await warningsTo("old.seeker@example.org");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.subject).toContain("Monday 1 June 2026");
    expect(warnings[0]?.text).toContain("update your profile");

    // A minute before the 12 months and the 30 days are up: still there.
    await runRetention(FEATURES, new Date("2026-06-01T08:59:00Z"));
    expect(await rowsWhere(db(), jobSeekers, eq(jobSeekers.id, seeker.id))).toHaveLength(1);
    expect(await readUpload(picture)).not.toBeNull();
    // Past both: deleted with its CV and its public picture; the up-to-date profile stays.
    const run = await runRetention(FEATURES, new Date("2026-06-01T09:02:00Z"));
    expect(run.counts.jobSeekers).toBe(1);
    expect(run.counts.unusedImages).toBe(1);
    expect(await rowsWhere(db(), jobSeekers, eq(jobSeekers.id, seeker.id))).toHaveLength(0);
    expect(await privateFileExists(cv)).toBe(false);
    expect(await readUpload(picture)).toBeNull();
    expect(await rowsWhere(db(), jobSeekers, eq(jobSeekers.id, fresh.id))).toHaveLength(1);
  });

  it("updating the profile after the warning keeps it, and a later warning is sent again", async () => {
    const seeker = await insertSeeker(db(), {
      email: "busy.seeker@example.org",
      updatedAt: new Date("2025-06-01T09:00:00Z"),
    });
    await runRetention(FEATURES, new Date("2026-05-05T09:00:00Z"));
    expect(await warningsTo("busy.seeker@example.org")).toHaveLength(1);
    // The seeker updates the profile (as the edit form does: updated_at moves on).
    await db()
      .update(jobSeekers)
      .set({ updatedAt: new Date("2026-05-10T12:00:00Z") })
      .where(eq(jobSeekers.id, seeker.id));
    await runRetention(FEATURES, new Date("2026-06-20T09:00:00Z"));
    expect(await rowsWhere(db(), jobSeekers, eq(jobSeekers.id, seeker.id))).toHaveLength(1);
    expect(await warningsTo("busy.seeker@example.org")).toHaveLength(1);
    // A year after the update, the next warning.
    await runRetention(FEATURES, new Date("2027-04-12T09:00:00Z"));
    expect(await warningsTo("busy.seeker@example.org")).toHaveLength(2);
  });

  it("sends the warning once when two servers run the job at the same moment", async () => {
    await insertSeeker(db(), {
      email: "twice.run@example.org",
      updatedAt: new Date("2025-03-01T09:00:00Z"),
    });
    const now = new Date("2026-02-10T09:00:00Z");
    await Promise.all([
      runRetention(FEATURES, now),
      runRetention(FEATURES, now),
      runRetention(FEATURES, now),
    ]);
    expect(await warningsTo("twice.run@example.org")).toHaveLength(1);
  });

  it("never deletes a profile whose owner was not warned 30 days before", async () => {
    const seeker = await insertSeeker(db(), {
      email: "never.warned@example.org",
      updatedAt: new Date("2020-01-01T00:00:00Z"),
    });
    const now = new Date("2026-07-01T09:00:00Z");
    const run = await runRetention(FEATURES, now);
    expect(await rowsWhere(db(), jobSeekers, eq(jobSeekers.id, seeker.id))).toHaveLength(1);
    expect(run.seekerWarnings).toBeGreaterThanOrEqual(1);
    const warnings = await warningsTo("never.warned@example.org");
    expect(warnings[0]?.subject).toContain("Friday 31 July 2026");
    await runRetention(FEATURES, new Date(now.getTime() + 30 * DAY + MINUTE));
    expect(await rowsWhere(db(), jobSeekers, eq(jobSeekers.id, seeker.id))).toHaveLength(0);
  });
});

describe("form submissions", () => {
  it("deletes counselling requests 12 months after handled, other forms after 24", async () => {
    const twelve = retentionCutoff({ months: 12 }, NOW);
    const twentyFour = retentionCutoff({ months: 24 }, NOW);
    const old = new Date("2020-01-01T00:00:00Z");
    /** A submission that arrived long ago, handled at `handledAt`. */
    const handled = (kind: string, n: string, handledAt: Date) => ({
      kind,
      payload: { n },
      status: "handled" as const,
      createdAt: old,
      handledAt,
    });
    const rows = await db()
      .insert(submissions)
      .values([
        handled("advice-and-counselling", "kept", justInside(twelve)),
        handled("advice-and-counselling", "gone", justPast(twelve)),
        handled("enrolment", "kept", justInside(twentyFour)),
        handled("enrolment", "gone", justPast(twentyFour)),
        { kind: "contact", payload: { n: "gone" }, createdAt: justPast(twentyFour) },
        { kind: "contact", payload: { n: "kept" }, createdAt: justInside(twentyFour) },
        // Handled within 12 months of arriving long ago: the clock starts when handled.
        handled("contact", "kept", justPast(twelve)),
      ])
      .returning();
    const preview = await previewRetention(FEATURES, NOW);
    expect(preview.details.formSubmissions).toEqual(["contact (1)", "enrolment (1)"]);
    const run = await runRetention(FEATURES, NOW);
    expect(run.counts.counselling).toBe(1);
    expect(run.counts.formSubmissions).toBe(2);
    const left = await rowsWhere(
      db(),
      submissions,
      inArray(
        submissions.id,
        rows.map((row) => row.id),
      ),
    );
    expect(left.map((row) => row.payload.n)).toEqual(["kept", "kept", "kept", "kept"]);
  });
});

describe("summer registrations (24 months after the season)", () => {
  it("anonymises parents and children the day after, keeping the amounts and the payment", async () => {
    const [season] = await db()
      .insert(summerSeasons)
      .values({ title: "Summer 2024", status: "archived" })
      .returning();
    if (!season) throw new Error("no season");
    const [programme] = await db()
      .insert(summerProgrammes)
      .values({
        seasonId: season.id,
        key: "f5",
        name: "F5",
        short: "F5",
        minAge: 5,
        maxAge: 11,
        ratePence: 1500,
      })
      .returning();
    if (!programme) throw new Error("no programme");
    await db()
      .insert(summerSessions)
      .values([
        { programmeId: programme.id, date: "2024-08-03" },
        { programmeId: programme.id, date: "2024-08-24" },
      ]);
    await db()
      .insert(summerOpeningNotices)
      .values({ seasonId: season.id, email: "notify@example.org" });
    const [registration] = await db()
      .insert(summerRegistrations)
      .values({
        seasonId: season.id,
        parentName: "Maryam Parent",
        parentEmail: "maryam@example.org",
        parentPhone: "07700 900111",
        paymentMethod: "card",
        numberOfChildren: 1,
        childrenDetails: "Zayd (7): F5 3 Aug, 24 Aug",
        earlyStart: false,
        lateFinish: false,
        subtotalPence: 3000,
        fullWeekDiscountPence: 0,
        siblingDiscountPence: 0,
        couponDiscountPence: 0,
        totalPence: 3000,
        termsAccepted: true,
        registrationDate: "2024-07-01",
        status: "Paid",
        pricing: { grandTotal: 3000, children: [{ name: "Zayd", subtotal: 3000 }] },
        paidAt: new Date("2024-07-01T10:00:00Z"),
      })
      .returning();
    if (!registration) throw new Error("no registration");
    await db().insert(summerChildren).values({
      registrationId: registration.id,
      position: 0,
      name: "Zayd",
      age: 7,
      programmes: [],
    });
    await db().insert(payments).values({
      stripeSessionId: "cs_test_retention",
      purpose: "summer",
      reference: registration.id,
      amountPence: 3000,
      status: "paid",
    });

    // 24 August 2026, the last session's date two years on: kept.
    const lastDay = new Date("2026-08-24T22:59:00Z");
    expect((await previewRetention(FEATURES, lastDay)).counts.summerRegistrations).toBe(0);
    await runRetention(FEATURES, lastDay);
    const before = await rowById(db(), summerRegistrations, registration.id);
    expect(before?.parentName).toBe("Maryam Parent");

    // 25 August 2026 (00:01 UK time): anonymised.
    const run = await runRetention(FEATURES, new Date("2026-08-24T23:01:00Z"));
    expect(run.counts.summerRegistrations).toBeGreaterThanOrEqual(1);
    const after = await rowById(db(), summerRegistrations, registration.id);
    expect(after).toMatchObject({
      ...ANONYMISED_PARENT,
      childrenDetails: "",
      totalPence: 3000,
      subtotalPence: 3000,
      status: "Paid",
      pricing: { grandTotal: 3000, children: [{ name: "Child 1", subtotal: 3000 }] },
    });
    expect(after?.anonymisedAt).toBeInstanceOf(Date);
    const children = await rowsWhere(
      db(),
      summerChildren,
      eq(summerChildren.registrationId, registration.id),
    );
    expect(children.map((child) => [child.name, child.age])).toEqual([["Child 1", 7]]);
    const [payment] = await rowsWhere(db(), payments, eq(payments.reference, registration.id));
    expect(payment).toMatchObject({ amountPence: 3000, status: "paid" });
    expect(
      await rowsWhere(db(), summerOpeningNotices, eq(summerOpeningNotices.seasonId, season.id)),
    ).toHaveLength(0);
    // Once: a second run finds nothing more to do for it.
    expect(
      (await previewRetention(FEATURES, new Date("2026-08-25T12:00:00Z"))).counts
        .summerRegistrations,
    ).toBe(0);
  });
});

describe("competition registrations (24 months after the competition day)", () => {
  it("anonymises the participant and parent, keeping scores and payment", async () => {
    const [edition] = await db()
      .insert(competitionEditions)
      .values({
        year: 2019,
        title: "Winter Qur'an Competition 2019",
        eventDate: "2019-12-14",
        venue: "Watford",
        feePence: 1000,
        registrationClosesAt: new Date("2019-12-01T00:00:00Z"),
        status: "archived",
      })
      .returning();
    if (!edition) throw new Error("no edition");
    const [entry] = await db()
      .insert(competitionRegistrations)
      .values({
        parentName: "Khadija Parent",
        parentEmail: "khadija@example.org",
        parentPhone: "07700 900333",
        registeringAs: "child",
        childName: "Ibrahim",
        participantKey: "ibrahim|khadija@example.org",
        editionId: edition.id,
        age: 9,
        postcode: "WD24 5ER",
        gender: "Male",
        category: 1,
        group: "A",
        registrationDate: "2019-11-01",
        status: "Paid",
        scores: [8, 9, 7],
      })
      .returning();
    if (!entry) throw new Error("no entry");
    expect(
      (await runRetention(FEATURES, new Date("2021-12-14T12:00:00Z"))).counts
        .competitionRegistrations,
    ).toBe(0);
    const run = await runRetention(FEATURES, new Date("2021-12-15T12:00:00Z"));
    expect(run.counts.competitionRegistrations).toBe(1);
    const after = await rowById(db(), competitionRegistrations, entry.id);
    expect(after).toMatchObject({
      ...ANONYMISED_PARENT,
      childName: "Anonymised",
      postcode: "",
      participantKey: `anonymised:${entry.id}`,
      age: 9,
      status: "Paid",
      scores: [8, 9, 7],
    });
  });
});

describe("donations and Gift Aid declarations (6 years after the last claim)", () => {
  it("removes the donor's name, email and address 6 years after the claim, keeping amounts; a running monthly gift is kept", async () => {
    const [fund] = await db().select().from(donationFunds).limit(1);
    if (!fund) throw new Error("no fund");
    const cutoff = retentionCutoff({ months: 72 }, NOW);
    const declare = async (name: string) => {
      const [row] = await db()
        .insert(giftAidDeclarations)
        .values({
          firstName: name,
          lastName: "Donor",
          houseNameOrNumber: "1",
          postcode: "WD24 5ER",
          email: `${name.toLowerCase()}@example.org`,
          textVersion: "hmrc-model-2026-11",
          declaredAt: new Date("2019-01-01T12:00:00Z"),
        })
        .returning();
      return row?.id ?? "";
    };
    const give = async (name: string, status: "paid" | "active", declarationId: string) => {
      const [row] = await db()
        .insert(donations)
        .values({
          fundId: fund.id,
          fundName: fund.name,
          frequency: status === "active" ? "monthly" : "one-off",
          amountPence: 2500,
          firstName: name,
          lastName: "Donor",
          email: `${name.toLowerCase()}@example.org`,
          giftAidDeclarationId: declarationId,
          status,
          manageToken: `retention-${name}`,
          createdAt: new Date("2019-01-01T12:00:00Z"),
        })
        .returning();
      return row?.id ?? "";
    };
    // Paid long ago, claimed just past the cutoff: due. Claimed just inside: kept.
    const [claimedLongAgo, claimedRecently] = await db()
      .insert(giftAidClaims)
      .values([
        {
          periodFrom: "2019-01-01",
          periodTo: "2019-01-31",
          paymentCount: 1,
          totalPence: 2500,
          createdBy: "a",
          createdAt: justPast(cutoff),
        },
        {
          periodFrom: "2019-01-01",
          periodTo: "2019-01-31",
          paymentCount: 1,
          totalPence: 2500,
          createdBy: "a",
          createdAt: justInside(cutoff),
        },
      ])
      .returning();
    const due = await give("Old", "paid", await declare("Old"));
    const kept = await give("Recent", "paid", await declare("Recent"));
    const running = await give("Monthly", "active", await declare("Monthly"));
    // Claimed long ago, refunded, and adjusted for in the recent claim: its period runs from that.
    const adjusted = await give("Adjusted", "paid", await declare("Adjusted"));
    const paidAt = new Date("2019-01-02T12:00:00Z");
    await db()
      .insert(donationPayments)
      .values([
        {
          donationId: due,
          amountPence: 2500,
          status: "paid",
          giftAid: true,
          paidAt,
          giftAidClaimId: claimedLongAgo?.id,
        },
        {
          donationId: kept,
          amountPence: 2500,
          status: "paid",
          giftAid: true,
          paidAt,
          giftAidClaimId: claimedRecently?.id,
        },
        { donationId: running, amountPence: 2500, status: "paid", giftAid: true, paidAt },
        {
          donationId: adjusted,
          amountPence: 2500,
          status: "refunded",
          giftAid: true,
          paidAt,
          giftAidClaimId: claimedLongAgo?.id,
          giftAidAdjustedInClaimId: claimedRecently?.id,
        },
      ]);

    // The donation and its declaration (its address) go; the other two stay as they were.
    expect((await previewRetention(FEATURES, NOW)).counts.donations).toBe(2);
    expect((await runRetention(FEATURES, NOW)).counts.donations).toBe(2);
    const rows = await rowsWhere(
      db(),
      donations,
      inArray(donations.id, [due, kept, running, adjusted]),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(due)).toMatchObject({
      firstName: "Anonymised",
      lastName: "",
      email: "",
      manageToken: `anonymised:${due}`,
      giftAidDeclarationId: null,
      amountPence: 2500,
      status: "paid",
    });
    expect(byId.get(kept)).toMatchObject({ firstName: "Recent", anonymisedAt: null });
    expect(byId.get(running)).toMatchObject({ firstName: "Monthly", anonymisedAt: null });
    expect(byId.get(adjusted)).toMatchObject({ firstName: "Adjusted", anonymisedAt: null });
    const addresses = await db()
      .select({ firstName: giftAidDeclarations.firstName })
      .from(giftAidDeclarations);
    expect(addresses.map((row) => row.firstName).sort()).toEqual(["Adjusted", "Monthly", "Recent"]);
    const [claimed] = await rowsWhere(db(), donationPayments, eq(donationPayments.donationId, due));
    expect(claimed).toMatchObject({
      amountPence: 2500,
      giftAid: true,
      giftAidClaimId: claimedLongAgo?.id,
    });
    expect((await previewRetention(FEATURES, NOW)).counts.donations).toBe(0);
  });
});

describe("outbox email bodies (90 days)", () => {
  it("blanks the body, subject and address after 90 days and keeps the row's metadata", async () => {
    const cutoff = retentionCutoff({ days: 90 }, NOW);
    const email = (sentAt: Date, status: "sent" | "queued" = "sent") => ({
      template: "contact-confirmation",
      toAddress: "someone@example.org",
      subject: "We have received your message",
      html: "<p>Dear Someone</p>",
      text: "Dear Someone",
      status,
      sentAt,
      createdAt: sentAt,
    });
    const [kept, blanked, waiting] = await db()
      .insert(outbox)
      .values([
        email(justInside(cutoff)),
        email(justPast(cutoff)),
        email(justPast(cutoff), "queued"),
      ])
      .returning();
    await runRetention(FEATURES, NOW);
    const rows = await db()
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [kept?.id ?? 0, blanked?.id ?? 0, waiting?.id ?? 0]))
      .orderBy(outbox.id);
    expect(rows.map((row) => row.html)).toEqual(["<p>Dear Someone</p>", "", "<p>Dear Someone</p>"]);
    expect(rows[1]).toMatchObject({
      template: "contact-confirmation",
      status: "sent",
      text: "",
      subject: "",
      toAddress: "",
      sentAt: blanked?.sentAt,
    });
  });
});

describe("the preview", () => {
  it("counts what the run then does, changing nothing, and the run is recorded", async () => {
    const now = new Date("2030-01-01T12:00:00Z");
    await db()
      .insert(submissions)
      .values({ kind: "contact", payload: {}, createdAt: new Date("2027-01-01T00:00:00Z") });
    await db()
      .insert(directoryDrafts)
      .values({
        browserKey: "z",
        kind: "business",
        payload: {},
        createdAt: new Date("2029-12-01T00:00:00Z"),
      });
    const preview = await previewRetention(FEATURES, now);
    expect(await previewRetention(FEATURES, now)).toEqual(preview);
    expect(preview.counts.formSubmissions).toBeGreaterThanOrEqual(1);
    expect(preview.counts.directoryDrafts).toBeGreaterThanOrEqual(1);
    const run = await runRetention(FEATURES, now);
    expect(run.counts).toEqual(preview.counts);
    expect(run.seekerWarnings).toBe(preview.seekerWarnings);
    expect(run.failed).toEqual([]);
    expect(await lastRetentionRun()).toEqual(run);
    const after = await previewRetention(FEATURES, now);
    expect(Object.values(after.counts).every((count) => count === 0)).toBe(true);
  });
});

describe("declined listings (30 days)", () => {
  it("deletes a business and a profile declined over 30 days ago, with the CV; keeps newer and sent-back ones", async () => {
    const cutoff = retentionCutoff({ days: 30 }, NOW);
    const cv = await storePrivateFile("cvs", new Uint8Array([37, 80, 68, 70]), "pdf");
    const gone = await insertBusiness(db(), { status: "denied", updatedAt: justPast(cutoff) });
    const recent = await insertBusiness(db(), { status: "denied", updatedAt: justInside(cutoff) });
    // Changed by its owner and back for review: no longer declined.
    const resent = await insertBusiness(db(), { status: "pending", updatedAt: justPast(cutoff) });
    const seeker = await insertSeeker(db(), {
      email: "declined@example.org",
      status: "denied",
      cvFile: cv,
      cvName: "cv.pdf",
      cvType: "application/pdf",
      updatedAt: justPast(cutoff),
    });
    expect((await previewRetention(FEATURES, NOW)).counts.declinedListings).toBe(2);
    expect((await runRetention(FEATURES, NOW)).counts.declinedListings).toBe(2);
    const left = await db().select({ id: businesses.id }).from(businesses);
    expect(left.map((row) => row.id)).toEqual(expect.arrayContaining([recent.id, resent.id]));
    expect(left.map((row) => row.id)).not.toContain(gone.id);
    expect(await rowsWhere(db(), jobSeekers, eq(jobSeekers.id, seeker.id))).toEqual([]);
    expect(await privateFileExists(cv)).toBe(false);
  });
});

describe("sign-ins and email links (30 days after they expired)", () => {
  it("deletes sessions and confirmation links expired over 30 days ago, with their addresses", async () => {
    const cutoff = retentionCutoff({ days: 30 }, NOW);
    await db()
      .insert(users)
      .values({ id: "retention-user", name: "R", email: "r@example.org" })
      .onConflictDoNothing();
    const session = (id: string, expiresAt: Date) => ({
      id,
      token: `token-${id}`,
      userId: "retention-user",
      expiresAt,
      ipAddress: "203.0.113.7",
      userAgent: "Firefox",
    });
    await db()
      .insert(sessions)
      .values([session("old", justPast(cutoff)), session("recent", justInside(cutoff))]);
    await db()
      .insert(verifications)
      .values([
        { id: "old-link", identifier: "r@example.org", value: "x", expiresAt: justPast(cutoff) },
        { id: "live-link", identifier: "r@example.org", value: "y", expiresAt: NOW },
      ]);
    expect((await runRetention(FEATURES, NOW)).counts.sessions).toBe(2);
    expect((await db().select({ id: sessions.id }).from(sessions)).map((row) => row.id)).toEqual([
      "recent",
    ]);
    expect(
      (await db().select({ id: verifications.id }).from(verifications)).map((row) => row.id),
    ).toEqual(["live-link"]);
  });
});

describe("rate-limit counters (1 day)", () => {
  it("deletes counters whose window started over a day ago", async () => {
    const cutoff = retentionCutoff({ days: 1 }, NOW);
    await db()
      .insert(rateLimits)
      .values([
        { key: "form:contact:203.0.113.1", windowStart: justPast(cutoff), count: 4 },
        { key: "form:contact:203.0.113.2", windowStart: justInside(cutoff), count: 1 },
      ]);
    expect((await runRetention(FEATURES, NOW)).counts.rateLimits).toBe(1);
    expect(
      (await db().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key),
    ).toEqual(["form:contact:203.0.113.2"]);
  });
});

describe("backup archives (35 days)", () => {
  it("deletes archives made over 35 days ago from both places, keeping newer ones and other files", async () => {
    const copies = mkdtempSync(path.join(tmpdir(), "wic-copies-"));
    process.env.BACKUP_COPY_DIR = copies;
    resetEnv();
    try {
      const cutoff = retentionCutoff({ days: 35 }, NOW).getTime();
      const old = archiveName(cutoff - MINUTE, "pre-upgrade");
      const kept = archiveName(cutoff + MINUTE, "daily");
      for (const directory of [backupDirectory(), copies]) {
        mkdirSync(directory, { recursive: true });
        for (const name of [old, kept, "notes.txt"]) writeFileSync(path.join(directory, name), "x");
      }
      expect((await previewRetention(FEATURES, NOW)).counts.backupArchives).toBe(2);
      expect((await runRetention(FEATURES, NOW)).counts.backupArchives).toBe(2);
      for (const directory of [backupDirectory(), copies])
        expect(readdirSync(directory).sort()).toEqual(["notes.txt", kept]);
    } finally {
      delete process.env.BACKUP_COPY_DIR;
      resetEnv();
    }
  });
});

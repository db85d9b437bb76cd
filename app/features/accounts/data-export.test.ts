import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { saveEnrolment } from "#app/features/academy/academy.server";
import { saveContactMessage } from "#app/features/contact/contact.server";
import * as businessNew from "#app/features/directory/businesses/routes/business-new";
import { saveAdviceRequest, saveInterest } from "#app/features/projects/projects.server";
import * as summerRegister from "#app/features/summer/registration/routes/register";
import { recordAudit } from "#app/lib/audit/audit.server";
import {
  accounts,
  blogPosts,
  businesses,
  categorySuggestions,
  competitionRegistrations,
  donationFunds,
  donationPayments,
  donations,
  eidBookings,
  eidPrayers,
  giftAidDeclarations,
  iftarNights,
  iftarSignups,
  iftarVolunteers,
  jobSeekers,
  newsletterSubscribers,
  outbox,
  payments,
  sessions,
  summerChildren,
  summerRegistrations,
  users,
} from "#app/lib/db/schema";
import { readUpload } from "#app/lib/uploads/images.server";
import { storePrivateFile } from "#app/lib/uploads/private-files.server";
import { answer, formRequest, getAs, requestsAs, routeArgs, thrown } from "#tests/support/actions";
import { cookieFrom, createAccount } from "#tests/support/auth";
import { rowsWhere, setupTestDatabase } from "#tests/support/database";
import { storeTestImage } from "#tests/support/uploads";
import { action as confirmEmailAction } from "./routes/confirm-email";
import { action as dashboardAction } from "./routes/dashboard";
import { loader as exportLoader } from "./routes/dashboard-export";

const { db } = setupTestDatabase();
const cvBytes = readFileSync(path.resolve("tests/fixtures/cv.pdf"));

interface Person {
  name: string;
  email: string;
  /** How they typed their address on public forms (case and spaces differ from the account's). */
  typedEmail: string;
  colour: string;
  id: string;
  cookie: string;
  businessId: number;
  registrationId: string;
  logo: string;
  picture: string;
}

const people: Record<"me" | "other", Person> = {
  me: {
    name: "Maryam Siddiqui",
    email: "maryam@example.org",
    typedEmail: " Maryam@Example.ORG",
    colour: "#0f6b4f",
  } as Person,
  other: {
    name: "Omar Farouk",
    email: "omar@example.org",
    typedEmail: "OMAR@example.org",
    colour: "#9d174d",
  } as Person,
};
let admin = { id: "", email: "aisha@example.org", cookie: "" };

/** One record of every kind for this person, made as the site makes them where that is simple. */
async function createEverything(person: Person) {
  const account = await createAccount(db(), { name: person.name, email: person.email });
  const [user] = await db().select().from(users).where(eq(users.email, person.email));
  person.id = user?.id ?? "";
  person.cookie = account.cookie;
  person.logo = await storeTestImage(person.colour, { size: 64 });
  person.picture = await storeTestImage(person.colour, { size: 48 });

  const [business] = await db()
    .insert(businesses)
    .values({
      ownerId: person.id,
      name: `${person.name} Bakery`,
      address: "WD24 5ER, 12 St Albans Road",
      postcode: "WD24 5ER",
      primaryCategory: "Food & Dining",
      logo: person.logo,
      status: "approved",
      adminNote: `Welcome ${person.name}`,
    })
    .returning();
  person.businessId = business?.id ?? 0;
  const cvFile = await storePrivateFile("cvs", cvBytes, "pdf");
  await db()
    .insert(jobSeekers)
    .values({
      ownerId: person.id,
      fullName: person.name,
      email: person.email,
      phone: "07700 900123",
      location: "Watford",
      gender: "Female",
      experience: "3-5 years",
      cvFile,
      cvName: `${person.name.split(" ")[0]} CV.pdf`,
      cvType: "application/pdf",
      profilePicture: person.picture,
    });
  await db()
    .insert(categorySuggestions)
    .values({ suggestion: `Suggested by ${person.name}`, userId: person.id });

  // A business saved in this browser and not submitted yet (kept by the draft cookie).
  const draft = await businessNew.action(
    requestsAs({ person: person.cookie }).post(
      "/directory/businesses/new",
      {
        intent: "add",
        name: `${person.name} Draft Shop`,
        primaryCategory: "Food & Dining",
        address: "WD24 5ER, 1 High Street",
      },
      "person",
    ),
  );
  person.cookie = cookieFrom(answer(draft).headers, person.cookie);
  // The summer wizard's answers so far (kept by its own cookie).
  const wizard = await summerRegister.action(
    routeArgs(
      formRequest(
        "/summer/register",
        {
          step: "2",
          intent: "next",
          parentName: person.name,
          parentPhone: "07700 900123",
          parentEmail: person.email,
        },
        // During the 2025 season (the wizard refuses every step of a closed one).
        {
          headers: {
            Cookie: `${person.cookie}; wic_test_now=${Date.parse("2025-07-01T09:00:00Z")}`,
          },
        },
      ),
    ),
  );
  person.cookie = cookieFrom(answer(wizard).headers, person.cookie);

  const [registration] = await db()
    .insert(summerRegistrations)
    .values({
      seasonId: 1,
      parentName: person.name,
      parentEmail: person.typedEmail,
      parentPhone: "07700 900123",
      paymentMethod: "Upfront",
      numberOfChildren: 1,
      childrenDetails: `${person.name} junior`,
      earlyStart: false,
      lateFinish: false,
      subtotalPence: 12000,
      fullWeekDiscountPence: 1200,
      siblingDiscountPence: 0,
      couponDiscountPence: 0,
      totalPence: 10800,
      termsAccepted: true,
      registrationDate: "2025-06-01",
      pricing: {},
    })
    .returning();
  person.registrationId = registration?.id ?? "";
  await db()
    .insert(summerChildren)
    .values({
      registrationId: person.registrationId,
      position: 0,
      name: `${person.name} junior`,
      age: 9,
      programmes: [],
    });
  const [entry] = await db()
    .insert(competitionRegistrations)
    .values({
      parentName: person.name,
      parentEmail: person.typedEmail,
      parentPhone: "07700 900123",
      registeringAs: "myself",
      participantKey: `${person.name}|${person.email}`.toLowerCase(),
      editionId: 1,
      age: 30,
      postcode: "WD24 5ER",
      gender: "Female",
      category: 1,
      group: "A",
      registrationDate: "2025-11-01",
    })
    .returning();
  await db()
    .insert(payments)
    .values([
      {
        stripeSessionId: `cs_summer_${person.id}`,
        purpose: "summer",
        reference: person.registrationId,
        amountPence: 10800,
        url: `https://checkout.example/${person.id}`,
      },
      {
        stripeSessionId: `cs_quran_${person.id}`,
        purpose: "quran-competition",
        reference: entry?.id ?? "",
        amountPence: 500,
      },
    ]);

  const [fund] = await db().select().from(donationFunds).limit(1);
  const [declaration] = await db()
    .insert(giftAidDeclarations)
    .values({
      firstName: person.name,
      lastName: "Donor",
      houseNameOrNumber: `${person.name} House`,
      postcode: "WD24 5ER",
      email: person.typedEmail,
      textVersion: "hmrc-model-2026-11",
    })
    .returning();
  const [donation] = await db()
    .insert(donations)
    .values({
      fundId: fund?.id ?? 0,
      fundName: fund?.name ?? "",
      frequency: "one-off",
      amountPence: 2500,
      firstName: person.name,
      lastName: "Donor",
      email: person.typedEmail,
      giftAidDeclarationId: declaration?.id ?? null,
      status: "paid",
      manageToken: `token-of-${person.id}-kept-secret`,
    })
    .returning();
  await db()
    .insert(donationPayments)
    .values({ donationId: donation?.id ?? "", amountPence: 2500, status: "paid", giftAid: true });
  await db()
    .insert(payments)
    .values({
      stripeSessionId: `cs_donation_${person.id}`,
      purpose: "donation",
      reference: donation?.id ?? "",
      amountPence: 2500,
      status: "paid",
    });

  const contact = { firstName: person.name, lastName: "", email: person.typedEmail };
  await saveContactMessage({ ...contact, message: `Hello from ${person.name}` });
  await saveEnrolment({
    parentName: person.name,
    parentPhone: "07700 900123",
    parentEmail: person.typedEmail,
    photoConsent: false,
    termsAccepted: true,
    learners: [{ name: `${person.name} junior`, age: 8, course: "weekend", scheduleOptions: [] }],
  });
  await saveInterest(
    { slug: "library", title: "WIC Library" },
    {
      name: person.name,
      email: person.typedEmail,
      phone: "07700 900123",
      purpose: "Sign Up",
      message: "",
    },
  );
  await saveAdviceRequest({
    name: person.name,
    email: person.typedEmail,
    phone: "07700 900123",
    gender: "Female",
    enquiryType: "Family",
    situation: `Confidential situation of ${person.name}`,
  });
  await db()
    .insert(blogPosts)
    .values({
      slug: `post-by-${person.id}`,
      title: `A post by ${person.name}`,
      excerpt: "",
      body: "Text",
      authorName: person.name,
      authorId: person.id,
    });

  const [eidJamaat] = await db()
    .insert(eidPrayers)
    .values({ eid: "fitr", hijriYear: 1448, time: "07:30", place: "Main hall", booking: true })
    .returning();
  await db()
    .insert(eidBookings)
    .values({
      prayerId: eidJamaat?.id ?? 0,
      name: person.name,
      email: person.email,
      people: 2,
      token: `eid-${person.colour}`,
    });
  await db()
    .insert(iftarNights)
    .values({ date: "2027-02-13", capacity: 120 })
    .onConflictDoNothing();
  await db()
    .insert(iftarSignups)
    .values({
      date: "2027-02-13",
      name: person.name,
      email: person.email,
      people: 3,
      token: `iftar-${person.colour}`,
    });
  await db()
    .insert(iftarVolunteers)
    .values({ date: "2027-02-13", name: person.name, task: "Serving", contact: person.email });
  await db()
    .insert(newsletterSubscribers)
    .values({
      email: person.email,
      topics: ["janazah", "events"],
      status: "confirmed",
      token: `newsletter-${person.colour}`,
    });

  // The person edits their own listing; the centre reviews it and marks the registration paid.
  await recordAudit(person, "business.edit", `business:${person.businessId}`, {
    name: business?.name,
  });
  await recordAudit(admin, "business.approve", `business:${person.businessId}`, {
    note: `Welcome ${person.name}`,
  });
  await recordAudit(admin, "summer.mark-paid", `summer_registration:${person.registrationId}`, {
    amount: 10800,
  });
}

async function download(cookie: string) {
  const response = (await exportLoader(getAs(cookie, "/dashboard/export"))) as Response;
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const json = strFromU8(files["data.json"] ?? new Uint8Array());
  return { response, files, json, data: JSON.parse(json) as Record<string, unknown[]> };
}

beforeAll(async () => {
  const { cookie } = await createAccount(db(), {
    name: "Aisha Admin",
    email: admin.email,
    role: "admin",
  });
  const [row] = await db().select().from(users).where(eq(users.email, admin.email));
  admin = { id: row?.id ?? "", email: admin.email, cookie };
  await createEverything(people.me);
  await createEverything(people.other);
});

describe("Download my data", () => {
  it("answers a ZIP of every kind of record tied to the account, its confirmed email or its browser, and nobody else's", async () => {
    const me = people.me;
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, me.id));
    const { response, files, json, data } = await download(me.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="my-wic-data.zip"',
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");

    expect(typeof data.about).toBe("string");
    expect(Date.parse(String(data.exportedAt))).not.toBeNaN();
    const counts = Object.fromEntries(
      Object.entries(data)
        .filter(([, value]) => Array.isArray(value))
        .map(([kind, rows]) => [kind, rows.length]),
    );
    expect(counts).toEqual({
      account: 1,
      staffRoles: 0,
      signInMethods: 1,
      sessions: 1,
      emails: 4, // the acknowledgements of the contact message, enrolment and two project forms
      businesses: 1,
      jobSeekerProfiles: 1,
      categorySuggestions: 1,
      directoryDrafts: 1,
      summerRegistrations: 1,
      summerChildren: 1,
      payments: 3,
      summerRegistrationDrafts: 1,
      competitionRegistrations: 1,
      academyEnrolments: 1,
      donations: 1,
      donationPayments: 1,
      giftAidDeclarations: 1,
      contactMessages: 1,
      projectForms: 2,
      blogPosts: 1,
      eidBookings: 1,
      iftarSignups: 1,
      iftarVolunteers: 1,
      newsletterSubscriptions: 1,
      auditEntries: 3,
    });
    expect(data).toMatchObject({
      account: [{ id: me.id, name: me.name, email: me.email }],
      businesses: [{ id: me.businessId, logo: `images/${me.logo}` }],
      jobSeekerProfiles: [
        {
          fullName: me.name,
          cvFile: "cvs/Maryam CV.pdf",
          cvName: "Maryam CV.pdf",
          profilePicture: `images/${me.picture}`,
        },
      ],
      categorySuggestions: [{ suggestion: `Suggested by ${me.name}` }],
      directoryDrafts: [{ kind: "business", payload: { name: `${me.name} Draft Shop` } }],
      summerRegistrations: [{ id: me.registrationId }],
      summerChildren: [{ name: `${me.name} junior` }],
      payments: [
        { purpose: "summer", amountPence: 10800 },
        { purpose: "quran-competition", amountPence: 500 },
        { purpose: "donation", amountPence: 2500 },
      ],
      donations: [{ fundName: expect.any(String), amountPence: 2500, firstName: me.name }],
      donationPayments: [{ amountPence: 2500, giftAid: true }],
      giftAidDeclarations: [{ houseNameOrNumber: `${me.name} House`, postcode: "WD24 5ER" }],
      summerRegistrationDrafts: [{ parentName: me.name }],
      competitionRegistrations: [{ parentName: me.name }],
      academyEnrolments: [{ kind: "enrolment", payload: { parentName: me.name } }],
      contactMessages: [{ kind: "contact", payload: { message: `Hello from ${me.name}` } }],
      projectForms: [
        { kind: "project-interest" },
        {
          kind: "advice-and-counselling",
          payload: { situation: `Confidential situation of ${me.name}` },
        },
      ],
      blogPosts: [{ title: `A post by ${me.name}` }],
      auditEntries: [
        { action: "business.edit", by: "you", details: { name: `${me.name} Bakery` } },
        { action: "business.approve", by: "the centre", details: { note: `Welcome ${me.name}` } },
        { action: "summer.mark-paid", target: `summer_registration:${me.registrationId}` },
      ],
    });

    // The files: the CV with the bytes uploaded, the logo and the picture as stored.
    expect(Object.keys(files).sort()).toEqual(
      ["cvs/Maryam CV.pdf", "data.json", `images/${me.logo}`, `images/${me.picture}`].sort(),
    );
    expect(Buffer.from(files["cvs/Maryam CV.pdf"] ?? [])).toEqual(cvBytes);
    expect(Buffer.from(files[`images/${me.logo}`] ?? [])).toEqual(await readUpload(me.logo));
    expect(Buffer.from(files[`images/${me.picture}`] ?? [])).toEqual(await readUpload(me.picture));

    // Nothing of the other person, of the administrator, and no secret or storage key.
    const other = people.other;
    for (const foreign of [other.name, other.email, other.id, other.registrationId, admin.email])
      expect(json.toLowerCase()).not.toContain(foreign.toLowerCase());
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, me.id));
    const [login] = await db().select().from(accounts).where(eq(accounts.userId, me.id));
    expect(session?.token).toBeTruthy();
    expect(login?.password).toBeTruthy();
    expect(json).not.toContain(session?.token);
    expect(json).not.toContain(login?.password);
    expect(json).not.toMatch(/cvs\/[0-9a-f-]{36}\.pdf/);
    expect(json).not.toContain("https://checkout.example");
    expect(json).not.toContain("kept-secret");
  });

  it("gives records found only by the email address once the user has confirmed it is theirs", async () => {
    // Anyone can sign up with Omar's address; until the account proves it owns the address, the
    // forms and registrations sent with it are not given out.
    const other = people.other;
    const before = await download(other.cookie);
    expect(before.data).toMatchObject({
      emailConfirmed: false,
      businesses: [{ id: other.businessId }],
      summerRegistrations: [],
      competitionRegistrations: [],
      donations: [],
      giftAidDeclarations: [],
      academyEnrolments: [],
      contactMessages: [],
      projectForms: [],
      emails: [],
    });
    expect(String(before.data.about)).toContain("confirm the address on your dashboard");

    const sent = answer(
      await dashboardAction(
        requestsAs({ other: other.cookie }).post(
          "/dashboard",
          { intent: "send-confirmation" },
          "other",
        ),
      ),
    );
    expect(sent.status).toBe(302);
    const [confirmation] = await rowsWhere(
      db(),
      outbox,
      and(eq(outbox.template, "confirm-email"), eq(outbox.toAddress, other.email)),
    );
    const token = confirmation?.text.match(/\/confirm-email\/([\w.-]+)/)?.[1] ?? "";
    const confirmed = answer(
      await confirmEmailAction(routeArgs(formRequest(`/confirm-email/${token}`, {}), { token })),
    );
    expect(confirmed.status).toBe(302);

    const after = await download(other.cookie);
    expect(after.data.emailConfirmed).toBe(true);
    expect(after.data.summerRegistrations).toMatchObject([{ id: other.registrationId }]);
    expect(after.data.projectForms).toHaveLength(2);
  });

  it("lists a file that is no longer stored instead of failing the download", async () => {
    const [business] = await db()
      .insert(businesses)
      .values({
        ownerId: people.me.id,
        name: "Gone Logo Ltd",
        address: "WD24 5ER, 2 High Street",
        postcode: "WD24 5ER",
        primaryCategory: "Food & Dining",
        logo: `${"f".repeat(32)}.webp`,
      })
      .returning();
    const { files, data } = await download(people.me.cookie);
    expect(data.missingFiles).toEqual([`images/${"f".repeat(32)}.webp`]);
    expect(files[`images/${"f".repeat(32)}.webp`]).toBeUndefined();
    expect(files["cvs/Maryam CV.pdf"]).toBeDefined();
    await db()
      .delete(businesses)
      .where(eq(businesses.id, business?.id ?? 0));
  });

  it("gives an administrator their own actions, without the details about other people's records", async () => {
    const { json, data } = await download(admin.cookie);
    expect(data.account).toMatchObject([{ email: admin.email }]);
    expect(data.staffRoles).toMatchObject([{ role: "administrator" }]);
    expect(data.auditEntries).toHaveLength(4);
    for (const entry of data.auditEntries ?? [])
      expect(entry).toMatchObject({ by: "you", details: null });
    for (const person of [people.me, people.other])
      expect(json.toLowerCase()).not.toContain(person.name.toLowerCase());
  });

  it("sends anonymous visitors away", async () => {
    const refused = await thrown(() =>
      exportLoader(routeArgs(new Request("http://localhost/dashboard/export"))),
    );
    expect((refused as Response).status).toBe(302);
  });
});

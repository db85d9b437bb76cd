import { describe, expect, it } from "vitest";
import { site } from "#app/lib/config/site";
import { outbox, submissions } from "#app/lib/db/schema";
import { answer, formRequest, routeArgs } from "#tests/support/actions";
import { setupTestDatabase } from "#tests/support/database";
import { action as projectRoute } from "./routes/project";
import { action as volunteerRoute } from "./routes/volunteer";

const { db } = setupTestDatabase({ emptied: [outbox, submissions] });

const contact = { name: "Amina Khan", phone: "07700 900456", email: "amina@example.org" };

async function post(slug: string, fields: Record<string, string | string[]>) {
  return answer(await projectRoute(routeArgs(formRequest(`/projects/${slug}`, fields), { slug })));
}
async function volunteer(fields: Record<string, string | string[]>) {
  return answer(await volunteerRoute(routeArgs(formRequest("/volunteer", fields))));
}
const errorsOf = (reply: { data: unknown }) => (reply.data as Reply).result.error;
const rows = () => db().select().from(submissions);
const emails = () => db().select().from(outbox).orderBy(outbox.id);
type Reply = { result: { error: Record<string, string[]> } };

describe("project forms", () => {
  it("stores a library sign-up, emails the centre and the sender, and redirects to the banner", async () => {
    const result = await post("library", {
      ...contact,
      formKind: "interest",
      purpose: "Donate Books",
      message: "I have 40 children's books.",
    });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(
      "/projects/library?action=Donate%20Books&sent=project-interest#project-form",
    );
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: "project-interest",
      payload: { project: "library", purpose: "Donate Books", ...contact },
    });
    const sent = await emails();
    expect(sent.map((e) => [e.toAddress, e.replyTo])).toEqual([
      [site.emails.contact, contact.email],
      [contact.email, site.emails.contact],
    ]);
    expect(sent[0]?.text).toContain("I have 40 children's books.");
  });

  it("asks the Quran circle for Men or Women", async () => {
    const missing = await post("quran-breakfast-circle", { ...contact, purpose: "Volunteer" });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing).gender).toEqual(["Please choose Men or Women"]);
    expect(
      (await post("quran-breakfast-circle", { ...contact, purpose: "Volunteer", gender: "Women" }))
        .status,
    ).toBe(302);
    expect((await rows())[0]?.payload).toMatchObject({ gender: "Women" });
  });

  it("refuses a tampered purpose or age category with 400 and stores nothing", async () => {
    const purpose = await post("youth-club", { ...contact, purpose: "Invest" });
    expect(purpose.status).toBe(400);
    expect(errorsOf(purpose).purpose).toEqual(["Please choose a purpose"]);
    const age = await post("wic-fc", { ...contact, ageCategory: "Over 60" });
    expect(errorsOf(age).ageCategory).toEqual(["Please choose an age category"]);
    const empty = await post("library", { purpose: "Sign Up" });
    expect(errorsOf(empty)).toMatchObject({
      name: ["Please enter your name"],
      phone: ["Please enter your phone number"],
      email: ["Please enter your email address"],
    });
    expect(await rows()).toHaveLength(0);
    expect(await emails()).toHaveLength(0);
  });

  it("stores a football sign-up", async () => {
    expect((await post("wic-fc", { ...contact, ageCategory: "Under 16" })).status).toBe(302);
    expect((await rows())[0]).toMatchObject({
      kind: "football",
      payload: { ageCategory: "Under 16" },
    });
    expect((await emails()).map((e) => e.toAddress)).toEqual([site.emails.contact, contact.email]);
  });

  const registration = {
    formKind: "elders-registration",
    name: "Haji Abdul Rahman",
    birthDay: "07",
    birthMonth: "03",
    birthYear: "1948",
    phoneNumber: "07700 900222",
    gender: "Male",
    withCarer: "Yes",
    emergencyContactName: "Sara Rahman",
  };

  it("stores an elders registration with the assembled date of birth and tells the centre only", async () => {
    const result = await post("elders", registration);
    expect(result.headers.get("Location")).toBe(
      "/projects/elders?action=Register&sent=elders-registration#project-form",
    );
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: "elders-registration",
      payload: { formType: "Registration", dateOfBirth: "07/03/1948", withCarer: "Yes" },
    });
    const sent = await emails();
    expect(sent.map((e) => e.toAddress)).toEqual([site.emails.contact]);
    expect(sent[0]?.text).toContain("07/03/1948");
  });

  it("rejects an impossible date of birth", async () => {
    const result = await post("elders", { ...registration, birthDay: "31", birthMonth: "02" });
    expect(result.status).toBe(400);
    expect(errorsOf(result).birthDay).toEqual(["Please choose a real date of birth"]);
    expect(await rows()).toHaveLength(0);
  });

  const application = {
    formKind: "elders-application",
    mode: "Sponsor",
    firstName: "Yusuf",
    lastName: "Ahmed",
    email: "yusuf@example.org",
    phoneNumber: "07700 900333",
  };

  it("stores a sponsor application and sends the applicant a copy", async () => {
    const result = await post("elders", { ...application, organization: "Ahmed & Sons" });
    expect(result.status).toBe(302);
    expect((await rows())[0]).toMatchObject({
      kind: "elders-application",
      payload: { formType: "Sponsor", organization: "Ahmed & Sons" },
    });
    const sent = await emails();
    expect(sent.map((e) => e.toAddress)).toEqual([site.emails.contact, "yusuf@example.org"]);
    expect(sent[1]?.text).toContain(
      "Sponsor application submitted successfully! We will contact you soon.",
    );
  });

  it("refuses a tampered elders mode", async () => {
    const result = await post("elders", { ...application, mode: "Trustee" });
    expect(result.status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it("keeps a counselling request's situation out of every email", async () => {
    const situation = "My private circumstances that nobody else must read.";
    const result = await post("advice-and-counselling", {
      ...contact,
      gender: "Female",
      enquiryType: "Family",
      situation,
    });
    expect(result.status).toBe(302);
    const [row] = await rows();
    expect(row).toMatchObject({ kind: "advice-and-counselling", payload: { situation } });
    const sent = await emails();
    expect(sent.map((e) => e.toAddress)).toEqual([site.emails.contact, contact.email]);
    for (const email of sent) {
      expect(email.text).not.toContain("private circumstances");
      expect(email.html).not.toContain("private circumstances");
    }
    expect(sent[0]?.text).toContain(`/admin/submissions/${row?.id}`);
    expect(sent[0]?.text).toContain("Family");
  });

  it("refuses an unknown enquiry type and a missing situation", async () => {
    const result = await post("advice-and-counselling", {
      ...contact,
      gender: "Male",
      enquiryType: "Tax",
    });
    expect(errorsOf(result)).toMatchObject({
      enquiryType: ["Please choose an enquiry type"],
      situation: ["Please describe your situation"],
    });
    expect(await rows()).toHaveLength(0);
  });
});

describe("volunteer form", () => {
  it("stores the offer with its areas and emails both sides", async () => {
    const result = await volunteer({
      ...contact,
      areas: ["Elders", "Youth Club"],
      availability: "Saturdays",
    });
    expect(result.headers.get("Location")).toBe("/volunteer?sent=volunteer#volunteer-form");
    expect((await rows())[0]).toMatchObject({
      kind: "volunteer",
      payload: { areas: ["Elders", "Youth Club"], availability: "Saturdays" },
    });
    expect((await emails()).map((e) => e.toAddress)).toEqual([site.emails.contact, contact.email]);
  });

  it("asks for at least one area and refuses unknown ones", async () => {
    const none = await volunteer(contact);
    expect(errorsOf(none).areas).toEqual(["Please choose at least one area"]);
    const bad = await volunteer({ ...contact, areas: "Treasurer" });
    expect(bad.status).toBe(400);
    // On the areas as a whole, where the form shows it (not on a hidden `areas[0]`).
    expect(errorsOf(bad)).toEqual({ areas: ["Please choose from the list"] });
    expect(await rows()).toHaveLength(0);
  });
});

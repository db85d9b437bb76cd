import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { jobSeekers } from "#app/lib/db/schema";
import { answer, routeArgs, thrown } from "#tests/support/actions";
import { ADMIN, OWNER, seedDirectoryOwnedBy, setupDirectoryTest } from "#tests/support/directory";
import { renderRoute } from "#tests/support/render";
import type { SeekerCardData } from "../cards.server";
import { SEEKER_CONTACTS_WITHHELD, SEEKER_NOT_FOUND } from "../rules";
import { SeekerCard } from "./components/seeker-card";
import { SeekerProfile } from "./components/seeker-profile";
import { cvLink } from "./cv";
import SeekerProfilePage, * as profileRoute from "./routes/seeker-profile";

const { db, cookies, ids: people } = setupDirectoryTest({ admin: ADMIN, owner: OWNER });
const ids = { approved: 0, pending: 0 };

beforeAll(async () => {
  await seedDirectoryOwnedBy(db(), people.owner);
  const [approved] = await db()
    .update(jobSeekers)
    .set({ cvFile: "private-cv-key.pdf", cvType: "application/pdf" })
    .where(eq(jobSeekers.fullName, "Yusuf Rahman"))
    .returning({ id: jobSeekers.id });
  const [pending] = await db()
    .select({ id: jobSeekers.id })
    .from(jobSeekers)
    .where(eq(jobSeekers.fullName, "Maryam Sheikh"));
  ids.approved = approved?.id ?? 0;
  ids.pending = pending?.id ?? 0;
});

type Who = keyof typeof cookies | "anonymous";

function load(id: string, who: Who = "anonymous") {
  const headers: HeadersInit = who === "anonymous" ? {} : { Cookie: cookies[who] };
  const request = new Request(`http://localhost/directory/job-seekers/${id}`, { headers });
  return profileRoute.loader(routeArgs(request, { id }));
}

async function notFound(id: string, who: Who = "anonymous") {
  const error = answer((await thrown(() => load(id, who))) as never);
  expect(error.status).toBe(404);
  expect(error.data).toBe(SEEKER_NOT_FOUND);
}

describe("the job seeker's profile page", () => {
  it("shows anonymous visitors the public part only: no email, phone or CV", async () => {
    const { seeker } = await load(String(ids.approved));
    expect(seeker).toMatchObject({
      name: "Yusuf Rahman",
      desiredPosition: "Accounts Assistant",
      location: "North Watford",
      contacts: null,
    });
    const sent = JSON.stringify(seeker);
    expect(sent).not.toContain("yusuf.rahman@example.com");
    expect(sent).not.toContain("07700 902001");
    expect(sent).not.toContain("/cv");
  });

  it("gives the owner of an approved business the contacts and the CV links", async () => {
    const { seeker } = await load(String(ids.approved), "owner");
    expect(seeker.contacts).toMatchObject({
      email: "yusuf.rahman@example.com",
      phone: "07700 902001",
      cv: {
        url: `/directory/job-seekers/${ids.approved}/cv`,
        downloadUrl: `/directory/job-seekers/${ids.approved}/cv?download=1`,
        kind: "pdf",
        fileName: "Yusuf_Rahman_CV.pdf",
      },
    });
  });

  it("hides a pending job seeker from visitors and shows it to admins", async () => {
    await notFound(String(ids.pending));
    await notFound(String(ids.pending), "owner");
    const { seeker } = await load(String(ids.pending), "admin");
    expect(seeker.name).toBe("Maryam Sheikh");
    expect(seeker.contacts?.email).toBe("maryam.sheikh@example.com");
  });

  it("answers 404 for an id that is not a positive whole number or not a job seeker", async () => {
    for (const id of ["abc", "0", "-3", "1.5", "99999", "99999999999"]) await notFound(id);
  });

  it("is kept out of search engines and titled with the seeker's name", () => {
    const tags = profileRoute.meta({
      data: { seeker: { name: "Yusuf Rahman", desiredPosition: "Accounts Assistant" } },
      matches: [],
    } as never);
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(tags[0]).toEqual({ title: expect.stringMatching(/^Yusuf Rahman \| /) });
  });
});

const contacts: NonNullable<SeekerCardData["contacts"]> = {
  email: "khadija.ali@example.com",
  phone: "07700 902002",
  gender: "Female",
  pictureUrl: null,
  education: "Not provided",
  availability: ["Part-time", "Flexible"],
  languages: "English, Arabic",
  expectedSalary: "Negotiable",
  personalStatement: "I love helping children learn.",
  social: { facebook: "", instagram: "", linkedin: "https://linkedin.com/in/khadija" },
  cv: null,
};
const seeker: SeekerCardData = {
  kind: "seeker",
  id: 7,
  name: "Khadija Ali",
  skills: ["Teaching", "Arabic", "Childcare"],
  desiredPosition: "Teaching Assistant",
  experience: "1-2 years",
  location: "Garston",
  contacts,
};

describe("SeekerProfile", () => {
  it("shows the private sections to allowed viewers, without an education 'Not provided'", () => {
    const html = renderToString(<SeekerProfile seeker={seeker} />);
    for (const heading of [
      "Contact Information",
      "Skills",
      "Professional Details",
      "Personal Statement",
      "Social Media",
    ]) {
      expect(html).toContain(`<h3 class="text-lg font-semibold text-brand-strong">${heading}</h3>`);
    }
    expect(html).toContain('href="mailto:khadija.ali@example.com"');
    expect(html).toContain('href="tel:07700902002"');
    expect(html).toContain("Part-time, Flexible");
    expect(html).not.toContain("Education");
    expect(html).not.toContain(SEEKER_CONTACTS_WITHHELD);

    const educated = { ...seeker, contacts: { ...contacts, education: "BA Education" } };
    expect(renderToString(<SeekerProfile seeker={educated} />)).toContain("BA Education");
  });

  it("shows only the public part, and who may see the rest, when the contacts were withheld", () => {
    const html = renderToString(
      <SeekerProfile seeker={{ ...seeker, contacts: null }} sectionHeading="h2" />,
    );
    expect(html).not.toContain("Contact Information");
    expect(html).not.toContain("khadija.ali@example.com");
    expect(html).not.toContain("07700 902002");
    expect(html).not.toContain("Personal Statement");
    expect(html).toContain(">Professional Details</h2>");
    for (const text of ["Teaching Assistant", "1-2 years", "Garston", "Arabic"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(SEEKER_CONTACTS_WITHHELD);
  });
});

function CardOfKhadija() {
  return <SeekerCard seeker={seeker} />;
}

describe("without JavaScript", () => {
  it("the card's 'View Profile' links to the profile's own page", () => {
    const Stub = createRoutesStub([{ path: "/directory", Component: CardOfKhadija }]);
    const html = renderToString(<Stub initialEntries={["/directory"]} />);
    expect(html).toMatch(/<a[^>]*href="\/directory\/job-seekers\/7"[^>]*>View Profile/);
    expect(html).not.toContain("<details");
  });

  it("the profile page has the name as its one h1, a way back and the CV links", () => {
    const withCv = {
      ...seeker,
      contacts: { ...contacts, cv: cvLink(7, "Khadija Ali", "application/pdf") },
    };
    const html = renderRoute(
      { id: "profile", path: "/directory/job-seekers/:id", Component: SeekerProfilePage as never },
      { seeker: withCv },
      "/directory/job-seekers/7",
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(">Khadija Ali</h1>");
    expect(html).toMatch(/href="\/directory"[^>]*>← Back to Directory/);
    expect(html).toMatch(/href="\/directory\/job-seekers\/7\/cv" target="_blank"[^>]*>View CV/);
    expect(html).toMatch(/href="\/directory\/job-seekers\/7\/cv\?download=1"[^>]*>Download CV/);
    expect(html).toContain(">Contact Information</h2>");
  });
});

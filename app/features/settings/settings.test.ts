import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as contact from "#app/features/contact/routes/contact";
import * as manifest from "#app/features/content/routes/manifest";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { site } from "#app/lib/config/site";
import { auditLog, outbox, siteSettings } from "#app/lib/db/schema";
import * as root from "#app/root";
import { answer, thrown } from "#tests/support/actions";
import { setupAdminTests } from "#tests/support/admin";
import { formFromSettings } from "./form-values";
import * as page from "./routes/admin-settings";
import { OPENING_HOURS_MESSAGES } from "./rules";
import { MESSAGES } from "./schema";

const { db, get, post } = setupAdminTests();

type Fields = Record<string, string | string[]>;

/** Form values as the browser sends them: the opening hours row by row (`openingHours[0].days`). */
function asSent(values: object): Fields {
  const fields: Fields = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === "openingHours")
      (value as { days: string[]; opens: string; closes: string }[]).forEach((row, index) => {
        fields[`openingHours[${index}].days`] = row.days;
        fields[`openingHours[${index}].opens`] = row.opens;
        fields[`openingHours[${index}].closes`] = row.closes;
      });
    else fields[name] = String(value ?? "");
  }
  return fields;
}

/** The form as the page shows it for the defaults. */
const defaults = asSent(formFromSettings(site));

/** The opening hours rows `rows` as sent, in place of the defaults' rows. */
const openingRows = (rows: { days: string[]; opens: string; closes: string }[]) => ({
  ...Object.fromEntries(
    Object.keys(defaults)
      .filter((name) => name.startsWith("openingHours["))
      .map((name) => [name, []]),
  ),
  ...asSent({ openingHours: rows }),
});

/** The opening hours the changed form sends, as rows. */
const OPENING_HOURS = [
  { days: ["Monday", "Friday"], opens: "10:00", closes: "16:00" },
  { days: ["Sunday"], opens: "09:00", closes: "12:00" },
];

const changed = {
  name: "Luton Central Masjid",
  shortName: "LCM",
  tagline: "Prayer, learning and care in Luton",
  description: "A mosque and community centre in the middle of Luton.",
  venue: "Central Masjid",
  street: "1 Bury Park Road",
  town: "Luton",
  county: "Bedfordshire",
  postcode: "lu1 1ha",
  latitude: "51.8797",
  longitude: "-0.4175",
  phoneDisplay: "01582 000000",
  phoneInternational: "+44 1582 000000",
  emailContact: "office@lutonmasjid.example",
  emailAdmissions: "admissions@lutonmasjid.example",
  emailNotifications: "forms@lutonmasjid.example",
  ...openingRows(OPENING_HOURS),
  social_facebook: "https://www.facebook.com/lutonmasjid",
  social_instagram: "https://instagram.com/lutonmasjid",
  whatsapp_library: "https://chat.whatsapp.com/AbCdEf123456",
  whatsapp_quranCircleMen: "https://wa.me/447700900123",
  galleryTitle1: "Camp day",
  galleryVideo1: "https://youtu.be/dQw4w9WgXcQ",
  galleryTitle2: "Qur'an Intensive recital day",
  galleryVideo2: "https://vimeo.com/76979871",
  galleryTitle3: "Sports and games",
  galleryVideo3: "",
  competitionVideo: "https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10s",
  colourBrand: "#1D4ED8",
  colourBrandStrong: "#1e3a8a",
  colourBrandSoft: "#eff6ff",
  colourAccent: "#f59e0b",
  colourAccentSoft: "#fef3c7",
  colourInk: "#111827",
  announcementText: "Eid prayer at 8am in the park",
  announcementLink: "/contact",
  announcementLinkText: "Directions",
  announcementFrom: "2026-03-18",
  announcementTo: "2026-03-21",
};

/** Saves the form (the defaults with these changes) and reads the answer. */
async function save(fields: Fields, who: "admin" | "user" | "anonymous" = "admin") {
  return answer(
    await page.action(
      post("/admin/settings", { ...defaults, ...fields } as Record<string, string>, who),
    ),
  );
}

/** A refused save's reply: the message per field and what was typed. */
const failedReply = ({ data }: { data: unknown }) =>
  (data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } })
    .result;

const storedRow = async () =>
  (await db().select().from(siteSettings).where(eq(siteSettings.id, "site")))[0];

beforeEach(async () => {
  await db().delete(siteSettings);
});

describe("site settings", () => {
  it("start as the defaults of site.ts", async () => {
    expect(await getSiteSettings()).toBe(site);
    const loaded = await page.loader(get("/admin/settings", "admin"));
    expect(loaded.values).toMatchObject({ name: site.name, phoneDisplay: site.phone.display });
    expect(loaded.saved).toBeNull();
  });

  it("saves every setting, reads each back and writes one audit entry with old → new", async () => {
    const result = await save(changed);
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/admin/settings");

    const settings = await getSiteSettings();
    expect(settings).toMatchObject({
      name: "Luton Central Masjid",
      shortName: "LCM",
      tagline: "Prayer, learning and care in Luton",
      description: "A mosque and community centre in the middle of Luton.",
      address: {
        venue: "Central Masjid",
        street: "1 Bury Park Road",
        town: "Luton",
        county: "Bedfordshire",
        postcode: "LU1 1HA",
        country: "United Kingdom",
      },
      coordinates: { latitude: 51.8797, longitude: -0.4175 },
      phone: { display: "01582 000000", international: "+441582000000" },
      emails: {
        contact: "office@lutonmasjid.example",
        admissions: "admissions@lutonmasjid.example",
        notifications: "forms@lutonmasjid.example",
        from: site.emails.from,
      },
      openingHours: OPENING_HOURS,
      colours: {
        brand: "#1d4ed8",
        brandStrong: "#1e3a8a",
        brandSoft: "#eff6ff",
        accent: "#f59e0b",
        accentSoft: "#fef3c7",
        ink: "#111827",
      },
      announcement: {
        text: "Eid prayer at 8am in the park",
        link: "/contact",
        linkText: "Directions",
        from: "2026-03-18",
        to: "2026-03-21",
      },
      timezone: "Europe/London",
    });
    expect(settings.socials).toEqual({
      facebook: "https://www.facebook.com/lutonmasjid",
      instagram: "https://instagram.com/lutonmasjid",
    });
    expect(settings.whatsappGroups).toEqual({
      library: "https://chat.whatsapp.com/AbCdEf123456",
      quranCircleMen: "https://wa.me/447700900123",
    });
    // Video links are stored as ids: YouTube ids keep their meaning for the video players.
    expect(settings.videos).toEqual({
      summerGallery: [
        { title: "Camp day", youtubeId: "dQw4w9WgXcQ" },
        { title: "Qur'an Intensive recital day", vimeoId: "76979871" },
        { title: "Sports and games" },
      ],
      competition: { youtubeId: "aqz-KE-bpKQ" },
    });

    // The page and the root loader (every page) read them back.
    const loaded = await page.loader(get("/admin/settings", "admin"));
    expect(loaded.values).toMatchObject({
      ...Object.fromEntries(
        Object.entries(changed).filter(([name]) => !name.startsWith("openingHours[")),
      ),
      openingHours: OPENING_HOURS,
      postcode: "LU1 1HA",
      phoneInternational: "+441582000000",
      colourBrand: "#1d4ed8",
      galleryVideo1: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      galleryVideo2: "https://vimeo.com/76979871",
      competitionVideo: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    });
    expect(loaded.saved?.by).toBe("Aisha Admin");
    const rootData = answer(await root.loader(get("/", "anonymous"))).data;
    expect(rootData?.settings.name).toBe("Luton Central Masjid");

    const [entry, ...more] = await db().select().from(auditLog);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      action: "settings.update",
      actorEmail: "aisha.admin@example.org",
      target: "site_settings:site",
    });
    const { changes } = (entry?.details ?? {}) as {
      changes: Record<string, { from: unknown; to: unknown }>;
    };
    expect(changes.name).toEqual({ from: site.name, to: "Luton Central Masjid" });
    expect(changes["phone.display"]).toEqual({ from: site.phone.display, to: "01582 000000" });
    expect(changes["socials.facebook"]).toEqual({
      from: null,
      to: "https://www.facebook.com/lutonmasjid",
    });
    expect(changes["emails.from"]).toBeUndefined();
  });

  it("moves updated_at on every save, so the next page shows the change", async () => {
    await save({ tagline: "First" });
    const first = await storedRow();
    expect((await getSiteSettings()).tagline).toBe("First");
    await save({ tagline: "Second" });
    const second = await storedRow();
    expect(second?.updatedAt.getTime()).toBeGreaterThan(first?.updatedAt.getTime() ?? 0);
    expect((await getSiteSettings()).tagline).toBe("Second");
    // Sending the same values again writes nothing and says so.
    const again = await save({ tagline: "Second" });
    expect(again.status).toBe(302);
    expect((await storedRow())?.updatedAt).toEqual(second?.updatedAt);
    expect(await db().select().from(auditLog)).toHaveLength(2);
  });

  it("the web manifest follows a save on the next request: browsers revalidate it by its ETag", async () => {
    const fetchManifest = (etag?: string) =>
      manifest.loader({
        ...get("/manifest.webmanifest", "anonymous"),
        request: new Request("http://localhost/manifest.webmanifest", {
          headers: etag ? { "If-None-Match": etag } : {},
        }),
      });
    const first = await fetchManifest();
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    expect(((await first.json()) as { name: string }).name).toBe(site.name);
    const etag = first.headers.get("ETag") ?? "";
    expect((await fetchManifest(etag)).status).toBe(304);

    await save({ name: "Luton Central Masjid" });
    const changed = await fetchManifest(etag);
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { name: string }).name).toBe("Luton Central Masjid");
  });

  it.each([
    ["social_facebook", "http://facebook.com/lutonmasjid", MESSAGES.https],
    ["social_x", "javascript:alert(1)", MESSAGES.https],
    ["whatsapp_library", "https://example.com/join", MESSAGES.whatsapp],
    ["whatsapp_elders", "http://chat.whatsapp.com/AbC", MESSAGES.whatsapp],
    ["galleryVideo1", "https://dailymotion.com/video/x7tgad0", MESSAGES.video],
    ["competitionVideo", "http://youtu.be/dQw4w9WgXcQ", MESSAGES.video],
    ["colourBrand", "green", MESSAGES.hex],
    ["colourInk", "#12345", MESSAGES.hex],
    ["emailContact", "office-at-example", MESSAGES.email],
    ["phoneInternational", "07700 900123", MESSAGES.phone],
  ])(
    "refuses %s = %s with its message next to the field and saves nothing",
    async (name, value, message) => {
      const result = await save({ ...changed, [name]: value });
      expect(result.status).toBe(400);
      const reply = failedReply(result);
      expect(reply.error[name]).toEqual([message]);
      // What was typed comes back.
      expect(reply.initialValue[name]).toBe(value);
      expect(await storedRow()).toBeUndefined();
      expect(await db().select().from(auditLog)).toHaveLength(0);
      expect((await getSiteSettings()).name).toBe(site.name);
    },
  );

  it("refuses colours that are not readable enough, saying which contrast is short", async () => {
    const result = await save({ colourBrandStrong: "#6ee7b7", colourInk: "#9ca3af" });
    expect(result.status).toBe(400);
    const errors = failedReply(result).error;
    expect(errors.colourBrandStrong?.[0]).toMatch(
      /^Not enough contrast for links and headings on white, and white text on it \(the footer\): 1\.\d\d:1, at least 4\.5:1 is needed$/,
    );
    expect(errors.colourInk?.[0]).toMatch(/^Not enough contrast for body text on white/);
    expect(await storedRow()).toBeUndefined();
  });

  it("refuses an announcement that ends before it starts", async () => {
    const result = await save({
      announcementFrom: "2026-04-02",
      announcementTo: "2026-04-01",
      announcementText: "Hi",
    });
    expect(result.status).toBe(400);
    expect(failedReply(result).error.announcementTo).toEqual([
      "The last day must be on or after the first day",
    ]);
  });

  it("sends notifications where the settings say, under the centre's name", async () => {
    await save(changed);
    const sent = await contact.action(
      post(
        "/contact",
        { firstName: "Yusuf", lastName: "Ahmed", email: "yusuf@example.org", message: "Salaam" },
        "anonymous",
      ),
    );
    expect(answer(sent).status).toBe(302);
    const emails = await db().select().from(outbox);
    const notification = emails.find((email) => email.template === "contact-notification");
    const copy = emails.find((email) => email.template === "contact-acknowledgement");
    expect(notification?.toAddress).toBe("office@lutonmasjid.example");
    expect(copy?.replyTo).toBe("office@lutonmasjid.example");
    expect(copy?.subject).toBe("We have received your message – Luton Central Masjid");
    // The email's frame (name, address, phone) comes from the settings too.
    expect(copy?.html).toContain("Luton Central Masjid");
    expect(copy?.html).toContain("01582 000000");
    expect(copy?.html).not.toContain(site.name);
  });
});

describe("charity number and bank transfer details", () => {
  it("are optional, saved normalised (sort code 12-34-56, 8-digit account) and read back", async () => {
    const result = await save({
      charityNumber: "ce012345",
      bankAccountName: "Watford Islamic Centre",
      bankSortCode: "12 34 56",
      bankAccountNumber: "1234 5678",
      bankReference: "DONATION",
    });
    expect(result.status).toBe(302);
    const settings = await getSiteSettings();
    expect(settings.charityNumber).toBe("CE012345");
    expect(settings.bankTransfer).toEqual({
      accountName: "Watford Islamic Centre",
      sortCode: "12-34-56",
      accountNumber: "12345678",
      reference: "DONATION",
    });
    const loaded = await page.loader(get("/admin/settings", "admin"));
    expect(loaded.values).toMatchObject({
      charityNumber: "CE012345",
      bankSortCode: "12-34-56",
      bankAccountNumber: "12345678",
    });
    const [entry] = await db().select().from(auditLog);
    const { changes } = (entry?.details ?? {}) as { changes: Record<string, unknown> };
    expect(changes["bankTransfer.sortCode"]).toEqual({ from: "", to: "12-34-56" });

    // Cleared again: every field is optional.
    const cleared = await save({ charityNumber: "", bankSortCode: "", bankAccountNumber: "" });
    expect(cleared.status).toBe(302);
    expect((await getSiteSettings()).bankTransfer.sortCode).toBe("");
  });

  it.each([
    ["charityNumber", "1234/567", MESSAGES.charityNumber],
    ["charityNumber", "A".repeat(21), "Please keep this under 20 characters"],
    ["bankSortCode", "12-34-5", MESSAGES.sortCode],
    ["bankSortCode", "ab-cd-ef", MESSAGES.sortCode],
    ["bankAccountNumber", "1234567", MESSAGES.accountNumber],
    ["bankAccountNumber", "123456789", MESSAGES.accountNumber],
  ])("refuses %s = %s with its message and keeps what was typed", async (name, value, message) => {
    const result = await save({ [name]: value });
    expect(result.status).toBe(400);
    const reply = failedReply(result);
    expect(reply.error[name]).toEqual([message]);
    expect(reply.initialValue[name]).toBe(value);
    expect(await storedRow()).toBeUndefined();
  });
});

describe("who may change the settings", () => {
  it("refuses members and visitors: the page redirects, a save answers 403 and nothing changes", async () => {
    for (const who of ["user", "anonymous"] as const) {
      const denied = await thrown(() => page.loader(get("/admin/settings", who)));
      expect((denied as Response).status).toBe(302);
      const refused = await thrown(() => save(changed, who));
      expect(refused).toMatchObject({ init: { status: 403 } });
    }
    expect(await storedRow()).toBeUndefined();
    expect(await db().select().from(auditLog)).toHaveLength(0);
  });
});

/** The page as a member of staff opens it: the form as it sends, with its versions. */
async function open() {
  const loaded = await page.loader(get("/admin/settings", "admin"));
  return {
    loaded,
    fields: {
      ...asSent(loaded.values),
      version: loaded.version,
      ...Object.fromEntries(
        Object.entries(loaded.versions).map(([id, version]) => [`versions.${id}`, version]),
      ),
    } as Fields,
  };
}

/** Presses a section's Save (`section:<id>`) or "Save all sections" (`all`) on a page's form. */
async function press(intent: string, fields: Fields) {
  return answer(
    await page.action(
      post("/admin/settings", { ...fields, intent } as unknown as Record<string, string>, "admin"),
    ),
  );
}

interface PageAnswer {
  result: {
    status?: string;
    error?: Record<string, string[]>;
    initialValue: Record<string, unknown>;
  };
  section: string | null;
  saved?: string[];
  message?: string;
  versions: Record<string, string>;
  version: string;
}

const pageAnswer = ({ data }: { data: unknown }) => data as PageAnswer;

/** The form after an answer: what it holds, with the versions the answer gives it. */
const carried = (fields: Fields, reply: PageAnswer): Fields => ({
  ...fields,
  version: reply.version,
  ...Object.fromEntries(
    Object.entries(reply.versions).map(([id, version]) => [`versions.${id}`, version]),
  ),
});

describe("each section saved on its own", () => {
  it("stores that section's fields only, and leaves every other setting as stored", async () => {
    await save({ tagline: "Stored tagline", colourBrand: "#1d4ed8" });
    const before = await getSiteSettings();
    const { fields } = await open();
    // Typed in two sections; only the address is saved.
    const typed = { ...fields, town: "Luton", postcode: "lu1 1ha", tagline: "Typed, not saved" };
    const result = await press("section:address", typed);
    expect(result.status).toBe(200);
    const reply = pageAnswer(result);
    expect(reply.saved).toEqual(["address"]);
    expect(reply.message).toBe(MESSAGES.sectionSaved("Address and map position"));
    // The form comes back as typed: the other section's change is still there to save.
    expect(reply.result.initialValue.tagline).toBe("Typed, not saved");

    const after = await getSiteSettings();
    expect(after.address).toEqual({ ...before.address, town: "Luton", postcode: "LU1 1HA" });
    expect({ ...after, address: before.address }).toEqual(before);
    const [, entry] = await db().select().from(auditLog);
    const { changes } = (entry?.details ?? {}) as { changes: Record<string, unknown> };
    expect(Object.keys(changes).sort()).toEqual(["address.postcode", "address.town"]);
  });

  it("is not held up by a mistake in another section, which is not stored either", async () => {
    const { fields } = await open();
    const result = await press("section:identity", {
      ...fields,
      name: "Luton Central Masjid",
      colourInk: "green",
      social_facebook: "http://facebook.com/x",
    });
    expect(result.status).toBe(200);
    expect(pageAnswer(result).saved).toEqual(["identity"]);
    expect(pageAnswer(result).result.error ?? {}).toEqual({});
    const stored = await getSiteSettings();
    expect(stored.name).toBe("Luton Central Masjid");
    expect(stored.colours).toEqual(site.colours);
    expect(stored.socials).toEqual(site.socials);

    // The same mistakes refuse "Save all sections", next to their fields, and nothing is stored.
    const all = await press("all", { ...fields, name: "Another name", colourInk: "green" });
    expect(all.status).toBe(400);
    expect(failedReply(all).error.colourInk).toEqual([MESSAGES.hex]);
    expect((await getSiteSettings()).name).toBe("Luton Central Masjid");
    // And its own section's Save answers them too.
    const colours = await press("section:colours", { ...fields, colourInk: "green" });
    expect(colours.status).toBe(400);
    expect(failedReply(colours).error).toEqual({ colourInk: [MESSAGES.hex] });
  });

  it("saving one section then another from the same page is not refused", async () => {
    const first = await open();
    const typed = { ...first.fields, name: "Luton Central Masjid", charityNumber: "1234567" };
    const saved = await press("section:identity", typed);
    expect(pageAnswer(saved).saved).toEqual(["identity"]);
    // The form now carries the answer's versions (the page's hidden fields).
    const next = await press("section:charity", carried(typed, pageAnswer(saved)));
    expect(next.status).toBe(200);
    expect(pageAnswer(next).saved).toEqual(["charity"]);
    // "Save all sections" after both: nothing left to store, nothing refused.
    const all = await press("all", carried(typed, pageAnswer(next)));
    expect(all.status).toBe(200);
    expect(pageAnswer(all).message).toBe(MESSAGES.unchanged);
    const stored = await getSiteSettings();
    expect(stored).toMatchObject({ name: "Luton Central Masjid", charityNumber: "1234567" });
    // The page's hidden fields, read again by the loader after the save, are the newest too.
    const reopened = await open();
    expect(reopened.loaded.version).toBe(pageAnswer(next).version);
    expect(reopened.loaded.versions).toEqual(pageAnswer(next).versions);
  });

  it("refuses a save of a section someone else saved since, naming the fields; another section merges", async () => {
    const mine = await open();
    const theirs = await open();
    expect(
      (await press("section:contact", { ...theirs.fields, phoneDisplay: "01923 000 111" })).status,
    ).toBe(200);
    expect(
      (await press("section:colours", { ...theirs.fields, colourBrand: "#1d4ed8" })).status,
    ).toBe(200);

    // Their change to another section does not stop mine, and mine does not undo theirs.
    const other = await press("section:identity", { ...mine.fields, tagline: "My tagline" });
    expect(other.status).toBe(200);
    // Nor does "Save all sections": the sections I did not change are not written.
    const allMine = { ...mine.fields, tagline: "My tagline", town: "Luton" };
    const all = await press("all", carried(allMine, pageAnswer(other)));
    expect(all.status).toBe(200);
    expect(pageAnswer(all).saved).toEqual(["address"]);
    expect(await getSiteSettings()).toMatchObject({
      tagline: "My tagline",
      address: { town: "Luton" },
      phone: { display: "01923 000 111" },
      colours: { brand: "#1d4ed8" },
    });

    // The same section: refused, with what differs, and what I typed comes back.
    const refused = await press("section:contact", {
      ...carried(allMine, pageAnswer(all)),
      emailContact: "me@example.org",
    });
    expect(refused.status).toBe(409);
    const message = failedReply(refused).error[""]?.[0] ?? "";
    expect(message).toContain("Someone else saved this section after you opened it.");
    expect(message).toContain(
      "Their version differs from yours in: Phone (as shown), Contact email.",
    );
    expect(failedReply(refused).initialValue.emailContact).toBe("me@example.org");
    expect((await getSiteSettings()).emails.contact).toBe(site.emails.contact);

    // Sent again, the form carrying the newest version of the section, it replaces theirs.
    const again = await press("section:contact", {
      ...carried(allMine, pageAnswer(refused)),
      emailContact: "me@example.org",
    });
    expect(again.status).toBe(200);
    expect((await getSiteSettings()).emails.contact).toBe("me@example.org");
    expect((await getSiteSettings()).phone.display).toBe(site.phone.display);
  });
});

describe("opening hours as rows", () => {
  it("round-trip: the rows saved are stored as before and shown again; an empty row is left out", async () => {
    const { fields } = await open();
    const result = await press("section:contact", {
      ...fields,
      ...openingRows([
        { days: ["Saturday", "Sunday"], opens: "09:30", closes: "13:30" },
        { days: ["Friday"], opens: "12:30", closes: "14:00" },
        { days: [], opens: "", closes: "" },
      ]),
    });
    expect(result.status).toBe(200);
    expect((await getSiteSettings()).openingHours).toEqual([
      { days: ["Saturday", "Sunday"], opens: "09:30", closes: "13:30" },
      { days: ["Friday"], opens: "12:30", closes: "14:00" },
    ]);
    const reopened = await open();
    expect(reopened.loaded.values.openingHours).toEqual([
      { days: ["Saturday", "Sunday"], opens: "09:30", closes: "13:30" },
      { days: ["Friday"], opens: "12:30", closes: "14:00" },
    ]);
    // All removed: none stored, and the form offers one empty row to fill in.
    await press("section:contact", {
      ...carried(reopened.fields, pageAnswer(result)),
      ...openingRows([]),
    });
    expect((await getSiteSettings()).openingHours).toEqual([]);
    expect((await open()).loaded.values.openingHours).toEqual([
      { days: [], opens: "", closes: "" },
    ]);
  });

  it("refuse a bad row with its message next to the row's field, and keep what was typed", async () => {
    const { fields } = await open();
    const result = await press("section:contact", {
      ...fields,
      ...openingRows([
        { days: ["Monday"], opens: "17:00", closes: "19:30" },
        { days: ["Tuesday"], opens: "19:30", closes: "17:00" },
        { days: [], opens: "09:00", closes: "12:00" },
      ]),
    });
    expect(result.status).toBe(400);
    const reply = failedReply(result);
    expect(reply.error).toEqual({
      "openingHours[1].closes": [OPENING_HOURS_MESSAGES.order],
      "openingHours[2].days": [OPENING_HOURS_MESSAGES.days],
    });
    expect(reply.initialValue.openingHours).toEqual([
      { days: "Monday", opens: "17:00", closes: "19:30" },
      { days: "Tuesday", opens: "19:30", closes: "17:00" },
      { opens: "09:00", closes: "12:00" },
    ]);
    expect(await storedRow()).toBeUndefined();
  });

  it("a row is added without JavaScript: the form comes back with it, nothing saved", async () => {
    const { fields } = await open();
    const result = answer(
      await page.action(
        post(
          "/admin/settings",
          {
            ...fields,
            __intent__: JSON.stringify({ type: "insert", payload: { name: "openingHours" } }),
          } as unknown as Record<string, string>,
          "admin",
        ),
      ),
    );
    expect(result.status).toBe(200);
    const rows = pageAnswer(result).result.initialValue.openingHours as unknown[];
    expect(rows).toHaveLength(site.openingHours.length + 1);
    expect(await storedRow()).toBeUndefined();
  });
});

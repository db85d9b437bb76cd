import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import * as dashboard from "#app/features/accounts/routes/dashboard";
import * as login from "#app/features/accounts/routes/login";
import { auditLog, businesses, directoryDrafts, outbox, users } from "#app/lib/db/schema";
import { answer, getAs, thrown } from "#tests/support/actions";
import { cookieFrom } from "#tests/support/auth";
import { rowsWhere } from "#tests/support/database";
import {
  ADMIN,
  insertBusiness,
  OWNER,
  setupDirectoryTest,
  shownForm,
  storedBusiness,
  VALID_BUSINESS as valid,
} from "#tests/support/directory";
import { queuedEmails } from "#tests/support/outbox";
import { BUSINESS_MESSAGES } from "./messages";
import * as editRoute from "./routes/business-edit";
import * as newRoute from "./routes/business-new";

const { db, cookies, ids, post, get } = setupDirectoryTest(
  { admin: ADMIN, owner: OWNER, other: { name: "Omar Other", email: "omar@example.org" } },
  { emptied: [businesses] },
);

const insert = (values: Partial<typeof businesses.$inferInsert> = {}) =>
  insertBusiness(db(), { ownerId: ids.owner, ...values });
const stored = (id: number) => storedBusiness(db(), id);

describe("several businesses at once", () => {
  beforeEach(async () => {
    await db().delete(directoryDrafts);
    await db().delete(outbox);
  });

  it("saves businesses one by one, then submits them all as pending and tells the admins", async () => {
    const first = answer(
      await newRoute.action(
        post("/directory/businesses/new", { ...valid, intent: "add" }, "owner"),
      ),
    );
    expect(first.headers.get("location")).toBe("/directory/businesses/new");
    const browser = cookieFrom(first.headers, cookies.owner);
    const second = answer(
      await newRoute.action(
        post(
          "/directory/businesses/new",
          { ...valid, name: "Barakah Butchers", intent: "add" },
          { cookie: browser },
        ),
      ),
    );
    expect(second.status).toBe(302);
    const page = await newRoute.loader(getAs(browser, "/directory/businesses/new"));
    expect(page.saved.map((item) => item.name)).toEqual(["Al-Noor Bakery", "Barakah Butchers"]);
    expect(await db().select().from(businesses)).toEqual([]);

    const submitted = answer(
      await newRoute.action(
        post("/directory/businesses/new", { intent: "submit" }, { cookie: browser }),
      ),
    );
    expect(submitted.headers.get("location")).toBe("/dashboard");
    const rows = await db().select().from(businesses);
    expect(rows.map((row) => [row.name, row.status, row.ownerId])).toEqual([
      ["Al-Noor Bakery", "pending", ids.owner],
      ["Barakah Butchers", "pending", ids.owner],
    ]);
    expect(await db().select().from(directoryDrafts)).toEqual([]);
    const [notice] = await queuedEmails(db(), "directory-review-needed");
    expect(notice?.toAddress).toBe("aisha@example.org");
    expect(notice?.subject).toBe("Directory: 2 new submissions to review");
  });

  it("answers 'Please add at least one business before submitting.' with nothing saved or typed", async () => {
    const none = answer(
      await newRoute.action(post("/directory/businesses/new", { intent: "submit" }, "owner")),
    );
    expect(none.status).toBe(400);
    expect(shownForm(none)).toMatchObject({
      formError: "Please add at least one business before submitting.",
    });
  });

  it("submits a signed-out visitor's saved businesses when they log in", async () => {
    const saved = answer(
      await newRoute.action(
        post("/directory/businesses/new", { ...valid, intent: "add" }, "anonymous"),
      ),
    );
    const browser = cookieFrom(saved.headers);
    const loggedIn = answer(
      await login.action(
        post(
          "/login",
          { email: "omar@example.org", password: "correct horse battery", redirectTo: "/" },
          { cookie: browser },
        ),
      ),
    );
    expect(loggedIn.headers.get("location")).toBe("/dashboard");
    const [omar] = await db().select().from(users).where(eq(users.email, "omar@example.org"));
    expect(
      await db().select({ name: businesses.name, ownerId: businesses.ownerId }).from(businesses),
    ).toEqual([{ name: "Al-Noor Bakery", ownerId: omar?.id }]);
  });
});

describe("submitting a business", () => {
  it("keeps an anonymous submission as a draft and sends the visitor to sign up", async () => {
    const page = await newRoute.loader(get("/directory/businesses/new", "anonymous"));
    expect(page).toEqual({ signedIn: false, saved: [] });
    const sent = answer(
      await newRoute.action(post("/directory/businesses/new", valid, "anonymous")),
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/signup?redirectTo=%2Fdashboard");
    expect(sent.headers.get("set-cookie")).toContain("wic_directory_draft=");
    expect(await db().select().from(businesses)).toEqual([]);
    const [draft] = await db().select().from(directoryDrafts);
    expect(draft).toMatchObject({ kind: "business", payload: { name: "Al-Noor Bakery" } });
  });

  it("shows every §5 message next to its field and keeps what was typed", async () => {
    const empty = answer(await newRoute.action(post("/directory/businesses/new", {}, "owner")));
    expect(empty.status).toBe(400);
    expect(shownForm(empty)).toMatchObject({
      errors: {
        name: "Business name is required",
        primaryCategory: "Primary category is required",
        address: "Address is required",
      },
      formError: "Please add at least one business before submitting.",
    });
    const wrong = answer(
      await newRoute.action(
        post(
          "/directory/businesses/new",
          {
            ...valid,
            address: "12 St Albans Road, WD24 5ER",
            secondaryCategories: ["Food & Dining", "Education"],
            email: "not-an-email",
          },
          "owner",
        ),
      ),
    );
    expect(shownForm(wrong)).toMatchObject({
      errors: {
        address: "Address must start with postcode (e.g., WD24 5ER, then full address)",
        secondaryCategories: BUSINESS_MESSAGES.repeatsPrimary,
        email: "Email is invalid",
      },
      values: { name: "Al-Noor Bakery", address: "12 St Albans Road, WD24 5ER" },
    });
    const tooMany = answer(
      await newRoute.action(
        post(
          "/directory/businesses/new",
          {
            ...valid,
            secondaryCategories: ["Education", "Healthcare", "Retail", "Property", "Automotive"],
          },
          "owner",
        ),
      ),
    );
    expect(shownForm(tooMany)).toMatchObject({
      errors: { secondaryCategories: BUSINESS_MESSAGES.tooManySecondary },
    });
    expect(await db().select().from(businesses)).toEqual([]);
  });

  it("refuses a PHP file renamed .png as a logo", async () => {
    const php = new File(["<?php system($_GET['c']); ?>"], "logo.png", { type: "image/png" });
    const result = answer(
      await newRoute.action(post("/directory/businesses/new", { ...valid, logo: php }, "owner")),
    );
    expect(result.status).toBe(400);
    expect(shownForm(result)).toMatchObject({
      errors: { logo: "Invalid file type. Only JPEG, PNG, and WebP images are allowed." },
    });
    expect(await db().select().from(businesses)).toEqual([]);
  });

  it("answers the upload's messages for a logo over 10MB or that is not an image, whatever the browser said", async () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "logo.png", { type: "image/png" });
    const tooBig = answer(
      await newRoute.action(post("/directory/businesses/new", { ...valid, logo: big }, "owner")),
    );
    expect(tooBig.status).toBe(400);
    expect(shownForm(tooBig)).toMatchObject({
      errors: { logo: "File size too large. Maximum size is 10MB." },
    });
    const text = new File(["just some words"], "logo.txt", { type: "text/plain" });
    const notImage = answer(
      await newRoute.action(post("/directory/businesses/new", { ...valid, logo: text }, "owner")),
    );
    expect(shownForm(notImage)).toMatchObject({
      errors: { logo: "Invalid file type. Only JPEG, PNG, and WebP images are allowed." },
    });
    expect(await db().select().from(businesses)).toEqual([]);
  });

  it("stores a new business as pending with the postcode normalised and the logo re-encoded", async () => {
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "#0b6e4f" },
    })
      .png()
      .toBuffer();
    const logo = new File([new Uint8Array(png)], "logo.png", { type: "image/png" });
    const result = await newRoute.action(
      post("/directory/businesses/new", { ...valid, logo }, "owner"),
    );
    expect(answer(result).status).toBe(302);
    expect((result as Response).headers.get("location")).toBe("/dashboard");
    const [row] = await db().select().from(businesses);
    expect(row).toMatchObject({
      name: "Al-Noor Bakery",
      status: "pending",
      ownerId: ids.owner,
      postcode: "WD24 5ER",
      secondaryCategories: ["Events & Media"],
      adminNote: null,
    });
    expect(row?.logo).toMatch(/^[a-f0-9]{32}\.webp$/);

    const page = answer(await dashboard.loader(get("/dashboard", "owner")));
    expect(page.data?.businesses.map((item) => [item.name, item.status])).toEqual([
      ["Al-Noor Bakery", "pending"],
    ]);
    const others = answer(await dashboard.loader(get("/dashboard", "other")));
    expect(others.data?.businesses).toEqual([]);
  });
});

describe("editing and deleting (decision 0118)", () => {
  const path = (id: number) => `/directory/businesses/${id}/edit`;

  it("owner edit of an approved business stays approved and keeps the note", async () => {
    const row = await insert({ status: "approved", adminNote: "Welcome!" });
    const result = await editRoute.action(
      post(path(row.id), { ...valid, name: "Al-Noor Bakery & Café" }, "owner", {
        id: String(row.id),
      }),
    );
    expect(answer(result).status).toBe(302);
    expect(await stored(row.id)).toMatchObject({
      name: "Al-Noor Bakery & Café",
      status: "approved",
      adminNote: "Welcome!",
    });
  });

  it("owner edit of a denied business makes it pending and clears the note", async () => {
    const row = await insert({ status: "denied", adminNote: "Please add the full address" });
    const page = answer(await editRoute.loader(get(path(row.id), "owner", { id: String(row.id) })));
    expect(page.data?.adminNote).toBe("Please add the full address");
    await editRoute.action(post(path(row.id), valid, "owner", { id: String(row.id) }));
    expect(await stored(row.id)).toMatchObject({ status: "pending", adminNote: null });
  });

  it("answers 403 to another user, and changes nothing", async () => {
    const row = await insert({ status: "denied", adminNote: "note" });
    for (const run of [
      () => editRoute.loader(get(path(row.id), "other", { id: String(row.id) })),
      () => editRoute.action(post(path(row.id), valid, "other", { id: String(row.id) })),
      () =>
        editRoute.action(post(path(row.id), { intent: "delete" }, "other", { id: String(row.id) })),
    ]) {
      const error = answer((await thrown(run)) as never);
      expect(error.status).toBe(403);
      expect(error.data).toBe("You do not have permission to edit this business");
    }
    expect(await stored(row.id)).toEqual(row);
    const anonymous = answer(
      (await thrown(() =>
        editRoute.action(post(path(row.id), valid, "anonymous", { id: String(row.id) })),
      )) as never,
    );
    expect(anonymous.status).toBe(401);
    expect(await stored(row.id)).toEqual(row);
  });

  it("answers 404 'Business not found' for a missing business or an id no row can have", async () => {
    // 99999999999 is past PostgreSQL's integer range: the query would fail (a 500) if it ran.
    for (const id of ["999", "99999999999", "1e3"]) {
      const error = answer(
        (await thrown(() =>
          editRoute.action(post(`/directory/businesses/${id}/edit`, valid, "owner", { id })),
        )) as never,
      );
      expect(error.status).toBe(404);
      expect(error.data).toBe("Business not found");
    }
  });

  it("lets the owner delete only businesses that are not approved", async () => {
    const approved = await insert({ status: "approved" });
    const error = answer(
      (await thrown(() =>
        editRoute.action(
          post(path(approved.id), { intent: "delete" }, "owner", { id: String(approved.id) }),
        ),
      )) as never,
    );
    expect(error.status).toBe(403);
    expect(await stored(approved.id)).toEqual(approved);
    const pending = await insert({ status: "pending", name: "Pending one" });
    const result = await editRoute.action(
      post(path(pending.id), { intent: "delete" }, "owner", { id: String(pending.id) }),
    );
    expect(answer(result).status).toBe(302);
    expect(await stored(pending.id)).toBeUndefined();
  });

  it("an admin edit makes the business approved and is audited", async () => {
    const row = await insert({ status: "pending" });
    await editRoute.action(post(path(row.id), valid, "admin", { id: String(row.id) }));
    expect(await stored(row.id)).toMatchObject({ status: "approved", name: "Al-Noor Bakery" });
    const audits = await rowsWhere(db(), auditLog, eq(auditLog.target, `business:${row.id}`));
    expect(audits.map((entry) => entry.action)).toEqual(["business.edit"]);
  });
});

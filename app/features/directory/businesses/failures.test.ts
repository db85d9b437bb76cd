import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as dashboard from "#app/features/accounts/routes/dashboard";
import * as login from "#app/features/accounts/routes/login";
import * as signup from "#app/features/accounts/routes/signup";
import {
  businesses,
  directoryDrafts,
  heldCvs,
  jobSeekers,
  outbox,
  users,
} from "#app/lib/db/schema";
import { answer } from "#tests/support/actions";
import { cookieFrom } from "#tests/support/auth";
import {
  ADMIN,
  VALID_BUSINESS as business,
  insertBusiness,
  OWNER,
  setupDirectoryTest,
  shownForm,
  toastOf,
} from "#tests/support/directory";
import * as adminRoute from "../routes/admin-directory";
import { LOAD_OWN_SUBMISSIONS_FAILED, LOAD_SUBMISSIONS_FAILED, SOME_ITEMS_FAILED } from "../rules";
import { BUSINESS_MESSAGES } from "./messages";
import * as editRoute from "./routes/business-edit";
import * as newRoute from "./routes/business-new";

/**
 * The failure messages of decision 0121: when the database cannot store or read, the user sees the
 * message with everything typed kept (503), never the error page; nothing half-done is left.
 */

const DISK_FULL = "could not extend file: No space left on device";

const { answerWhileBroken, db, cookies, ids, post, get } = setupDirectoryTest(
  { admin: ADMIN, owner: OWNER },
  { emptied: [businesses, jobSeekers, directoryDrafts, heldCvs, outbox] },
);

const insertPending = () =>
  insertBusiness(db(), { name: "Al-Noor Bakery", ownerId: ids.owner, status: "pending" });

const asAdmin = (fields: Record<string, string>) =>
  adminRoute.action(post("/admin/directory", fields, "admin"));
const asOwner = (id: number, fields: Record<string, string | string[]>) =>
  editRoute.action(post(`/directory/businesses/${id}/edit`, fields, "owner", { id: String(id) }));

describe("businesses (decision 0121)", () => {
  it("answers 'Failed to submit businesses. Please try again.' with the form kept and the saved ones still saved", async () => {
    const saved = answer(
      await newRoute.action(
        post("/directory/businesses/new", { ...business, intent: "add" }, "owner"),
      ),
    );
    const browser = { cookie: `${cookies.owner}; ${cookieFrom(saved.headers)}` };
    const typed = { ...business, name: "Barakah Butchers", intent: "submit" };
    const failed = await answerWhileBroken("businesses", "writes", () =>
      newRoute.action(post("/directory/businesses/new", typed, browser)),
    );
    expect(failed.status).toBe(503);
    expect(shownForm(failed).formError).toBe("Failed to submit businesses. Please try again.");
    expect(shownForm(failed).values.name).toBe("Barakah Butchers");
    expect(await db().select().from(businesses)).toEqual([]);
    expect(await db().select().from(directoryDrafts)).toHaveLength(1);
    expect(await db().select().from(outbox)).toEqual([]);
  });

  it("answers the same when 'Save & Add Another' cannot be stored", async () => {
    const failed = await answerWhileBroken("directory_drafts", "writes", () =>
      newRoute.action(
        post("/directory/businesses/new", { ...business, intent: "add" }, "anonymous"),
      ),
    );
    expect(failed.status).toBe(503);
    expect(shownForm(failed)).toMatchObject({
      formError: BUSINESS_MESSAGES.submitFailed,
      values: { name: "Al-Noor Bakery" },
    });
  });

  it("answers 'Failed to update business' with the edit kept and the business unchanged", async () => {
    const row = await insertPending();
    const failed = await answerWhileBroken("businesses", "writes", () =>
      asOwner(row.id, { ...business, name: "Al-Noor Bakery & Café" }),
    );
    expect(failed.status).toBe(503);
    expect(shownForm(failed).formError).toBe("Failed to update business");
    expect(shownForm(failed).values.name).toBe("Al-Noor Bakery & Café");
    const [after] = await db().select().from(businesses).where(eq(businesses.id, row.id));
    expect(after?.name).toBe("Al-Noor Bakery");
  });

  it("answers the owner 'Failed to delete business' and an admin 'Failed to delete business: {reason}'", async () => {
    const row = await insertPending();
    const owner = await answerWhileBroken("businesses", "writes", () =>
      asOwner(row.id, { intent: "delete" }),
    );
    expect(owner.status).toBe(503);
    expect(shownForm(owner).formError).toBe("Failed to delete business");

    const admin = await answerWhileBroken("businesses", "writes", () =>
      asAdmin({ intent: "delete", kind: "business", id: String(row.id) }),
    );
    expect(admin.status).toBe(503);
    expect(shownForm(admin).formError).toBe(`Failed to delete business: ${DISK_FULL}`);
    expect(await db().select().from(businesses)).toHaveLength(1);
  });

  it("answers 'Failed to update status' when a review cannot be saved, keeping the reason typed", async () => {
    const row = await insertPending();
    const failed = await answerWhileBroken("businesses", "writes", () =>
      asAdmin({ intent: "deny", kind: "business", id: String(row.id), note: "Add a phone number" }),
    );
    expect(failed.status).toBe(503);
    expect(shownForm(failed)).toMatchObject({
      formError: "Failed to update status",
      values: { note: "Add a phone number" },
    });
    const [after] = await db().select().from(businesses).where(eq(businesses.id, row.id));
    expect(after?.status).toBe("pending");
    expect(await db().select().from(outbox)).toEqual([]);
  });

  it("opens /admin/directory with 'Failed to load submissions' when they cannot be read", async () => {
    const page = await answerWhileBroken<{ loadError: string | null; businesses: unknown[] }>(
      "businesses",
      "reads",
      () => adminRoute.loader(get("/admin/directory", "admin")),
    );
    expect(page.status).toBe(503);
    expect(page.data).toMatchObject({ loadError: LOAD_SUBMISSIONS_FAILED, businesses: [] });
    const working = answer<{ loadError: string | null }>(
      await adminRoute.loader(get("/admin/directory", "admin")),
    );
    expect(working.status).toBe(200);
    expect(working.data?.loadError).toBeNull();
  });

  it("opens /dashboard with 'Failed to load your submissions' when they cannot be read", async () => {
    const page = await answerWhileBroken("job_seekers", "reads", () =>
      dashboard.loader(get("/dashboard", "owner")),
    );
    expect(page.status).toBe(503);
    expect(page.data).toMatchObject({
      loadError: LOAD_OWN_SUBMISSIONS_FAILED,
      user: { email: "bilal@example.org" },
    });
  });
});

describe("signing in with saved drafts that cannot be submitted", () => {
  async function draftBrowser() {
    const saved = answer(
      await newRoute.action(
        post("/directory/businesses/new", { ...business, intent: "add" }, "anonymous"),
      ),
    );
    return cookieFrom(saved.headers);
  }
  const logIn = (browser: string) =>
    login.action(
      post(
        "/login",
        { email: "bilal@example.org", password: "correct horse battery" },
        { cookie: browser },
      ),
    );

  it("logs in all the same, says 'Failed to submit some items…' and keeps the drafts for later", async () => {
    const browser = await draftBrowser();
    const loggedIn = await answerWhileBroken("businesses", "writes", () => logIn(browser));
    expect(loggedIn.status).toBe(302);
    expect(loggedIn.headers.get("location")).toBe("/dashboard");
    expect(cookieFrom(loggedIn.headers)).toMatch(/wic\.session_token=/);
    expect(await toastOf(loggedIn)).toEqual({ type: "error", message: SOME_ITEMS_FAILED });
    expect(SOME_ITEMS_FAILED).toBe(
      "Failed to submit some items. Please try again from your dashboard.",
    );
    expect(await db().select().from(directoryDrafts)).toHaveLength(1);

    const again = answer(await logIn(browser));
    expect(await toastOf(again)).toMatchObject({ type: "success" });
    expect(await db().select({ name: businesses.name }).from(businesses)).toEqual([
      { name: "Al-Noor Bakery" },
    ]);
  });

  it("signs up all the same (the account exists and is signed in), keeping the drafts", async () => {
    const browser = await draftBrowser();
    const signedUp = await answerWhileBroken("businesses", "writes", () =>
      signup.action(
        post(
          "/signup",
          {
            name: "Hafsa",
            email: "hafsa@example.org",
            password: "a-long-password",
            confirmPassword: "a-long-password",
          },
          { cookie: browser },
        ),
      ),
    );
    expect(signedUp.status).toBe(302);
    expect(signedUp.headers.get("location")).toBe("/dashboard");
    expect(cookieFrom(signedUp.headers)).toMatch(/wic\.session_token=/);
    expect(await toastOf(signedUp)).toEqual({ type: "error", message: SOME_ITEMS_FAILED });
    expect(
      await db().select().from(users).where(eq(users.email, "hafsa@example.org")),
    ).toHaveLength(1);
    expect(await db().select().from(directoryDrafts)).toHaveLength(1);
  });
});

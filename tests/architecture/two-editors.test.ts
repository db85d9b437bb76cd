import { describe, expect, it } from "vitest";
import { termFormValues } from "#app/features/academy/admin-schema";
import { seedDemoTerm } from "#app/features/academy/demo-term.server";
import * as termEditor from "#app/features/academy/routes/admin-academy-term";
import { listTerms } from "#app/features/academy/terms.server";
import * as blogEditor from "#app/features/blog/routes/admin-blog-editor";
import { campaignsForAdmin, fundsForAdmin } from "#app/features/donations/admin/funds-admin.server";
import * as campaignsEditor from "#app/features/donations/admin/routes/admin-donation-campaigns";
import * as fundsEditor from "#app/features/donations/admin/routes/admin-donation-funds";
import * as weeklyEventsEditor from "#app/features/prayer-times/routes/admin-weekly-events";
import { weeklyEventsForAdmin } from "#app/features/prayer-times/weekly-events.server";
import * as projectEditor from "#app/features/projects/routes/admin-project-editor";
import * as editionEditor from "#app/features/quran-competition/routes/admin-competition-edition";
import * as settings from "#app/features/settings/routes/admin-settings";
import { listCoupons } from "#app/features/summer/pricing/coupons-admin.server";
import * as summerCouponsEditor from "#app/features/summer/pricing/routes/admin-summer-coupons";
import * as summerSeasonEditor from "#app/features/summer/seasons/routes/admin-summer-season";
import * as summerSeasonsList from "#app/features/summer/seasons/routes/admin-summer-seasons";
import { reply } from "../support/actions";
import { setupAdminTests } from "../support/admin";
import { baseFields } from "../support/blog";
import {
  createdId,
  type EditableKind,
  type Fields,
  flat,
  type Route,
} from "../support/two-editors";
import { academyKinds } from "./two-editors/academy";
import { accountKinds } from "./two-editors/accounts";
import { mediaKinds } from "./two-editors/media";
import { prayerTimesKinds } from "./two-editors/prayer-times";

const requests = setupAdminTests();
const { get, post } = requests;

const KINDS: EditableKind[] = [
  ...prayerTimesKinds(requests),
  ...mediaKinds(requests),
  ...accountKinds(requests),
  ...academyKinds(requests),
  {
    kind: "blog post",
    thing: "post",
    route: blogEditor as unknown as Route,
    create: async () => {
      const id = createdId(
        await blogEditor.action(
          post("/admin/blog/new", { ...baseFields, intent: "draft" }, "admin"),
        ),
      );
      return { path: `/admin/blog/${id}`, params: { id } };
    },
    form: ({ values }, title) => ({ ...flat(values), title, intent: "draft" }),
    edited: { name: "title", label: "Title" },
  },
  {
    kind: "project",
    thing: "project",
    route: projectEditor as unknown as Route,
    create: async () => {
      const loaded = await projectEditor.loader(get("/admin/projects/new", "admin"));
      const created = await projectEditor.action(
        post(
          "/admin/projects/new",
          {
            ...flat(loaded.values),
            slug: "sisters-circle",
            title: "Sisters' Circle",
            subtitle: "Tea and talks",
            body: "Tea and talks, every Thursday.",
            intent: "save",
          },
          "admin",
        ),
      );
      expect(reply(created).status, JSON.stringify(created)).toBe(302);
      return { path: "/admin/projects/sisters-circle", params: { slug: "sisters-circle" } };
    },
    form: ({ values }, title) => ({ ...flat(values), title, intent: "save" }),
    edited: { name: "title", label: "Title" },
  },
  {
    kind: "competition edition",
    thing: "edition",
    route: editionEditor as unknown as Route,
    create: async () => {
      const id = createdId(
        await editionEditor.action(
          post(
            "/admin/competition/editions/new",
            {
              year: "2031",
              title: "Winter Qur'an Competition 2031",
              eventDate: "2031-12-20",
              deadline: "2031-12-13",
              venue: "Watford Islamic Centre",
              fee: "5.00",
              groupMin: "10",
              groupMax: "15",
              rulesText: "",
            },
            "admin",
          ),
        ),
      );
      return { path: `/admin/competition/editions/${id}`, params: { id } };
    },
    form: ({ values }, title) => ({ ...flat(values), title }),
    edited: { name: "title", label: "Title" },
  },
  {
    kind: "academy term",
    thing: "term",
    route: termEditor as unknown as Route,
    create: async () => {
      await seedDemoTerm();
      const [term] = await listTerms();
      const id = String(term?.id);
      return { path: `/admin/academy/${id}`, params: { id } };
    },
    form: ({ term }, name) => ({ ...flat(termFormValues(term)), name, intent: "term" }),
    edited: { name: "name", label: "Term name" },
  },
  {
    kind: "donation fund",
    thing: "fund",
    route: fundsEditor as unknown as Route,
    create: async () => {
      const [fund] = await fundsForAdmin();
      return { path: `/admin/donations/funds?edit=${fund?.id}`, params: {} };
    },
    pick: (loaded) => loaded.editing,
    form: ({ editing }, name) => ({ ...flat(editing.values), name, id: String(editing.id) }),
    edited: { name: "name", label: "Name" },
  },
  {
    kind: "donation campaign",
    thing: "campaign",
    route: campaignsEditor as unknown as Route,
    create: async () => {
      const [fund] = await fundsForAdmin();
      const fields = {
        title: "Winter appeal",
        fundId: String(fund?.id),
        target: "5,000",
        startsOn: "2031-12-01",
        endsOn: "2031-12-31",
      };
      const created = await campaignsEditor.action(
        post("/admin/donations/campaigns", fields, "admin") as never,
      );
      expect(reply(created).status, JSON.stringify(created)).toBe(302);
      const campaign = (await campaignsForAdmin()).find((row) => row.title === fields.title);
      return { path: `/admin/donations/campaigns?edit=${campaign?.id}`, params: {} };
    },
    pick: (loaded) => loaded.editing,
    form: ({ editing }, title) => ({ ...flat(editing.values), title, id: String(editing.id) }),
    edited: { name: "title", label: "Title" },
  },
  {
    kind: "weekly event",
    thing: "event",
    route: weeklyEventsEditor as unknown as Route,
    create: async () => {
      const fields = {
        intent: "create",
        title: "Tafsir circle",
        dayOfWeek: "1",
        startTime: "19:30",
        endTime: "20:30",
        location: "Main hall",
        description: "",
        active: "on",
      };
      const created = await weeklyEventsEditor.action(
        post("/admin/weekly-events", fields, "admin") as never,
      );
      expect(reply(created).status, JSON.stringify(created)).toBe(302);
      const event = (await weeklyEventsForAdmin()).find((row) => row.title === fields.title);
      return { path: `/admin/weekly-events?edit=${event?.id}`, params: {} };
    },
    pick: (loaded) => loaded.editing,
    form: ({ editing }, title) => ({
      ...flat(editing.values),
      title,
      intent: "update",
      id: String(editing.id),
    }),
    edited: { name: "title", label: "Title" },
  },
  {
    kind: "settings page",
    thing: "settings page",
    route: settings as unknown as Route,
    create: async () => ({ path: "/admin/settings", params: {} }),
    form: ({ values }, name) => ({ ...flat(values), name }),
    edited: { name: "name", label: "Centre name" },
  },
  {
    kind: "summer season",
    thing: "season",
    route: summerSeasonEditor as unknown as Route,
    create: async () => {
      const id = createdId(
        await summerSeasonsList.action(
          post("/admin/summer/seasons", { title: "Summer 2032" }, "admin"),
        ),
      );
      return { path: `/admin/summer/seasons/${id}`, params: { id } };
    },
    form: ({ values }, title) => ({ ...flat(values), title, intent: "season" }),
    edited: { name: "title", label: "Title" },
  },
  {
    kind: "summer coupon",
    thing: "coupon",
    route: summerCouponsEditor as unknown as Route,
    create: async () => {
      const created = await summerCouponsEditor.action(
        post(
          "/admin/summer/coupons",
          { intent: "create", code: "WINTER2031", percent: "10", validFrom: "", validTo: "" },
          "admin",
        ) as never,
      );
      expect(reply(created).status, JSON.stringify(created)).toBe(302);
      const coupons = await listCoupons(new Date());
      expect(coupons.map((coupon) => coupon.code)).toContain("WINTER2031");
      return { path: "/admin/summer/coupons?edit=WINTER2031", params: {} };
    },
    pick: (loaded) => loaded.editing,
    form: ({ editing }, validTo) => ({
      ...flat(editing.values),
      validTo,
      intent: "update",
      original: editing.code,
    }),
    edited: { name: "validTo", label: "Valid to" },
    typed: { theirs: "2031-12-30T18:00", mine: "2031-12-31T18:00" },
  },
  {
    kind: "summer programme",
    thing: "programme",
    route: summerSeasonEditor as unknown as Route,
    create: async () => {
      const id = createdId(
        await summerSeasonsList.action(
          post("/admin/summer/seasons", { title: "Summer 2032" }, "admin"),
        ),
      );
      const path = `/admin/summer/seasons/${id}`;
      const created = await summerSeasonEditor.action(
        post(
          path,
          {
            intent: "programme",
            programmeId: "new",
            name: "Qur'an Intensive",
            short: "Qur'an",
            description: "",
            minAge: "8",
            maxAge: "16",
            rate: "20.00",
            startTime: "10:00",
            endTime: "13:00",
            extrasFee: "5.00",
            offered: "on",
          },
          "admin",
          { id },
        ) as never,
      );
      expect(reply(created).status, JSON.stringify(created)).toBe(302);
      return { path, params: { id } };
    },
    pick: (loaded) => loaded.programmes[0],
    form: ({ programmes: [programme] }, name) => ({
      ...flat(programme.values),
      name,
      intent: "programme",
      programmeId: String(programme.id),
    }),
    edited: { name: "name", label: "Name" },
  },
];

describe.each(KINDS)(
  "two people editing the same $kind",
  ({ thing, route, create, form, edited, pick, typed }) => {
    const { theirs, mine } = typed ?? { theirs: "Their title", mine: "My title" };
    it("refuses the second save with what differs, and takes it once it is sent again", async () => {
      const { path, params } = await create();
      const open = async () =>
        (await route.loader(get(path, "admin", params) as never)) as {
          values: Record<string, unknown>;
        };
      const version = (loaded: unknown) =>
        JSON.stringify(pick ? pick(loaded) : loaded).match(/"version":"(\d+)"/)?.[1] ?? "";
      const first = await open();
      const second = await open();
      expect(version(first)).toMatch(/^\d+$/);

      const save = async (fields: Fields, sentVersion: string) =>
        reply(
          await route.action(
            post(path, { ...fields, version: sentVersion }, "admin", params) as never,
          ),
        );
      expect((await save(form(first, theirs), version(first))).status).toBe(302);

      const refused = await save(form(second, mine), version(second));
      expect(refused.status).toBe(409);
      const message = JSON.stringify(refused.data);
      expect(message).toContain(`Someone else saved this ${thing} after you opened it.`);
      expect(message).toContain(`Their version differs from yours in: ${edited.label}.`);
      // What the second person typed comes back to them.
      expect(message).toContain(mine);
      const newest = (refused.data as { version: string }).version;
      expect(newest).toBe(version(await open()));

      // Sent again with the newest version (the form now carries it), it replaces theirs.
      expect((await save(form(second, mine), newest)).status).toBe(302);
      const saved = await open();
      expect(JSON.stringify(pick ? pick(saved) : saved)).toContain(`"${edited.name}":"${mine}"`);
    });
  },
);

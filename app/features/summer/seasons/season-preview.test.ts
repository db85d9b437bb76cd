import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { FEATURES } from "#app/features.server";
import { getAs, postAs, reply, routeArgs, thrown } from "#tests/support/actions";
import { setupAccounts } from "#tests/support/auth";
import { setupTestDatabase } from "#tests/support/database";
import { renderRoute, visibleText } from "#tests/support/render";
import { withAdminGuard } from "../../../../server/admin-guard";
import * as seasonRoute from "./routes/admin-summer-season";
import * as previewRoute from "./routes/admin-summer-season-preview";
import * as seasonsRoute from "./routes/admin-summer-seasons";
import {
  PREVIEW_TEXTS,
  previewHeadline,
  previewLinks,
  previewPage,
  previewPath,
} from "./season-preview";

const { db } = setupTestDatabase();
const { cookies } = setupAccounts(db, {
  summer: { name: "Sam Summer", email: "preview.summer@example.org", roles: ["summer"] },
  editor: { name: "Esra Editor", email: "preview.editor@example.org", roles: ["editor"] },
  member: { name: "Mo Member", email: "preview.member@example.org" },
});

/** The preview as the server serves it: behind the admin guard, which asks for summer rights. */
function guardedPreview() {
  const build = {
    routes: {
      admin: { id: "admin", path: "admin", module: {} },
      preview: {
        id: "preview",
        parentId: "admin",
        path: "summer/seasons/:id/preview",
        module: previewRoute,
      },
    },
  } as unknown as ServerBuild;
  return withAdminGuard(build, FEATURES).routes.preview?.module as unknown as typeof previewRoute;
}

type Preview = Awaited<ReturnType<typeof previewRoute.loader>>;

/** A new draft season with one programme of its own (£27.50 a day, one Saturday in 2030). */
async function unopenedSeason(): Promise<number> {
  const created = reply(
    await seasonsRoute.action(
      postAs(cookies.summer, "/admin/summer/seasons", { intent: "create", title: "Summer 2030" }),
    ),
  );
  const id = Number(/(\d+)$/.exec(created.headers.get("Location") ?? "")?.[1]);
  const added = reply(
    await seasonRoute.action(
      postAs(
        cookies.summer,
        `/admin/summer/seasons/${id}`,
        {
          intent: "programme",
          programmeId: "new",
          name: "Saturday Science Club (10am–1pm)",
          short: "Science Club",
          cardPoints: "Rockets and magnets\nA weekly experiment to take home",
          minAge: "7",
          maxAge: "12",
          rate: "27.50",
          startTime: "10:00",
          endTime: "13:00",
          extrasFee: "5.00",
          offered: "on",
          newDate: "2030-07-27",
        },
        { id: String(id) },
      ),
    ),
  );
  expect(added.status).toBe(302);
  return id;
}

const render = (data: Preview, url: string) =>
  renderRoute(
    {
      id: "preview",
      path: "/admin/summer/seasons/:id/preview",
      Component: previewRoute.default as never,
    },
    data,
    url,
  );

describe("/admin/summer/seasons/:id/preview", () => {
  it("shows staff with summer rights the unopened season's pages, marked as a preview", async () => {
    const id = await unopenedSeason();
    const page = guardedPreview();
    const path = previewPath(id);
    const answered = reply(await page.loader(getAs(cookies.summer, path, { id: String(id) })));
    expect(answered.status).toBe(200);
    const data = answered.data as Preview;
    expect(data.headline).toBe("Preview: visitors do not see this season yet.");
    expect(data.landing.cards).toEqual([
      expect.objectContaining({
        title: "Saturday Science Club (10am–1pm)",
        subtitle: "Ages 7–12",
        rate: "£27.50 per day",
        dates: "July 27",
      }),
    ]);
    expect(data.landing.modals[0]?.headline).toMatch(/^£27\.50 per day/);

    const text = visibleText(render(data, path));
    expect(text).toMatch(
      /^Preview: visitors do not see this season yet\. The summer pages as they/,
    );
    expect(text).toContain("Saturday Science Club (10am–1pm)");
    expect(text).toContain("Ages 7–12 · £27.50 per day");
    expect(text).toContain("Sat 27 Jul");
    const html = render(data, path);
    // Nobody registers from the preview: its sign-up buttons lead back to the banner.
    expect(html).not.toContain('href="/summer/register"');
    expect(html).toContain(`href="/admin/summer/seasons/${id}/preview#preview"`);
    expect(html).toContain(`href="/admin/summer/seasons/${id}"`);
    // Its links stay in the preview, never the public pages (which show another season).
    expect(html).toContain(`href="/admin/summer/seasons/${id}/preview?page=programmes"`);
    expect(html).not.toContain('href="/summer/programmes"');

    const meta = previewRoute.meta({ loaderData: data, matches: [] } as never);
    expect(meta[0]).toEqual({ title: expect.stringMatching(/^Admin · Preview “Summer 2030”/) });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  it("shows the programmes page with the card's points, the FAQ and the terms", async () => {
    const id = await unopenedSeason();
    const path = previewPath(id, "programmes");
    const data = await guardedPreview().loader(getAs(cookies.summer, path, { id: String(id) }));
    expect(data.page).toBe("programmes");
    const text = visibleText(render(data, path));
    expect(text).toContain("Preview: visitors do not see this season yet.");
    expect(text).toContain("Summer Programmes");
    expect(text).toContain("Rockets and magnets A weekly experiment to take home");
    const faq = await guardedPreview().loader(
      getAs(cookies.summer, previewPath(id, "faq"), { id: String(id) }),
    );
    // The FAQ's and terms' {tokens} are written from this season's figures.
    expect(visibleText(render(faq, previewPath(id, "faq")))).toContain(
      "How much does it cost? + £27.50 per day for Science Club.",
    );
    const terms = await guardedPreview().loader(
      getAs(cookies.summer, previewPath(id, "terms"), { id: String(id) }),
    );
    expect(visibleText(render(terms, previewPath(id, "terms")))).toContain(
      "Summer Terms & Conditions Summer, summer 2030.",
    );
  });

  it("is refused to an editor without summer rights, a member and anyone signed out", async () => {
    const id = await unopenedSeason();
    const page = guardedPreview();
    const path = previewPath(id);
    const params = { id: String(id) };
    const editor = reply(await thrown(() => page.loader(getAs(cookies.editor, path, params))));
    expect(editor.status).toBe(302);
    expect(editor.headers.get("Location")).toBe("/admin");
    const member = reply(await thrown(() => page.loader(getAs(cookies.member, path, params))));
    expect(member.status).toBe(302);
    expect(member.headers.get("Location")).toBe("/");
    const anonymous = reply(
      await thrown(() => page.loader(routeArgs(new Request(`http://localhost${path}`), params))),
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/");
    // The route's own guard too, as the season's page has it.
    const unguarded = reply(
      await thrown(() => previewRoute.loader(getAs(cookies.member, path, params))),
    );
    expect(unguarded.status).toBe(302);
  });

  it("answers 404 for a season that does not exist", async () => {
    const missing = reply(
      await thrown(() =>
        guardedPreview().loader(getAs(cookies.summer, previewPath(999_999), { id: "999999" })),
      ),
    );
    expect(missing.status).toBe(404);
  });

  it("is linked from the page of every season but the one visitors see", async () => {
    const id = await unopenedSeason();
    const pageOf = async (seasonId: number) => {
      const url = `/admin/summer/seasons/${seasonId}`;
      const data = reply(
        await seasonRoute.loader(getAs(cookies.summer, url, { id: String(seasonId) })),
      ).data;
      return renderRoute(
        {
          id: "season",
          path: "/admin/summer/seasons/:id",
          Component: seasonRoute.default as never,
        },
        data,
        url,
      );
    };
    expect(await pageOf(id)).toContain(`href="${previewPath(id)}"`);
    // The 2025 season is the one visitors see (the latest published one, its dates past).
    expect(await pageOf(1)).not.toContain(`href="${previewPath(1)}"`);
    const shown = await guardedPreview().loader(getAs(cookies.summer, previewPath(1), { id: "1" }));
    expect(shown.headline).toBe("Preview: visitors see this season on /summer now.");
  });
});

describe("the preview's addresses and banner", () => {
  it("reads its page from ?page=, the summer page otherwise", () => {
    expect(previewPage("faq")).toBe("faq");
    expect(previewPage("register")).toBe("summer");
    expect(previewPage(null)).toBe("summer");
    expect(previewPath(7)).toBe("/admin/summer/seasons/7/preview");
    expect(previewPath(7, "terms")).toBe("/admin/summer/seasons/7/preview?page=terms");
  });

  it("links its pages to one another, and its sign-up links back to the banner", () => {
    expect(previewLinks(7, "faq")).toEqual({
      register: "/admin/summer/seasons/7/preview?page=faq#preview",
      programmes: "/admin/summer/seasons/7/preview?page=programmes",
      faq: "/admin/summer/seasons/7/preview?page=faq",
      terms: "/admin/summer/seasons/7/preview?page=terms",
    });
  });

  it("says whether visitors see the season now, will, or did", () => {
    expect(previewHeadline({ shownNow: true, status: "open" })).toBe(PREVIEW_TEXTS.shown);
    expect(previewHeadline({ shownNow: false, status: "draft" })).toBe(PREVIEW_TEXTS.notYetShown);
    expect(previewHeadline({ shownNow: false, status: "closed" })).toBe(PREVIEW_TEXTS.notYetShown);
    expect(previewHeadline({ shownNow: false, status: "finished" })).toBe(
      PREVIEW_TEXTS.noLongerShown,
    );
    expect(previewHeadline({ shownNow: false, status: "archived" })).toBe(
      PREVIEW_TEXTS.noLongerShown,
    );
  });
});

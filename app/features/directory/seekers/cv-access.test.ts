import { beforeEach, describe, expect, it } from "vitest";
import { jobSeekers } from "#app/lib/db/schema";
import { readPrivateFile } from "#app/lib/uploads/private-files.server";
import { answer, thrown } from "#tests/support/actions";
import { file, fixture, setupJobSeekerTest, validSeeker as valid } from "#tests/support/directory";
import * as adminRoute from "../routes/admin-directory";
import { CV_UNAVAILABLE } from "./cv-access.server";
import * as cvRoute from "./routes/seeker-cv";
import * as previewRoute from "./routes/seeker-cv-preview";
import * as editRoute from "./routes/seeker-edit";
import * as newRoute from "./routes/seeker-new";

const { db, cookies, post, get, register, storedSeeker } = setupJobSeekerTest(newRoute.action);

type Who = keyof typeof cookies | "anonymous";

describe("who may open a CV", () => {
  let seekerId = 0;
  beforeEach(async () => {
    await register("seeker");
    seekerId = (await storedSeeker()).id;
  });

  const fetchCv = (who: Who, query = "") =>
    cvRoute.loader(
      get(`/directory/job-seekers/${seekerId}/cv${query}`, who, { id: String(seekerId) }),
    );

  it("answers 404 to an id no profile can have, without looking for a profile", async () => {
    const error = answer(
      (await thrown(() =>
        cvRoute.loader(
          get("/directory/job-seekers/99999999999/cv", "admin", { id: "99999999999" }),
        ),
      )) as never,
    );
    expect(error.status).toBe(404);
  });

  it("answers 404 to anonymous visitors and users without an approved business", async () => {
    await db().update(jobSeekers).set({ status: "approved" });
    for (const who of ["anonymous", "user"] as const) {
      const refused = answer((await thrown(() => fetchCv(who))) as never);
      expect(refused.status).toBe(404);
    }
  });

  it("answers a CV it will not show exactly as one that does not exist, so ids cannot be tried", async () => {
    const refusal = async (
      loader: (args: never) => Promise<unknown>,
      url: string,
      who: Who,
      id: string,
    ) => {
      const { status, data, headers } = answer(
        (await thrown(() => loader(get(url, who, { id }) as never))) as never,
      );
      return { status, data, headers: [...headers] };
    };
    const missing = String(seekerId + 1000);
    for (const [route, suffix] of [
      [cvRoute.loader, "cv"],
      [previewRoute.loader, "cv/preview"],
    ] as const) {
      const answers = [
        // A pending profile's CV: only its owner and the admins may see it.
        ...(["anonymous", "user", "employer"] as const).map((who) => ({ who, id: seekerId })),
        ...(["anonymous", "user", "employer", "admin", "seeker"] as const).flatMap((who) => [
          { who, id: missing },
          { who, id: "abc" },
          { who, id: "0" },
        ]),
      ].map(({ who, id }) =>
        refusal(route, `/directory/job-seekers/${id}/${suffix}`, who, String(id)),
      );
      const [first, ...others] = await Promise.all(answers);
      expect(first).toEqual({ status: 404, data: CV_UNAVAILABLE, headers: [] });
      for (const other of others) expect(other).toEqual(first);
    }
  });

  it("serves a pending CV only to its owner and admins", async () => {
    expect(answer((await thrown(() => fetchCv("employer"))) as never).status).toBe(404);
    for (const who of ["seeker", "admin"] as const) expect((await fetchCv(who)).status).toBe(200);
  });

  it("serves an approved CV to an employer, inline, or as {name}_CV.{ext} to download", async () => {
    await db().update(jobSeekers).set({ status: "approved" });
    const inline = await fetchCv("employer");
    expect(inline.headers.get("content-type")).toBe("application/pdf");
    expect(inline.headers.get("content-disposition")).toMatch(
      /^inline; filename="Amina_Khan_CV.pdf"/,
    );
    expect(inline.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await inline.arrayBuffer()).equals(fixture("cv.pdf"))).toBe(true);
    const download = await fetchCv("employer", "?download=1");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Amina_Khan_CV.pdf"/,
    );
  });

  it("serves an SVG CV only as a download, sandboxed", async () => {
    const svg = file(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      "cv.svg",
      "image/svg+xml",
    );
    await db().delete(jobSeekers);
    answer(await register("seeker", { ...valid(), cv: svg }));
    seekerId = (await storedSeeker()).id;
    const response = await fetchCv("seeker");
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("previews a Word CV as sanitised HTML, for allowed viewers only", async () => {
    await db().delete(jobSeekers);
    const docx = file(fixture("cv.docx"), "cv.docx", "application/octet-stream");
    answer(await register("seeker", { ...valid(), cv: docx }));
    seekerId = (await storedSeeker()).id;
    const args = (who: Who) =>
      get(`/directory/job-seekers/${seekerId}/cv/preview`, who, { id: String(seekerId) });
    expect(
      answer((await thrown(() => previewRoute.loader(args("anonymous")))) as never).status,
    ).toBe(404);
    const { html } = (await (await previewRoute.loader(args("seeker"))).json()) as { html: string };
    expect(html).toContain("<h1>Amina Khan</h1>");
    expect(html).toContain("<strong>Experienced teaching assistant</strong>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
  });
});

describe("a CV is not kept once no profile needs it", () => {
  it("is deleted with its profile (owner or admin) and when replaced", async () => {
    await register("seeker");
    const first = await storedSeeker();
    const { cv: _cv, ...noFile } = valid();
    const replaced = answer(
      await editRoute.action(
        post(
          `/directory/job-seekers/${first.id}/edit`,
          { ...noFile, cv: file(fixture("cv.docx"), "cv.docx", "application/octet-stream") },
          "seeker",
          { id: String(first.id) },
        ),
      ),
    );
    expect(replaced.status).toBe(302);
    const second = await storedSeeker();
    expect(second.cvFile).not.toBe(first.cvFile);
    expect(await readPrivateFile(first.cvFile ?? "")).toBeNull();
    expect(await readPrivateFile(second.cvFile ?? "")).not.toBeNull();

    answer(
      await adminRoute.action(
        post(
          "/admin/directory",
          { kind: "seeker", id: String(second.id), intent: "delete" },
          "admin",
        ),
      ),
    );
    expect(await db().select().from(jobSeekers)).toEqual([]);
    expect(await readPrivateFile(second.cvFile ?? "")).toBeNull();

    await register("seeker");
    const third = await storedSeeker();
    answer(
      await editRoute.action(
        post(`/directory/job-seekers/${third.id}/edit`, { intent: "delete" }, "seeker", {
          id: String(third.id),
        }),
      ),
    );
    expect(await readPrivateFile(third.cvFile ?? "")).toBeNull();
  });
});

import sharp from "sharp";
import { expect } from "vitest";
import * as library from "#app/features/media/routes/admin-media";
import * as placementsEditor from "#app/features/media/routes/admin-media-placements";
import { reply, requestsAs } from "../../support/actions";
import type { AdminRequests, EditableKind, Route } from "../../support/two-editors";

/**
 * Uploads a photo of one colour through the library's own form, as the administrator: a file goes
 * as multipart, which the admin requests do not send, so it goes with their session cookie.
 */
async function uploaded({ get }: AdminRequests, colour: string, alt: string): Promise<number> {
  const cookie = get("/admin/media", "admin").request.headers.get("Cookie") ?? "";
  const bytes = await sharp({
    create: { width: 400, height: 300, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  const file = new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" });
  const answer = reply(
    await library.action(
      requestsAs({ admin: cookie }).post("/admin/media", { intent: "upload", file, alt }, "admin"),
    ),
  );
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  return Number(/#media-(\d+)$/.exec(answer.headers.get("Location") ?? "")?.[1]);
}

/** The media editors two people can open at once. */
export const mediaKinds = (requests: AdminRequests): EditableKind[] => {
  let pictureId = 0;
  return [
    {
      kind: "picture's alt text",
      thing: "picture's alt text",
      route: library as unknown as Route,
      create: async () => {
        pictureId = await uploaded(requests, "#4b7f52", "The centre's garden in spring");
        return { path: "/admin/media", params: {} };
      },
      pick: ({ items }) => items.find((item: { id: number }) => item.id === pictureId),
      form: (_loaded, alt) => ({ intent: "alt", id: String(pictureId), alt }),
      edited: { name: "alt", label: "New alt text" },
    },
    {
      kind: "home and summer photos",
      thing: "choice of photos",
      route: placementsEditor as unknown as Route,
      create: async () => {
        const slide = await uploaded(
          requests,
          "#7f4b52",
          "Children at the summer club's sports day",
        );
        const saved = await placementsEditor.action(
          requests.post(
            "/admin/media/placements",
            { "slides[0].mediaId": String(slide), "slides[0].caption": "Sports day" },
            "admin",
          ),
        );
        expect(reply(saved).status, JSON.stringify(saved)).toBe(302);
        return { path: "/admin/media/placements", params: {} };
      },
      pick: ({ placements, version }) => ({ ...placements.slides[0], version }),
      form: ({ placements }, caption) => ({
        hero: String(placements.hero ?? ""),
        "slides[0].mediaId": String(placements.slides[0].mediaId),
        "slides[0].caption": caption,
      }),
      edited: { name: "caption", label: "Caption of photo 1" },
    },
  ];
};

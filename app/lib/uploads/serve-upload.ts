import { data } from "react-router";
import { readUpload } from "./images.server";

/**
 * GET /uploads/{key}: a stored image. Names are content hashes, so the files never change.
 * `X-Content-Type-Options: nosniff` comes with every response of the server (helmet).
 */
export async function loader({ params }: { params: { file?: string } }) {
  const bytes = await readUpload(params.file ?? "");
  if (!bytes) throw data("Not found", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

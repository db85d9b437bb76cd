import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_BODY_BYTES } from "./form-bodies";

/**
 * An answer sent before the request's body was read (a 405, a refusal, a 413) leaves the rest of
 * the body on the connection. Node discards it by itself only when nothing has started reading
 * the body; once React Router has (it streams every POST's body), the connection would sit
 * there, the client blocked sending, until a timeout cut it (about 6 s, then ECONNRESET). So after
 * such an answer the rest is read and thrown away, and the connection goes on as keep-alive; a
 * body larger than any request may be is cut off instead.
 */
export function discardUnreadBodyAfterAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  limit = MAX_BODY_BYTES,
): void {
  const hasBody =
    req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0;
  // Page views (the front door's many GETs) carry no body: nothing to watch.
  if (!hasBody) return;
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    let discarded = 0;
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      discarded += chunk.byteLength;
      if (discarded > limit) req.socket.destroy();
    });
    req.resume();
  });
}

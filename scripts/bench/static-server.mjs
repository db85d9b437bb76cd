// The bench's yardstick: a bare node:http server in its own process answering every request
// with one page's HTML as the app served it (no compression, like the app to autocannon).
// The parent sends { body (base64), contentType } and gets { port } once listening, "ready" after
// each body.
import http from "node:http";

let body = Buffer.alloc(0);
let contentType = "text/html; charset=utf-8";

const server = http.createServer((_request, response) => {
  response.writeHead(200, { "content-type": contentType, "content-length": body.length });
  response.end(body);
});
server.keepAliveTimeout = 5000;

process.on("message", (message) => {
  body = Buffer.from(message.body, "base64");
  contentType = message.contentType;
  process.send?.("ready");
});
process.on("disconnect", () => process.exit(0));

server.listen(0, "127.0.0.1", () => process.send?.({ port: server.address().port }));

// `npm run dev`: the sources through Vite, reloaded as they change. `npm start` runs the build
// instead (server/production.ts), so that the server's own code is loaded once, from the build.
import type { ServerBuild } from "react-router";
import { failedToStart, startServer } from "./start";

async function main() {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  await startServer({
    before: [devServer.middlewares],
    build: () =>
      devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
}

main().catch(failedToStart);

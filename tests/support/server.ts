import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { env, resetEnv } from "#app/lib/config/env.server";
import { type DatabaseHandle, installDatabase } from "#app/lib/db/client.server";
import { startOutboxWorker } from "#app/lib/email/outbox.server";
import { smtpTransport } from "#app/lib/email/transport.server";
import { createApp } from "../../server/app";
import { createTestDatabase } from "./database";
import { SmtpCapture } from "./smtp";

export interface TestServer {
  url: string;
  database: DatabaseHandle;
  mail: SmtpCapture;
  close(): Promise<void>;
}

/**
 * The production build (`npm run build`), served in this process on a free port, with its own
 * database, a real SMTP server capturing the emails and the outbox worker running.
 */
export async function startTestServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  installDatabase(database);
  const mail = await new SmtpCapture().start();

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  Object.assign(process.env, {
    NODE_ENV: "production",
    PUBLIC_URL: url,
    SMTP_URL: mail.url,
    WIC_TEST_ROUTES: "1",
    FORM_RATE_LIMIT: "1000",
    FORM_RATE_ADDRESS_LIMIT: "1000",
    ...extraEnv,
  });
  resetEnv();

  const buildDirectory = process.env.WIC_BUILD_DIR ?? "build";
  const build = (await import(path.resolve(buildDirectory, "server/index.js"))) as ServerBuild;
  server.on(
    "request",
    createApp({ env: env(), build, clientDirectory: path.join(buildDirectory, "client") }),
  );
  const stopWorker = startOutboxWorker({ transport: smtpTransport(mail.url), intervalMs: 200 });

  return {
    url,
    database,
    mail,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      // Like a server that goes away: open connections (a browser's keep-alive or a request in
      // flight) are cut rather than waited for, which could take longer than the test.
      server.closeAllConnections();
      await closed;
      await stopWorker();
      await mail.stop();
      installDatabase(undefined);
      await database.close();
    },
  };
}

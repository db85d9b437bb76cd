import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CapturedEmail {
  to: string[];
  from: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
}

function addresses(field: ParsedMail["to"]): string[] {
  if (!field) return [];
  return (Array.isArray(field) ? field : [field]).flatMap((group) =>
    group.value.map((entry) => entry.address ?? ""),
  );
}

/** A real SMTP server in the test process that keeps every message it receives. */
export class SmtpCapture {
  readonly messages: CapturedEmail[] = [];
  private server: SMTPServer | null = null;

  constructor(private port = 0) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.messages.push({
              to: addresses(mail.to),
              from: mail.from?.text ?? "",
              replyTo: mail.replyTo?.value[0]?.address,
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until a message matching `predicate` has arrived. */
  async waitFor(
    predicate: (email: CapturedEmail) => boolean,
    timeoutMs = 10_000,
  ): Promise<CapturedEmail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(
          `no matching email within ${timeoutMs} ms; received: ${this.messages.map((m) => `${m.to.join(",")} «${m.subject}»`).join("; ") || "none"}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A free port on which nothing listens (for an SMTP outage). */
export async function unusedPort(): Promise<number> {
  const { createServer } = await import("node:net");
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

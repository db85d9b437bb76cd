import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CapturedEmail {
  messageId: string | undefined;
  to: string[];
  from: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Every header as sent, by its lower-case name (the last one of a name that repeats). */
  headers: Record<string, string>;
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
  private readonly arrivals = new EventEmitter();
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
        // Only what the tests read: no HTML made from the text, no links found in it.
        simpleParser(stream, { skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true })
          .then((mail) => {
            this.messages.push({
              messageId: mail.messageId,
              to: addresses(mail.to),
              from: mail.from?.text ?? "",
              replyTo: mail.replyTo?.value[0]?.address,
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              headers: Object.fromEntries(
                mail.headerLines.map(({ key, line }) => [
                  key,
                  // Unfolded (RFC 5322): a line break before whitespace is removed.
                  line
                    .slice(line.indexOf(":") + 1)
                    .replace(/\r?\n(?=[ \t])/g, "")
                    .trim(),
                ]),
              ),
            });
            this.arrivals.emit("message");
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

  /**
   * The first message matching `predicate`, as soon as it arrives (each arrival is checked; no
   * polling). The time limit is only a budget for a machine that is busy with other work.
   */
  waitFor(
    predicate: (email: CapturedEmail) => boolean,
    timeoutMs = 60_000,
  ): Promise<CapturedEmail> {
    const found = this.messages.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = this.messages.find(predicate);
        if (!match) return;
        clearTimeout(timer);
        this.arrivals.off("message", check);
        resolve(match);
      };
      const timer = setTimeout(() => {
        this.arrivals.off("message", check);
        reject(
          new Error(
            `no matching email within ${timeoutMs} ms; received: ${this.messages.map((m) => `${m.to.join(",")} «${m.subject}»`).join("; ") || "none"}`,
          ),
        );
      }, timeoutMs);
      this.arrivals.on("message", check);
    });
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

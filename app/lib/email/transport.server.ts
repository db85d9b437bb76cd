import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "#app/lib/config/env.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { logger } from "#app/lib/logger.server";

interface OutgoingEmail {
  /** The same for every attempt at one email, so a copy resent after a crash can be told apart. */
  messageId?: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string> | null;
}

export interface MailTransport {
  /** Where mail goes, for the logs: an SMTP host or a folder of .eml files. */
  description: string;
  send(email: OutgoingEmail): Promise<void>;
  /** Closes its connections (a pooled SMTP transport keeps some open). */
  close?(): void;
}

/**
 * The sender: `MAIL_FROM` as set when it carries a name ("Name <address>"), else its bare
 * address (or the default of site.ts) under the centre's name from the settings. The address
 * stays an environment setting: it must be one the mail server may send for (SPF, DKIM).
 */
async function fromAddress(): Promise<{ name: string; address: string } | string> {
  const configured = env().MAIL_FROM;
  if (configured?.includes("<")) return configured;
  const settings = await getSiteSettings();
  return { name: settings.name, address: configured || settings.emails.from };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    description: `SMTP ${new URL(smtpUrl).host}`,
    async send(email) {
      await transporter.sendMail({ from: await fromAddress(), ...toMessage(email) });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP the emails are written as .eml files, so nothing is lost in local use. */
function fileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `files in ${directory}`,
    async send(email) {
      const info = await transporter.sendMail({ from: await fromAddress(), ...toMessage(email) });
      await mkdir(directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "")}.eml`;
      await writeFile(path.join(directory, name), info.message as Buffer);
    },
  };
}

function toMessage(email: OutgoingEmail) {
  return {
    messageId: email.messageId,
    to: email.to,
    replyTo: email.replyTo ?? undefined,
    subject: email.subject,
    html: email.html,
    text: email.text,
    headers: email.headers ?? undefined,
  };
}

export function transportFromEnv(): MailTransport {
  const { SMTP_URL, DATA_DIR } = env();
  if (SMTP_URL) return smtpTransport(SMTP_URL);
  const transport = fileTransport(path.resolve(DATA_DIR, "mail"));
  logger.info({ mail: transport.description }, "SMTP_URL is not set: emails are written as files");
  return transport;
}

import { describe, expect, it } from "vitest";
import { EnvError, EXAMPLE_SESSION_SECRET, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("runs with no configuration at all: port 3000, PGlite, file mail, a generated secret", () => {
    const env = parseEnv({ DATA_DIR: process.env.DATA_DIR });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.SESSION_SECRET).toHaveLength(64);
    expect(parseEnv({ DATA_DIR: process.env.DATA_DIR }).SESSION_SECRET).toBe(env.SESSION_SECRET);
  });

  it("names every bad variable with what is wrong", () => {
    try {
      parseEnv({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "mail.example.org",
        SESSION_SECRET: "short",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const { problems } = error as EnvError;
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^PORT: /),
          "DATABASE_URL: must be a postgres:// or postgresql:// connection URL",
          "SMTP_URL: must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587",
          "SESSION_SECRET: must be at least 32 bytes; make one with: openssl rand -hex 32",
        ]),
      );
    }
  });

  it("treats empty optional URLs as unset and trims a trailing slash from PUBLIC_URL", () => {
    const env = parseEnv({
      DATA_DIR: process.env.DATA_DIR,
      SMTP_URL: "",
      PUBLIC_URL: "https://wic.example.org/",
    });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("https://wic.example.org");
  });

  it("backs up daily at 02:30 keeping 7 daily and 4 weekly archives, and checks BACKUP_TIME", () => {
    const env = parseEnv({ DATA_DIR: process.env.DATA_DIR });
    expect(env.BACKUP_TIME).toBe("02:30");
    expect([env.BACKUP_KEEP_DAILY, env.BACKUP_KEEP_WEEKLY]).toEqual([7, 4]);
    expect(env.BACKUP_DIR).toBeUndefined();
    expect(env.BACKUP_COPY_DIR).toBeUndefined();
    expect(() => parseEnv({ DATA_DIR: process.env.DATA_DIR, BACKUP_TIME: "25:00" })).toThrow(
      "BACKUP_TIME: must be a time HH:MM (24-hour), e.g. 02:30",
    );
    expect(parseEnv({ DATA_DIR: process.env.DATA_DIR, BACKUP_TIME: "23:59" }).BACKUP_TIME).toBe(
      "23:59",
    );
  });

  it("refuses a session secret under 32 bytes or the example file's placeholder", () => {
    const withSecret = (SESSION_SECRET: string) =>
      parseEnv({ DATA_DIR: process.env.DATA_DIR, SESSION_SECRET });
    expect(() => withSecret("a".repeat(31))).toThrow("SESSION_SECRET: must be at least 32 bytes");
    expect(withSecret("a".repeat(32)).SESSION_SECRET).toBe("a".repeat(32));
    expect(() => withSecret(EXAMPLE_SESSION_SECRET)).toThrow(
      "SESSION_SECRET: is still the example's placeholder; replace it with the output of: openssl rand -hex 32",
    );
  });

  it("trusts no proxy by default and takes TRUST_PROXY's addresses, naming what is wrong", () => {
    expect(parseEnv({ DATA_DIR: process.env.DATA_DIR }).TRUST_PROXY).toEqual([]);
    expect(
      parseEnv({ DATA_DIR: process.env.DATA_DIR, TRUST_PROXY: "127.0.0.1,::1" }).TRUST_PROXY,
    ).toEqual(["127.0.0.1", "::1"]);
    expect(() => parseEnv({ DATA_DIR: process.env.DATA_DIR, TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: "true" would believe X-Forwarded-For from anyone/,
    );
  });
});

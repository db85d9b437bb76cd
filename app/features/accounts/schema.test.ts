import { describe, expect, it } from "vitest";
import { changePasswordSchema, messages, signupSchema } from "./schema";

describe("password rules", () => {
  it("needs matching passwords of at least 8 characters", () => {
    const base = { name: "A", email: "a@example.org" };
    expect(
      signupSchema.safeParse({ ...base, password: "12345678", confirmPassword: "12345678" })
        .success,
    ).toBe(true);
    const mismatch = signupSchema.safeParse({
      ...base,
      password: "12345678",
      confirmPassword: "1234567x",
    });
    expect(mismatch.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["confirmPassword", "Passwords do not match"],
    ]);
    const short = changePasswordSchema.safeParse({
      currentPassword: "x",
      password: "1234567",
      confirmPassword: "1234567",
    });
    expect(short.error?.issues[0]?.message).toBe("Password must be at least 8 characters");
  });

  it("lower-cases and trims the email", () => {
    const parsed = signupSchema.parse({
      name: "A",
      email: "  Amina@Example.ORG ",
      password: "12345678",
      confirmPassword: "12345678",
    });
    expect(parsed.email).toBe("amina@example.org");
  });
});

describe("the slow-down message", () => {
  const minutes = (n: number) => n * 60;
  it("tells the visitor how many minutes to wait, and that a reset works at once", () => {
    expect(messages.accountSlowedDown(minutes(4) - 59)).toBe(
      "Too many failed attempts to log in to this account. Please wait 4 minutes or reset your password.",
    );
    expect(messages.accountSlowedDown(1)).toBe(
      "Too many failed attempts to log in to this account. Please wait 1 minute or reset your password.",
    );
  });
});

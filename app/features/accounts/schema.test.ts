import { describe, expect, it } from "vitest";
import { changePasswordSchema, signupSchema } from "./schema";

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

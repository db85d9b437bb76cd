import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "#app/components/ui/field";
import { MIN_PASSWORD_LENGTH } from "#app/lib/auth/rules";

/** A new password and its confirmation, as in sign up, reset and change password. */
export function NewPasswordFields({
  password,
  confirmPassword,
  label = "New password",
}: {
  password: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
  label?: "Password" | "New password";
}) {
  return (
    <>
      <TextField
        meta={password}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <TextField
        meta={confirmPassword}
        label={label === "Password" ? "Confirm password" : "Confirm new password"}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

import { expect } from "vitest";
import * as accountsEditor from "#app/features/accounts/staff/routes/admin-accounts";
import { staffAccounts } from "#app/features/accounts/staff/staff.server";
import { reply } from "../../support/actions";
import type { AdminRequests, EditableKind, Route } from "../../support/two-editors";

const EMAIL = "umar.user@example.org";

/** The accounts editors two people can open at once. */
export const accountKinds = ({ post }: AdminRequests): EditableKind[] => [
  {
    kind: "account's roles",
    thing: "account's roles",
    route: accountsEditor as unknown as Route,
    create: async () => {
      const given = await accountsEditor.action(
        post("/admin/accounts", { email: EMAIL, roles: "academy" }, "admin"),
      );
      expect(reply(given).status, JSON.stringify(given)).toBe(302);
      const account = (await staffAccounts()).find((staff) => staff.email === EMAIL);
      return { path: `/admin/accounts?edit=${account?.id}`, params: {} };
    },
    // Each person ticks one box, which the form sends as one value; several ticked boxes are
    // staff.test.ts's.
    pick: ({ editing }) => ({ roles: editing.roles.join(), version: editing.version }),
    form: ({ editing }, role) => ({ email: editing.email, roles: role }),
    edited: { name: "roles", label: "Roles" },
    typed: { theirs: "treasurer", mine: "summer" },
  },
];

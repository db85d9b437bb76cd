import { parseWithZod } from "@conform-to/zod/v4";
import { EditLink, EmptyNote } from "#app/components/admin/page";
import { ListAndFormPage, RowForm, type RowFormAnswer } from "#app/components/admin/sections";
import { ACTIONS_COLUMN, NAME_COLUMN } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Badge } from "#app/components/ui/badge";
import { CheckboxGrid } from "#app/components/ui/checkbox-grid";
import { summaryFields, TextField } from "#app/components/ui/field";
import { ROLE_DETAILS, staffRoles } from "#app/lib/auth/roles";
import { requireStaff } from "#app/lib/auth/session.server";
import { useValidatedForm } from "#app/lib/forms";
import { formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { saveCheck } from "#app/lib/versions";
import { STAFF_FIELD_LABELS as FIELD_LABELS, staffMessages, staffRolesSchema } from "../schema";
import { type StaffAccount, saveStaffRoles, staffAccounts } from "../staff.server";
import type { Route } from "./+types/admin-accounts";

const PAGE = "/admin/accounts";

export const meta = adminPageMeta(
  "Accounts & roles",
  "Admin: who may use which part of the admin.",
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const accounts = await staffAccounts();
  const edit = new URL(request.url).searchParams.get("edit");
  return { accounts, editing: accounts.find((account) => account.id === edit) ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: staffRolesSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const outcome = await saveStaffRoles(
    user,
    submission.value,
    saveCheck(formData, submission.value),
  );
  if (typeof outcome === "object") return staleSaveFailure(submission, "account's roles", outcome);
  if (outcome === "no-account")
    return formFailure(
      submission.reply({ fieldErrors: { email: [staffMessages.noAccount] } }),
      400,
    );
  if (outcome === "last-administrator")
    return formFailure(
      submission.reply({ fieldErrors: { roles: [staffMessages.lastAdministrator] } }),
      409,
    );
  const { email, roles } = submission.value;
  return redirectWithToast(PAGE, {
    type: "success",
    message:
      outcome === "unchanged"
        ? `${email}'s roles are unchanged.`
        : roles.length === 0
          ? `${email} no longer has any role.`
          : `Roles saved for ${email}.`,
  });
}

const ROLE_OPTIONS = staffRoles.map((role) => ({
  value: role,
  label: ROLE_DETAILS[role].label,
}));

function StaffForm({
  account,
  lastResult,
  version,
}: {
  account: StaffAccount | null;
} & RowFormAnswer) {
  const [form, fields] = useValidatedForm(staffRolesSchema, {
    id: account ? `staff-${account.id}` : "staff-new",
    lastResult,
    defaultValue: { email: account?.email ?? "", roles: account?.roles ?? [] },
  });
  return (
    <RowForm
      form={form}
      summary={summaryFields(fields, FIELD_LABELS)}
      cancelTo={account ? PAGE : null}
      submitLabel="Save roles"
      version={account ? version : null}
    >
      {account ? (
        <input type="hidden" name="email" value={account.email} />
      ) : (
        <TextField
          meta={fields.email}
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="off"
          className="sm:col-span-2"
          hint="They sign up on the website first; their account then gets the roles you tick."
        />
      )}
      <CheckboxGrid
        meta={fields.roles}
        label={FIELD_LABELS.roles}
        options={ROLE_OPTIONS}
        className="sm:col-span-2"
      />
      <dl className="grid gap-2 text-sm text-stone-700 sm:col-span-2">
        {staffRoles.map((role) => (
          <div key={role}>
            <dt className="inline font-semibold text-stone-900">{ROLE_DETAILS[role].label}: </dt>
            <dd className="inline">{ROLE_DETAILS[role].description}</dd>
          </div>
        ))}
      </dl>
    </RowForm>
  );
}

function Roles({ account }: { account: StaffAccount }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {account.roles.map((role) => (
        <li key={role}>
          <Badge tone={role === "administrator" ? "info" : "neutral"}>
            {ROLE_DETAILS[role].label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export default function AdminAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, editing } = loaderData;
  return (
    <ListAndFormPage
      nav={null}
      title="Accounts & roles"
      lead="Staff see only the parts of the admin their roles open. Counselling requests are read by the counselling role and administrators alone."
      actionData={actionData}
      list={{
        headingId: "staff-heading",
        title: "Staff",
        items: accounts,
        itemKey: (account) => account.id,
        caption: "Accounts holding a role, by name",
        columns: [
          { ...NAME_COLUMN, heading: "Name", cell: (account) => account.name },
          { heading: "Email", className: "break-all", cell: (account) => account.email },
          { heading: "Roles", card: "line", cell: (account) => <Roles account={account} /> },
          {
            ...ACTIONS_COLUMN,
            cell: (account) => (
              <EditLink to={`?edit=${account.id}#staff-form-heading`} name={account.name} />
            ),
          },
        ],
        empty: <EmptyNote>No account holds a role.</EmptyNote>,
      }}
      form={{
        headingId: "staff-form-heading",
        title: editing ? `Roles of ${editing.name}` : "Give an account roles",
        editing,
        render: (answer) => <StaffForm account={editing} {...answer} />,
      }}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

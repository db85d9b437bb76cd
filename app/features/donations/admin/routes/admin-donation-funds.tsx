import { parseWithZod } from "@conform-to/zod/v4";
import { EditLink } from "#app/components/admin/page";
import { ListAndFormPage, RowForm, type RowFormAnswer } from "#app/components/admin/sections";
import { ACTIONS_COLUMN } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import {
  CheckboxField,
  DateField,
  MoneyField,
  NumberField,
  SelectField,
  summaryFields,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import { labelledFields } from "#app/components/ui/labelled-fields";
import { requireStaff } from "#app/lib/auth/session.server";
import { BUTTONS, useValidatedForm } from "#app/lib/forms";
import { formError, formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { parseId, rowNamedByEdit } from "#app/lib/http/ids";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { pounds, shortPounds } from "#app/lib/money";
import { saveCheck } from "#app/lib/versions";
import { DonationsAdminNav, shortDay } from "../../components/admin";
import { suggestedAmounts } from "../../rules";
import { FUND_FIELD_LABELS, type FundFormValues, fundFormSchema } from "../admin-schema";
import { createFund, fundsForAdmin, updateFund } from "../funds-admin.server";
import type { Route } from "./+types/admin-donation-funds";

const PAGE = "/admin/donations/funds";

export const meta = adminPageMeta("Donation funds", "Admin: the funds donors give to.");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const funds = await fundsForAdmin();
  return { funds, editing: rowNamedByEdit(request, funds) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: fundFormSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const id = parseId(form.get("id"));
  if (id === null) {
    await createFund(user, submission.value);
  } else {
    const saved = await updateFund(user, id, submission.value, saveCheck(form));
    if (!saved) return formError("That fund no longer exists.", 404, { formId: BUTTONS });
    if (typeof saved === "object") return staleSaveFailure(submission, "fund", saved);
  }
  return redirectWithToast(PAGE, {
    type: "success",
    message: `${submission.value.name} ${id === null ? "added" : "saved"}.`,
  });
}

type LoaderData = Route.ComponentProps["loaderData"];
type Fund = LoaderData["funds"][number];

const EMPTY: FundFormValues = {
  name: "",
  description: "",
  suggested: "",
  kind: "amount",
  perPerson: "",
  monthlyAllowed: true,
  showFrom: "",
  showTo: "",
  active: true,
  position: 10,
};

const KIND_OPTIONS = [
  { value: "amount", label: "An amount (the donor chooses)" },
  { value: "per-person", label: "Per person (a rate × the number of people)" },
];

const FIELD_LABELS = FUND_FIELD_LABELS;

function FundForm({
  fund,
  lastResult,
  version,
}: {
  fund: Fund | null;
} & RowFormAnswer) {
  const [form, fields] = useValidatedForm(fundFormSchema, {
    id: fund ? `fund-${fund.id}` : "fund-new",
    lastResult,
    defaultValue: fund?.values ?? EMPTY,
  });
  const labelled = labelledFields(fields, FIELD_LABELS);
  return (
    <RowForm
      form={form}
      summary={summaryFields(fields, FIELD_LABELS)}
      cancelTo={fund ? PAGE : null}
      submitLabel={fund ? "Save fund" : "Add fund"}
      version={version}
    >
      {fund ? <input type="hidden" name="id" value={fund.id} /> : null}
      <TextField {...labelled("name")} />
      <SelectField {...labelled("kind")} options={KIND_OPTIONS} />
      <TextAreaField
        {...labelled("description")}
        rows={3}
        className="sm:col-span-2"
        hint="Shown under the fund's name on the donate page."
      />
      <TextField
        {...labelled("suggested")}
        optional
        hint="Amount funds: up to 6, separated by commas, such as 10, 25, 50, 100. Empty: £10, £25, £50, £100."
      />
      <MoneyField
        {...labelled("perPerson")}
        optional
        hint="Per-person funds (Fitrana, Fidya): set it each Ramadan, such as 5.00."
      />
      <DateField {...labelled("showFrom")} optional hint="UK date. Empty: from now." />
      <DateField {...labelled("showTo")} optional hint="UK date, included. Empty: no end." />
      <NumberField {...labelled("position")} hint="Lower first on the donate page." />
      <div className="grid content-start gap-3 sm:pt-7">
        <CheckboxField meta={fields.monthlyAllowed}>
          Monthly allowed (donors may give every month)
        </CheckboxField>
        <CheckboxField meta={fields.active}>Active (offered on the donate page)</CheckboxField>
      </div>
    </RowForm>
  );
}

const amountsText = (fund: Fund) =>
  fund.kind === "per-person"
    ? `${fund.perPersonPence ? pounds(fund.perPersonPence) : "no rate"} per person`
    : suggestedAmounts(fund).map(shortPounds).join(", ");

const datesText = (fund: Fund) =>
  fund.showFrom || fund.showTo
    ? `${fund.showFrom ? shortDay(fund.showFrom) : "now"} – ${fund.showTo ? shortDay(fund.showTo) : "no end"}`
    : "Always";

const offerText = (fund: Fund) =>
  `${fund.active ? "Active" : "Hidden"} · ${fund.monthlyAllowed ? "one-off or monthly" : "one-off only"}`;

export default function AdminDonationFunds({ loaderData, actionData }: Route.ComponentProps) {
  const { funds, editing } = loaderData;
  return (
    <ListAndFormPage
      nav={<DonationsAdminNav />}
      title="Donation funds"
      lead="What donors can give to, in this order on the donate page. Donations keep the fund's name they were made under."
      actionData={actionData}
      list={{
        headingId: "funds-heading",
        title: "Funds",
        items: funds,
        itemKey: (fund) => fund.id,
        caption: "Donation funds, in order",
        breakpoint: "lg",
        columns: [
          { heading: "Order", className: "tabular-nums", cell: (fund) => fund.position },
          {
            heading: "Fund",
            card: "line",
            cell: (fund) => (
              <>
                <span className="block font-semibold">{fund.name}</span>
                <span className="block text-stone-700">{fund.description}</span>
              </>
            ),
          },
          { heading: "Amounts", cell: amountsText },
          { heading: "Shown", className: "whitespace-nowrap", cell: datesText },
          { heading: "Offered", cell: offerText },
          {
            ...ACTIONS_COLUMN,
            cell: (fund) => <EditLink to={`?edit=${fund.id}#fund-form-heading`} name={fund.name} />,
          },
        ],
      }}
      form={{
        headingId: "fund-form-heading",
        title: editing ? `Edit ${editing.name}` : "Add a fund",
        editing,
        render: (answer) => <FundForm fund={editing} {...answer} />,
      }}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

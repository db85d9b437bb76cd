import { parseWithZod } from "@conform-to/zod/v4";
import { EditLink, EmptyNote } from "#app/components/admin/page";
import { ListAndFormPage, RowForm, type RowFormAnswer } from "#app/components/admin/sections";
import { ACTIONS_COLUMN, NAME_COLUMN } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import {
  DateField,
  MoneyField,
  SelectField,
  summaryFields,
  TextField,
} from "#app/components/ui/field";
import { labelledFields } from "#app/components/ui/labelled-fields";
import { requireStaff } from "#app/lib/auth/session.server";
import { BUTTONS, useValidatedForm } from "#app/lib/forms";
import { formError, formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { parseId, rowNamedByEdit } from "#app/lib/http/ids";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { shortPounds } from "#app/lib/money";
import { saveCheck } from "#app/lib/versions";
import { ConfirmedAction, DonationsAdminNav, shortDay } from "../../components/admin";
import { ProgressBar } from "../../components/campaign-progress";
import { fundChoices } from "../admin.server";
import {
  CAMPAIGN_FIELD_LABELS,
  CAMPAIGN_MESSAGES,
  type CampaignFormValues,
  campaignFormSchema,
  campaignFormValues,
} from "../admin-schema";
import { campaignsForAdmin, deleteCampaign, saveCampaign } from "../funds-admin.server";
import type { Route } from "./+types/admin-donation-campaigns";

const PAGE = "/admin/donations/campaigns";

export const meta = adminPageMeta("Donation campaigns", "Admin: appeals with a target and dates.");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [campaigns, funds] = await Promise.all([campaignsForAdmin(), fundChoices()]);
  return { campaigns, funds, editing: rowNamedByEdit(request, campaigns) };
}

const gone = () => formError("That campaign no longer exists.", 404, { formId: BUTTONS });

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  const id = parseId(form.get("id"));
  if (form.get("intent") === "delete") {
    if (id === null || !(await deleteCampaign(user, id))) return gone();
    return redirectWithToast(PAGE, { type: "success", message: "Campaign deleted." });
  }
  const submission = parseWithZod(form, { schema: campaignFormSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const { value } = submission;
  // Compared as the form shows a stored campaign: "1,000" is the stored 1000.00.
  const sent = campaignFormValues({ ...value, targetPence: value.target });
  const outcome = await saveCampaign(user, value, id, saveCheck(form, sent));
  if (outcome === "gone") return gone();
  if (typeof outcome === "object") return staleSaveFailure(submission, "campaign", outcome);
  if (outcome === "no-fund")
    return formFailure(
      submission.reply({ fieldErrors: { fundId: [CAMPAIGN_MESSAGES.fund] } }),
      409,
    );
  return redirectWithToast(PAGE, {
    type: "success",
    message: `${submission.value.title} ${id === null ? "created" : "saved"}.`,
  });
}

type LoaderData = Route.ComponentProps["loaderData"];
type Campaign = LoaderData["campaigns"][number];

const LABELS = CAMPAIGN_FIELD_LABELS;

const EMPTY: CampaignFormValues = { title: "", fundId: "", target: "", startsOn: "", endsOn: "" };

function CampaignForm({
  campaign,
  funds,
  lastResult,
  version,
}: {
  campaign: Campaign | null;
  funds: LoaderData["funds"];
} & RowFormAnswer) {
  const [form, fields] = useValidatedForm(campaignFormSchema, {
    id: campaign ? `campaign-${campaign.id}` : "campaign-new",
    lastResult,
    defaultValue: campaign?.values ?? EMPTY,
  });
  const labelled = labelledFields(fields, LABELS);
  return (
    <RowForm
      form={form}
      summary={summaryFields(fields, LABELS)}
      cancelTo={campaign ? PAGE : null}
      submitLabel={campaign ? "Save campaign" : "Create campaign"}
      version={version}
    >
      {campaign ? <input type="hidden" name="id" value={campaign.id} /> : null}
      <TextField
        {...labelled("title")}
        hint="Such as Ramadan 2027 appeal."
        className="sm:col-span-2"
      />
      <SelectField
        {...labelled("fundId")}
        placeholder="Please choose…"
        options={funds.map((fund) => ({ value: String(fund.id), label: fund.name }))}
      />
      <MoneyField meta={fields.target} label={`${LABELS.target} (£)`} hint="Such as 25000" />
      <DateField {...labelled("startsOn")} hint="UK date." />
      <DateField {...labelled("endsOn")} hint="UK date, included." />
    </RowForm>
  );
}

function Progress({ campaign }: { campaign: Campaign }) {
  return (
    <div className="min-w-48">
      <p className="tabular-nums">
        {`${shortPounds(campaign.raisedPence)} of ${shortPounds(campaign.targetPence)} (${campaign.percent}%) · ${campaign.donors} ${campaign.donors === 1 ? "donor" : "donors"}`}
      </p>
      <ProgressBar
        percent={campaign.percent}
        label={`${campaign.title}: ${campaign.percent}% raised`}
        className="mt-2 w-full"
      />
    </div>
  );
}

const datesText = (campaign: Campaign) =>
  `${shortDay(campaign.startsOn)} – ${shortDay(campaign.endsOn)}`;

function Actions({ campaign }: { campaign: Campaign }) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <EditLink to={`?edit=${campaign.id}#campaign-form-heading`} name={campaign.title} />
      <ConfirmedAction
        intent="delete"
        id={campaign.id}
        question={`Delete the campaign "${campaign.title}"? Its donations stay in the fund.`}
      >
        Delete<span className="sr-only"> {campaign.title}</span>
      </ConfirmedAction>
    </div>
  );
}

export default function AdminDonationCampaigns({ loaderData, actionData }: Route.ComponentProps) {
  const { campaigns, funds, editing } = loaderData;
  return (
    <ListAndFormPage
      nav={<DonationsAdminNav />}
      title="Donation campaigns"
      lead="An appeal for one fund between two UK dates. Progress counts the fund's paid payments on those days (refunds are left out); a running campaign shows its bar on the home and donate pages."
      actionData={actionData}
      list={{
        headingId: "campaigns-heading",
        title: "Campaigns",
        items: campaigns,
        itemKey: (campaign) => campaign.id,
        caption: "Donation campaigns, latest first",
        breakpoint: "lg",
        columns: [
          { ...NAME_COLUMN, heading: "Campaign", cell: (campaign) => campaign.title },
          { heading: "Fund", cell: (campaign) => campaign.fundName },
          { heading: "Dates", className: "whitespace-nowrap", cell: datesText },
          {
            heading: "Progress",
            card: "line",
            cell: (campaign) => <Progress campaign={campaign} />,
          },
          { ...ACTIONS_COLUMN, cell: (campaign) => <Actions campaign={campaign} /> },
        ],
        empty: <EmptyNote>No campaign yet.</EmptyNote>,
      }}
      form={{
        headingId: "campaign-form-heading",
        title: editing ? `Edit ${editing.title}` : "New campaign",
        editing,
        render: (answer) => <CampaignForm campaign={editing} funds={funds} {...answer} />,
      }}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

import { parseWithZod } from "@conform-to/zod/v4";
import { EditLink } from "#app/components/admin/page";
import { ListAndFormPage, RowForm, type RowFormAnswer } from "#app/components/admin/sections";
import { ACTIONS_COLUMN, NAME_COLUMN } from "#app/components/admin/table";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { Badge } from "#app/components/ui/badge";
import { NumberField, SelectField, TextField } from "#app/components/ui/field";
import { PostButton } from "#app/components/ui/post-button";
import { requireStaff } from "#app/lib/auth/session.server";
import { BUTTONS, useValidatedForm } from "#app/lib/forms";
import { formError, formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { saveCheck } from "#app/lib/versions";
import { COUPON_LABELS, type CouponFormValues, couponFormSchema } from "../../admin-schema";
import { SummerAdminNav, UkDateTimeField, ukDateTime } from "../../components/summer-admin";
import { normaliseCoupon } from "../../rules";
import { listSeasons } from "../../seasons/seasons-admin.server";
import { COUPON_STATE_BADGES, couponWarnings } from "../coupon-state";
import {
  createCoupon,
  listCoupons,
  setCouponDisabled,
  updateCoupon,
} from "../coupons-admin.server";
import type { Route } from "./+types/admin-summer-coupons";

const PAGE = "/admin/summer/coupons";

export const meta = adminPageMeta("Summer coupons", "Admin: summer discount coupons.");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [coupons, seasons] = await Promise.all([
    listCoupons(new Date(requestNow(request))),
    listSeasons(),
  ]);
  const edit = normaliseCoupon(new URL(request.url).searchParams.get("edit"));
  return {
    coupons,
    seasons: seasons.map((season) => ({ id: season.id, title: season.title })),
    editing: coupons.find((coupon) => coupon.code === edit) ?? null,
  };
}

const gone = () => formError("That coupon no longer exists.", 404, { formId: BUTTONS });

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const code = normaliseCoupon(form.get("code"));
  if (intent === "disable" || intent === "enable") {
    if (!(await setCouponDisabled(user, code, intent === "disable"))) return gone();
    return redirectWithToast(PAGE, {
      type: "success",
      message: `${code} ${intent === "disable" ? "disabled" : "enabled"}.`,
    });
  }
  const submission = parseWithZod(form, { schema: couponFormSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const editing = intent === "update";
  const result = editing
    ? await updateCoupon(
        user,
        normaliseCoupon(form.get("original")),
        submission.value,
        saveCheck(form),
      )
    : await createCoupon(user, submission.value);
  if (!result.ok && "notFound" in result) return gone();
  // Someone saved this coupon since the form was opened: what was typed comes back, with theirs named.
  if (!result.ok && "stale" in result) return staleSaveFailure(submission, "coupon", result.stale);
  if (!result.ok)
    return formFailure(
      submission.reply({ fieldErrors: { [result.field]: [result.message] } }),
      409,
    );
  // Saved even when parents cannot use it (its end passed, its uses taken): said, not refused.
  const saved = `${submission.value.code} ${editing ? "saved" : "created"}.`;
  const warnings = couponWarnings(result.saved, new Date(requestNow(request)));
  return redirectWithToast(
    PAGE,
    warnings.length > 0
      ? { type: "info", message: `${saved} ${warnings.join(" ")}` }
      : { type: "success", message: saved },
  );
}

type LoaderData = Route.ComponentProps["loaderData"];
type Coupon = LoaderData["coupons"][number];

const EMPTY: CouponFormValues = { code: "", percent: 10, validFrom: "", validTo: "", seasonId: "" };

function CouponForm({
  coupon,
  seasons,
  lastResult,
  version,
}: {
  coupon: Coupon | null;
  seasons: LoaderData["seasons"];
} & RowFormAnswer) {
  const [form, fields] = useValidatedForm(couponFormSchema, {
    id: "coupon",
    lastResult,
    defaultValue: coupon?.values ?? EMPTY,
  });
  return (
    <RowForm
      form={form}
      cancelTo={coupon ? PAGE : null}
      submitLabel={coupon ? "Save coupon" : "Create coupon"}
      version={version}
    >
      <input type="hidden" name="intent" value={coupon ? "update" : "create"} />
      {coupon ? <input type="hidden" name="original" value={coupon.code} /> : null}
      {coupon ? (
        <>
          <input type="hidden" name={fields.code.name} value={coupon.code} />
          <p className="sm:col-span-2">
            {COUPON_LABELS.code} <strong>{coupon.code}</strong>: used {coupon.uses}{" "}
            {coupon.uses === 1 ? "time" : "times"} so far. A code does not change once made.
          </p>
        </>
      ) : (
        <TextField
          meta={fields.code}
          label={COUPON_LABELS.code}
          hint="Parents type it at the payment step, e.g. WIC2026."
          autoCapitalize="characters"
        />
      )}
      <NumberField meta={fields.percent} label={`${COUPON_LABELS.percent} (%)`} />
      <UkDateTimeField
        meta={fields.validFrom}
        label={`${COUPON_LABELS.validFrom} (UK time)`}
        hint="Empty: from now."
      />
      <UkDateTimeField
        meta={fields.validTo}
        label={`${COUPON_LABELS.validTo} (UK time)`}
        hint="Empty: no end."
      />
      <NumberField
        meta={fields.maxUses}
        label={COUPON_LABELS.maxUses}
        hint="Empty: no limit."
        optional
      />
      <SelectField
        meta={fields.seasonId}
        label={COUPON_LABELS.seasonId}
        options={[
          { value: "", label: "Any season" },
          ...seasons.map((season) => ({ value: String(season.id), label: season.title })),
        ]}
      />
    </RowForm>
  );
}

const windowText = (coupon: Coupon) =>
  `${ukDateTime(coupon.validFrom, "any time")} – ${ukDateTime(coupon.validTo, "no end")}`;
const usesText = (coupon: Coupon) =>
  `${coupon.uses}${coupon.maxUses === null ? "" : ` of ${coupon.maxUses}`}`;

function Actions({ coupon }: { coupon: Coupon }) {
  return (
    <div className="flex flex-wrap items-center gap-1">
      <EditLink to={`?edit=${encodeURIComponent(coupon.code)}`} name={coupon.code} />
      <PostButton
        fields={{ code: coupon.code }}
        name="intent"
        value={coupon.disabled ? "enable" : "disable"}
        variant="ghost"
        className="px-3 py-1.5"
      >
        {coupon.disabled ? "Enable" : "Disable"}
        <span className="sr-only"> {coupon.code}</span>
      </PostButton>
    </div>
  );
}

function State({ coupon }: { coupon: Coupon }) {
  const { label, tone } = COUPON_STATE_BADGES[coupon.state];
  return <Badge tone={tone}>{label}</Badge>;
}

export default function AdminSummerCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const { coupons, seasons, editing } = loaderData;
  return (
    <ListAndFormPage
      nav={<SummerAdminNav />}
      title="Summer coupons"
      lead="A coupon takes a percentage off a registration. Outside its dates, for another season, once used up or disabled, parents are told 'Invalid or expired coupon'."
      actionData={actionData}
      list={{
        headingId: "coupons-heading",
        title: "Coupons",
        items: coupons,
        itemKey: (coupon) => coupon.code,
        caption: "Summer coupons",
        columns: [
          {
            ...NAME_COLUMN,
            heading: "Code",
            cell: (coupon) => coupon.code,
            cardCell: (coupon) => `${coupon.code} · ${coupon.percent}%`,
          },
          {
            heading: "Discount",
            card: "none",
            className: "tabular-nums",
            cell: (coupon) => `${coupon.percent}%`,
          },
          { heading: "Valid (UK time)", cell: windowText },
          { heading: "Season", cell: (coupon) => coupon.seasonTitle ?? "Any season" },
          { heading: "Uses", className: "tabular-nums", cell: usesText },
          { heading: "State", card: "badge", cell: (coupon) => <State coupon={coupon} /> },
          { ...ACTIONS_COLUMN, cell: (coupon) => <Actions coupon={coupon} /> },
        ],
      }}
      form={{
        headingId: "coupon-form-heading",
        title: editing ? `Edit ${editing.code}` : "New coupon",
        editing,
        render: (answer) => <CouponForm coupon={editing} seasons={seasons} {...answer} />,
      }}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

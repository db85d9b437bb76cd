import { type FieldMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import {
  CheckboxField,
  EmailField,
  ErrorSummary,
  FieldsetFrame,
  MoneyField,
  NumberField,
  SelectField,
  summaryFields,
  TextField,
} from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { lazySchema, useValidatedForm } from "#app/lib/forms";
import { pounds, shortPounds } from "#app/lib/money";
import { HoneypotField } from "#app/lib/security/honeypot";
import { useHydrated } from "#app/lib/use-hydrated";
import { type CampaignBar, CampaignProgress } from "../../components/campaign-progress";
import {
  CURRENT_DECLARATION,
  DECLARATION_NOTICE,
  declarationText,
  TITLES,
} from "../../gift-aid/gift-aid";
import {
  type Fund,
  MAX_DONATION_PENCE,
  MAX_PEOPLE,
  MIN_DONATION_PENCE,
  perPersonTotal,
  suggestedAmounts,
} from "../../rules";

const FORM_ID = "donate";

/** The fields' labels, in the form's order: beside each field and in the error summary. */
const LABELS = {
  fund: "Fund",
  frequency: "How often",
  amount: "Amount",
  otherAmount: "Other amount",
  people: "Number of people",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  giftAid: "Gift Aid",
  houseNameOrNumber: "House name or number",
  postcode: "Postcode",
};

/** The key a fund's parts are shown by (see FundStyles). */
const fundKey = (fund: Pick<Fund, "id">) => `f${fund.id}`;
const keysOf = (funds: readonly Fund[]) => funds.map(fundKey).join(" ");
const takesMonthly = (fund: Fund) => fund.monthlyAllowed && fund.kind !== "per-person";

/**
 * What each fund shows (its amounts, its rate, its campaign, monthly or not) follows the fund
 * ticked, by CSS alone: a part marked `data-funds="f1 f3"` shows only while fund 1 or 3 is
 * chosen, so the form works before (and without) JavaScript.
 */
function FundStyles({ funds }: { funds: readonly Fund[] }) {
  const rules = funds.map(
    (fund) =>
      `#${FORM_ID}:has([data-fund-key="${fundKey(fund)}"]:checked) [data-funds~="${fundKey(fund)}"]{display:block}`,
  );
  return <style>{`#${FORM_ID} [data-funds]{display:none}${rules.join("")}`}</style>;
}

/** A part of the form shown only for `funds`. */
function ForFunds({ funds, children }: { funds: readonly Fund[]; children: ReactNode }) {
  return <div data-funds={keysOf(funds)}>{children}</div>;
}

const optionClasses =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand";

/** One radio button of a group in its card. */
function RadioOption({
  meta,
  value,
  children,
  fundKey: key,
  onChange,
}: {
  meta: FieldMetadata<string | undefined>;
  value: string;
  children: ReactNode;
  fundKey?: string;
  onChange?: () => void;
}) {
  const id = `${meta.id}-${value}`;
  const describedBy = meta.errors?.length ? meta.errorId : undefined;
  return (
    <label htmlFor={id} className={optionClasses}>
      <input
        type="radio"
        id={id}
        name={meta.name}
        value={value}
        form={meta.formId}
        defaultChecked={meta.initialValue === value}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy}
        data-fund-key={key}
        onChange={onChange}
        className="size-5 shrink-0 accent-[var(--color-brand)]"
      />
      {children}
    </label>
  );
}

export interface DonationFormProps {
  funds: Fund[];
  /** The fund chosen when the page opens (`?fund=`, else the first). */
  fund: string;
  campaigns: (CampaignBar & { id: number; fundId: number })[];
  lastResult?: SubmissionResult<string[]> | null;
}

export function DonationForm({ funds, fund, campaigns, lastResult }: DonationFormProps) {
  const site = useSiteSettings();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.donationSchema,
    ),
    {
      id: FORM_ID,
      lastResult,
      defaultValue: { fund, frequency: "one-off", people: "1", title: "" },
    },
  );
  const submitting = navigation.state !== "idle" && navigation.formAction === "/donate";

  const chosen = funds.find((offered) => offered.slug === fields.fund.value) ?? funds[0];
  const amountFunds = funds.filter((offered) => offered.kind === "amount");
  const perPersonFunds = funds.filter((offered) => offered.kind === "per-person");
  const amounts = [...new Set(amountFunds.flatMap((offered) => suggestedAmounts(offered)))].sort(
    (a, b) => a - b,
  );
  const giftAidOpen = Boolean(
    fields.giftAid.errors || fields.houseNameOrNumber.errors || fields.postcode.errors,
  );

  // With JavaScript, unticking "UK taxpayer" takes back the Gift Aid it hides.
  const taxpayer = fields.ukTaxpayer.value === "on";
  const giftAidName = fields.giftAid.name;
  const update = form.update;
  const wasTaxpayer = useRef(taxpayer);
  useEffect(() => {
    if (wasTaxpayer.current && !taxpayer) update({ name: giftAidName, value: undefined });
    wasTaxpayer.current = taxpayer;
  }, [taxpayer, giftAidName, update]);

  /** With JavaScript, a choice the new fund does not offer is cleared rather than hidden. */
  function fundChanged(next: Fund) {
    if (!takesMonthly(next) && fields.frequency.value === "monthly")
      form.update({ name: fields.frequency.name, value: "one-off" });
    const amount = fields.amount.value;
    if (amount && amount !== "other" && !suggestedAmounts(next).includes(Number(amount)))
      form.update({ name: fields.amount.name, value: "" });
  }

  return (
    <Form
      method="post"
      action="/donate"
      {...getFormProps(form)}
      noValidate
      className="group/donate space-y-8"
    >
      <FundStyles funds={funds} />
      <ErrorSummary formErrors={form.errors} fields={summaryFields(fields, LABELS)} />
      <HoneypotField />

      <h2 className="text-xl font-semibold text-brand-strong">Your gift</h2>
      {campaigns.map((campaign) => (
        <ForFunds
          key={campaign.id}
          funds={funds.filter((offered) => offered.id === campaign.fundId)}
        >
          <CampaignProgress campaign={campaign} />
        </ForFunds>
      ))}

      <FieldsetFrame meta={fields.fund} label="Choose a fund">
        <div className="mt-2 grid gap-2">
          {funds.map((offered) => (
            <RadioOption
              key={offered.id}
              meta={fields.fund}
              value={offered.slug}
              fundKey={fundKey(offered)}
              onChange={() => fundChanged(offered)}
            >
              <span className="py-1">
                <span className="block font-semibold text-ink">{offered.name}</span>
                <span className="block text-sm text-stone-700">{offered.description}</span>
                {offered.kind === "per-person" && offered.perPersonPence ? (
                  <span className="mt-1 block text-sm font-semibold text-brand-strong">
                    {pounds(offered.perPersonPence)} per person
                  </span>
                ) : null}
              </span>
            </RadioOption>
          ))}
        </div>
      </FieldsetFrame>

      <FieldsetFrame meta={fields.frequency} label={`${LABELS.frequency}?`}>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <RadioOption meta={fields.frequency} value="one-off">
            One-off
          </RadioOption>
          <ForFunds funds={funds.filter(takesMonthly)}>
            <RadioOption meta={fields.frequency} value="monthly">
              Monthly
            </RadioOption>
          </ForFunds>
        </div>
        <ForFunds funds={funds.filter((offered) => !takesMonthly(offered))}>
          <p className="mt-2 text-sm text-stone-700">This fund takes one-off donations only.</p>
        </ForFunds>
      </FieldsetFrame>

      <ForFunds funds={amountFunds}>
        <FieldsetFrame meta={fields.amount} label={LABELS.amount}>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
            {amounts.map((pence) => (
              <ForFunds
                key={pence}
                funds={amountFunds.filter((offered) => suggestedAmounts(offered).includes(pence))}
              >
                <RadioOption meta={fields.amount} value={String(pence)}>
                  <span className="font-semibold">{shortPounds(pence)}</span>
                </RadioOption>
              </ForFunds>
            ))}
            <RadioOption meta={fields.amount} value="other">
              <span className="font-semibold">Other</span>
            </RadioOption>
          </div>
        </FieldsetFrame>
        <MoneyField
          meta={fields.otherAmount}
          label={`${LABELS.otherAmount} (£)`}
          hint={`From ${shortPounds(MIN_DONATION_PENCE)} to ${shortPounds(MAX_DONATION_PENCE)} per payment.`}
          autoComplete="off"
          className={cn(
            "mt-4 max-w-xs",
            !fields.otherAmount.errors &&
              "hidden group-has-[[name=amount][value=other]:checked]/donate:block",
          )}
        />
      </ForFunds>

      <ForFunds funds={perPersonFunds}>
        <NumberField
          meta={fields.people}
          label={LABELS.people}
          min={1}
          max={MAX_PEOPLE}
          className="max-w-xs"
        />
        {chosen?.kind === "per-person" && chosen.perPersonPence ? (
          <p className="mt-2 text-stone-800" aria-live="polite">
            {hydrated ? (
              <>
                Total:{" "}
                <strong>
                  {pounds(perPersonTotal(chosen.perPersonPence, Number(fields.people.value) || 0))}
                </strong>{" "}
                ({fields.people.value || 0} × {pounds(chosen.perPersonPence)})
              </>
            ) : (
              `${pounds(chosen.perPersonPence)} per person: the total is shown before you pay.`
            )}
          </p>
        ) : null}
      </ForFunds>

      <fieldset className="space-y-5">
        <legend className="text-xl font-semibold text-brand-strong">Your details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.firstName} label={LABELS.firstName} autoComplete="given-name" />
          <TextField meta={fields.lastName} label={LABELS.lastName} autoComplete="family-name" />
        </div>
        <EmailField meta={fields.email} label={LABELS.email} hint="We send your receipt here." />
      </fieldset>

      <section aria-labelledby="gift-aid-heading" className="space-y-4">
        <h2 id="gift-aid-heading" className="text-xl font-semibold text-brand-strong">
          Gift Aid
        </h2>
        <p className="text-stone-700">
          If you pay UK tax, Gift Aid adds a quarter to your gift at no cost to you.
        </p>
        <CheckboxField meta={fields.ukTaxpayer}>I am a UK taxpayer</CheckboxField>
        <div
          className={cn(
            "space-y-5 rounded-xl border-l-4 border-accent bg-accent-soft p-4 sm:p-5",
            !giftAidOpen && "hidden group-has-[[name=ukTaxpayer]:checked]/donate:block",
          )}
        >
          <p className="font-semibold text-ink">
            Boost your donation by 25p of Gift Aid for every £1 you donate
          </p>
          <p className="text-stone-800">
            Gift Aid is reclaimed by the charity from the tax you pay for the current tax year. Your
            address is needed to identify you as a current UK taxpayer.
          </p>
          <CheckboxField meta={fields.giftAid}>
            <strong>Yes, I want to Gift Aid my donation.</strong>{" "}
            {declarationText(CURRENT_DECLARATION, site.name)}
          </CheckboxField>
          <SelectField
            meta={fields.title}
            label="Title"
            optional
            options={TITLES.map((title) => ({ value: title, label: title || "(none)" }))}
            className="max-w-40"
          />
          <TextField
            meta={fields.houseNameOrNumber}
            label={LABELS.houseNameOrNumber}
            autoComplete="address-line1"
            className="max-w-sm"
          />
          <TextField
            meta={fields.postcode}
            label={LABELS.postcode}
            autoComplete="postal-code"
            className="max-w-40"
          />
          <p className="text-sm text-stone-700">{DECLARATION_NOTICE}</p>
        </div>
      </section>

      <div className="space-y-3">
        <Button
          type="submit"
          pending={submitting}
          pendingLabel="Opening secure payment…"
          className="w-full sm:w-auto"
        >
          Continue to payment
        </Button>
        <p className="text-sm text-stone-700">
          You pay on Stripe's secure page; we never see your card details.
        </p>
      </div>
    </Form>
  );
}

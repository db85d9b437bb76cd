import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { HoneypotField } from "~/lib/security/honeypot";
import { type PricingResult, priceRegistration } from "../pricing";
import {
  findProgramme,
  MAX_CHILDREN,
  MESSAGES,
  PAYMENT_METHOD,
  type ProgrammeId,
  parseAge,
  programmesForAge,
  STEP_TITLES,
  shortDate,
} from "../rules";
import {
  childrenDetails,
  type Draft,
  type DraftChild,
  type DraftProgramme,
  type Errors,
  pricingChoices,
  type Step,
} from "../wizard";
import { PriceSummary } from "./price-summary";

const inputClasses =
  "mt-1.5 block w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-700";

const errorId = (name: string) => `${name.replaceAll(".", "-")}-error`;

function FieldMessage({ name, errors }: { name: string; errors: Errors }) {
  const message = errors[name];
  if (!message) return null;
  return (
    <p id={errorId(name)} className="mt-1.5 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

function TextInput({
  name,
  label,
  errors,
  defaultValue,
  type = "text",
  autoComplete,
  value,
  onChange,
  inputMode,
}: {
  name: string;
  label: string;
  errors: Errors;
  defaultValue?: string;
  type?: "text" | "email" | "tel" | "number";
  autoComplete?: string;
  value?: string;
  onChange?: (value: string) => void;
  inputMode?: "numeric";
}) {
  const id = name.replaceAll(".", "-");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? errorId(name) : undefined}
        className={inputClasses}
        {...(onChange
          ? { value, onChange: (event) => onChange(event.target.value) }
          : { defaultValue })}
      />
      <FieldMessage name={name} errors={errors} />
    </div>
  );
}

function StepButtons({
  step,
  submitting,
  nextLabel = "Next",
  pendingLabel,
}: {
  step: Step;
  submitting: boolean;
  nextLabel?: string;
  pendingLabel?: string;
}) {
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-6">
      {step === 1 ? (
        <Link
          to="/summer/programmes"
          className="inline-flex items-center justify-center rounded-full border-2 border-brand px-5 py-2.5 text-sm font-semibold text-brand-strong hover:bg-brand-soft"
        >
          Back
        </Link>
      ) : (
        <Button type="submit" name="intent" value="back" variant="outline" formNoValidate>
          Back
        </Button>
      )}
      <Button
        type="submit"
        name="intent"
        value={step === 5 ? "submit" : "next"}
        pending={submitting}
        pendingLabel={pendingLabel}
        disabled={submitting}
      >
        {nextLabel}
      </Button>
    </div>
  );
}

function Progress({ step }: { step: Step }) {
  return (
    <ol
      className="flex flex-wrap gap-2 text-xs font-semibold sm:text-sm"
      aria-label="Registration steps"
    >
      {STEP_TITLES.map((title, index) => {
        const number = index + 1;
        return (
          <li
            key={title}
            aria-current={number === step ? "step" : undefined}
            className={cn(
              "rounded-full px-3 py-1",
              number === step
                ? "bg-brand-strong text-white"
                : number < step
                  ? "bg-brand-soft text-brand-strong"
                  : "bg-stone-100 text-stone-700",
            )}
          >
            {number}. {title}
          </li>
        );
      })}
    </ol>
  );
}

// ---- step 1 ----

function DateBoxes({
  legend,
  name,
  dates,
  chosen,
  onToggle,
}: {
  legend: string;
  name: string;
  dates: readonly string[];
  chosen: readonly string[];
  onToggle: (date: string) => void;
}) {
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {dates.map((date) => (
          <label
            key={date}
            className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
          >
            <input
              type="checkbox"
              name={name}
              value={date}
              checked={chosen.includes(date)}
              onChange={() => onToggle(date)}
              className="size-4 accent-brand"
            />
            {shortDate(date)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ProgrammeChoiceBox({
  prefix,
  programmeId,
  choice,
  errors,
  onChange,
}: {
  prefix: string;
  programmeId: ProgrammeId;
  choice: DraftProgramme | undefined;
  errors: Errors;
  onChange: (choice: DraftProgramme | undefined) => void;
}) {
  const programme = findProgramme(programmeId);
  if (!programme) return null;
  const base = `${prefix}.${programme.id}`;
  const checkboxId = `${base}-tick`.replaceAll(".", "-");
  const toggle = (list: "dates" | "wednesdayDates", date: string) => {
    if (!choice) return;
    const current = choice[list];
    onChange({
      ...choice,
      [list]: current.includes(date)
        ? current.filter((d) => d !== date)
        : [...current, date].sort(),
    });
  };
  return (
    <div className="rounded-xl border border-stone-300 p-4">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          name={`${prefix}.programme`}
          value={programme.id}
          checked={Boolean(choice)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? {
                    programme: programme.id,
                    dates: [],
                    wednesdayDates: [],
                    earlyStart: false,
                    lateFinish: false,
                  }
                : undefined,
            )
          }
          className="mt-1 size-5 accent-brand"
        />
        <label htmlFor={checkboxId} className="font-semibold text-ink">
          {programme.name}
          <span className="block text-sm font-normal text-stone-700">
            £20 per day · 10% off 6 days
          </span>
        </label>
      </div>
      {choice ? (
        <div
          className="mt-2 pl-8"
          aria-describedby={errors[`${base}.dates`] ? errorId(`${base}.dates`) : undefined}
        >
          <DateBoxes
            legend={programme.wednesdayDates.length ? "Sundays" : "Saturdays"}
            name={`${base}.dates`}
            dates={programme.dates}
            chosen={choice.dates}
            onToggle={(date) => toggle("dates", date)}
          />
          {programme.wednesdayDates.length ? (
            <DateBoxes
              legend="Wednesdays"
              name={`${base}.wednesdayDates`}
              dates={programme.wednesdayDates}
              chosen={choice.wednesdayDates}
              onToggle={(date) => toggle("wednesdayDates", date)}
            />
          ) : null}
          <FieldMessage name={`${base}.dates`} errors={errors} />
          <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {(
              [
                ["earlyStart", "Early start (+£5 per session)"],
                ["lateFinish", "Late finish (+£5 per session)"],
              ] as const
            ).map(([key, label]) => (
              <label key={key} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name={`${base}.${key}`}
                  checked={choice[key]}
                  onChange={(event) => onChange({ ...choice, [key]: event.target.checked })}
                  className="size-4 accent-brand"
                />
                {label}
              </label>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function ChildFields({
  index,
  child,
  errors,
  canRemove,
  onChange,
}: {
  index: number;
  child: DraftChild;
  errors: Errors;
  canRemove: boolean;
  onChange: (child: DraftChild) => void;
}) {
  const prefix = `child.${index}`;
  const age = parseAge(child.age);
  const available = programmesForAge("age" in age ? age.age : null);
  const setAge = (value: string) => {
    const parsed = parseAge(value);
    const allowed = programmesForAge("age" in parsed ? parsed.age : null).map((p) => p.id);
    // Programmes the new age does not allow are dropped.
    onChange({
      ...child,
      age: value,
      programmes: child.programmes.filter((p) => allowed.includes(p.programme)),
    });
  };
  return (
    <fieldset className="rounded-2xl border border-stone-300 bg-white p-5 shadow-sm">
      <legend className="px-2 text-lg font-semibold text-brand-strong">Child {index + 1}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          name={`${prefix}.name`}
          label="Child's name"
          errors={errors}
          value={child.name}
          onChange={(name) => onChange({ ...child, name })}
        />
        <TextInput
          name={`${prefix}.age`}
          label="Age"
          type="text"
          inputMode="numeric"
          errors={errors}
          value={child.age}
          onChange={setAge}
        />
      </div>
      <div className="mt-5">
        <p
          className="text-sm font-semibold text-ink"
          id={`${prefix}-programmes`.replaceAll(".", "-")}
        >
          Programmes
        </p>
        <FieldMessage name={`${prefix}.programme`} errors={errors} />
        {available.length === 0 ? (
          <div className="mt-2 rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
            <p>{MESSAGES.agePrompt}</p>
            <Button
              type="submit"
              name="intent"
              value="refresh"
              variant="ghost"
              className="mt-2 px-3 py-1.5"
            >
              Show programmes
            </Button>
          </div>
        ) : (
          <div className="mt-2 space-y-3">
            {available.map((programme) => (
              <ProgrammeChoiceBox
                key={programme.id}
                prefix={prefix}
                programmeId={programme.id}
                choice={child.programmes.find((p) => p.programme === programme.id)}
                errors={errors}
                onChange={(choice) => {
                  const others = child.programmes.filter((p) => p.programme !== programme.id);
                  onChange({ ...child, programmes: choice ? [...others, choice] : others });
                }}
              />
            ))}
          </div>
        )}
      </div>
      {canRemove ? (
        <div className="mt-4 text-right">
          <Button
            type="submit"
            name="intent"
            value={`remove-child:${index}`}
            variant="ghost"
            formNoValidate
          >
            Remove<span className="sr-only"> child {index + 1}</span>
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

function ChildrenStep({
  draft,
  errors,
  submitting,
}: {
  draft: Draft;
  errors: Errors;
  submitting: boolean;
}) {
  const [children, setChildren] = useState(draft.children);
  const [cleared, setCleared] = useState<Set<string>>(new Set());
  const pricing = useMemo(
    () =>
      priceRegistration({ children: pricingChoices(children), couponPercent: draft.couponPercent }),
    [children, draft.couponPercent],
  );
  // Unticking a programme clears that child's date errors.
  const visibleErrors = Object.fromEntries(
    Object.entries(errors).filter(([key]) => !cleared.has(key)),
  ) as Errors;
  return (
    <>
      <input type="hidden" name="childCount" value={children.length} />
      {visibleErrors.children ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {visibleErrors.children}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          {children.map((child, index) => (
            <ChildFields
              // biome-ignore lint/suspicious/noArrayIndexKey: children are positional (field names use the index)
              key={index}
              index={index}
              child={child}
              errors={visibleErrors}
              canRemove={children.length > 1}
              onChange={(next) => {
                const removed = child.programmes
                  .filter((p) => !next.programmes.some((q) => q.programme === p.programme))
                  .map((p) => `child.${index}.${p.programme}.dates`);
                if (removed.length) setCleared(new Set([...cleared, ...removed]));
                setChildren(children.map((c, i) => (i === index ? next : c)));
              }}
            />
          ))}
          {children.length < MAX_CHILDREN ? (
            <Button type="submit" name="intent" value="add-child" variant="outline" formNoValidate>
              Add Another Child
            </Button>
          ) : (
            <p className="text-sm text-stone-700">
              You can register up to {MAX_CHILDREN} children.
            </p>
          )}
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <PriceSummary pricing={pricing} live />
        </div>
      </div>
      <StepButtons step={1} submitting={submitting} />
    </>
  );
}

// ---- the wizard ----

function StepHeading({ step, children }: { step: Step; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-2xl font-semibold text-brand-strong outline-none">
      Step {step} of 5: {children}
    </h2>
  );
}

export function RegistrationWizard({
  draft,
  pricing,
  online,
  result,
}: {
  draft: Draft;
  pricing: PricingResult;
  online: boolean;
  result: { step: Step; errors: Errors; formError?: string } | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const intent = navigation.formData?.get("intent");
  const step = result?.step ?? draft.step;
  const errors = result?.errors ?? {};
  const forward = busy && (intent === "next" || intent === "submit");

  useEffect(() => {
    if (result?.errors.termsAccepted) toast.error(MESSAGES.terms);
  }, [result]);

  return (
    <div id="wizard" className="scroll-mt-24">
      <Progress step={step} />
      <Form method="post" noValidate className="mt-6" key={`${step}-${draft.version}`}>
        <input type="hidden" name="step" value={step} />
        <StepHeading step={step}>{STEP_TITLES[step - 1]}</StepHeading>
        <div className="mt-6">
          {step === 1 ? <ChildrenStep draft={draft} errors={errors} submitting={forward} /> : null}
          {step === 2 ? (
            <>
              <div className="grid max-w-xl gap-4">
                <TextInput
                  name="parentName"
                  label="Parent/Guardian name"
                  errors={errors}
                  defaultValue={draft.parentName}
                  autoComplete="name"
                />
                <TextInput
                  name="parentPhone"
                  label="Phone number"
                  type="tel"
                  errors={errors}
                  defaultValue={draft.parentPhone}
                  autoComplete="tel"
                />
                <TextInput
                  name="parentEmail"
                  label="Email address"
                  type="email"
                  errors={errors}
                  defaultValue={draft.parentEmail}
                  autoComplete="email"
                />
              </div>
              <StepButtons step={2} submitting={forward} />
            </>
          ) : null}
          {step === 3 ? (
            <>
              <fieldset className="max-w-xl">
                <legend className="text-sm font-semibold text-ink">Payment method</legend>
                <label className="mt-2 flex min-h-11 items-center gap-3 rounded-lg border border-brand bg-brand-soft px-3 py-2">
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={PAYMENT_METHOD}
                    checked
                    readOnly
                    className="size-4 accent-brand"
                  />
                  {PAYMENT_METHOD} (full payment)
                </label>
                <p className="mt-2 text-sm text-stone-700">
                  Registrations are paid in full, upfront
                  {online ? ", by card on the next steps" : ""}.
                </p>
              </fieldset>
              <div className="mt-6 max-w-xl">
                <label htmlFor="couponCode" className="block text-sm font-semibold text-ink">
                  Coupon code <span className="font-normal text-stone-700">(optional)</span>
                </label>
                <input
                  id="couponCode"
                  name="couponCode"
                  defaultValue={draft.couponCode}
                  autoComplete="off"
                  aria-invalid={errors.couponCode ? true : undefined}
                  aria-describedby={errors.couponCode ? errorId("couponCode") : undefined}
                  className={inputClasses}
                />
                <FieldMessage name="couponCode" errors={errors} />
              </div>
              <StepButtons step={3} submitting={forward} />
            </>
          ) : null}
          {step === 4 ? (
            <>
              <div className="max-w-2xl">
                <p className="text-stone-800">
                  Please read the{" "}
                  <a
                    href="/summer-at-wic/terms-and-conditions"
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-brand-strong underline underline-offset-4"
                  >
                    Terms &amp; Conditions<span className="sr-only"> (opens in a new tab)</span>
                  </a>{" "}
                  before you continue.
                </p>
                <label className="mt-4 flex min-h-11 items-start gap-3">
                  <input
                    type="checkbox"
                    name="termsAccepted"
                    defaultChecked={draft.termsAccepted}
                    aria-invalid={errors.termsAccepted ? true : undefined}
                    aria-describedby={errors.termsAccepted ? errorId("termsAccepted") : undefined}
                    className="mt-1 size-5 accent-brand"
                  />
                  <span>I have read and agree to the Terms &amp; Conditions</span>
                </label>
                <FieldMessage name="termsAccepted" errors={errors} />
              </div>
              <StepButtons step={4} submitting={busy} nextLabel="Review" />
            </>
          ) : null}
          {step === 5 ? (
            <>
              <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
                <dl className="space-y-4 rounded-2xl border border-stone-300 bg-white p-5 text-sm shadow-sm">
                  <div>
                    <dt className="font-semibold">Parent</dt>
                    <dd>
                      {draft.parentName} · {draft.parentPhone} · {draft.parentEmail}
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Children and programmes</dt>
                    {childrenDetails(draft.children)
                      .split("\n")
                      .map((line) => (
                        <dd key={line}>{line}</dd>
                      ))}
                  </div>
                  <div>
                    <dt className="font-semibold">Payment method</dt>
                    <dd>{PAYMENT_METHOD}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Coupon</dt>
                    <dd>{draft.couponCode || "None"}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Terms &amp; Conditions</dt>
                    <dd>Accepted</dd>
                  </div>
                </dl>
                <PriceSummary pricing={pricing} />
              </div>
              <HoneypotField />
              {result?.formError ? (
                <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
                  {result.formError}
                </p>
              ) : null}
              <StepButtons
                step={5}
                submitting={forward}
                nextLabel="Submit and Pay"
                pendingLabel="Submitting..."
              />
            </>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

export function RegistrationComplete() {
  return (
    <div className="rounded-2xl border border-brand bg-brand-soft p-6" role="status">
      <h2 className="text-2xl font-semibold text-brand-strong">Registration Complete!</h2>
      <p className="mt-3 text-stone-800">
        Thank you for registering. You will receive an email shortly with payment instructions, a
        medical information form and the link to our WhatsApp group.
      </p>
      <Form method="post" className="mt-5">
        <Button type="submit" name="intent" value="restart" variant="outline">
          Register more children
        </Button>
      </Form>
    </div>
  );
}

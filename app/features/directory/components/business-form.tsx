import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { uploadUrl } from "~/lib/uploads/rules";
import { CATEGORY_GROUPS, CATEGORY_NAMES } from "../catalogue";
import type { BusinessField, BusinessFormState } from "../schema";

const control =
  "mt-1.5 block w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-700";

function Field({
  name,
  label,
  error,
  hint,
  optional,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const id = `business-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The business form (new or edit), posted to the server; errors sit next to their fields. */
export function BusinessForm({
  state,
  submitLabel,
}: {
  state: BusinessFormState;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const { values, errors } = state;
  const error = (field: BusinessField) => errors[field];
  const text = (
    name: Exclude<
      BusinessField,
      "secondaryCategories" | "logo" | "primaryCategory" | "subcategory"
    >,
    label: string,
    options: { hint?: string; optional?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <Field
      name={name}
      label={label}
      error={error(name)}
      hint={options.hint}
      optional={options.optional}
    >
      {(props) => (
        <input
          {...props}
          type={options.type ?? "text"}
          defaultValue={values[name]}
          autoComplete={options.autoComplete}
          aria-required={options.optional ? undefined : true}
          className={control}
        />
      )}
    </Field>
  );
  const errorList = Object.entries(errors).filter(([, message]) => message);
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="space-y-5">
      {state.formError && errorList.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-sm text-red-900"
        >
          <p className="font-semibold">{state.formError}</p>
          <ul className="mt-1 list-disc pl-5">
            {errorList.map(([field, message]) => (
              <li key={field}>
                <a href={`#business-${field}`} className="inline-block py-0.5 underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {text("name", "Business name", { autoComplete: "organization" })}
      <Field name="primaryCategory" label="Primary category" error={error("primaryCategory")}>
        {(props) => (
          <select
            {...props}
            defaultValue={values.primaryCategory}
            aria-required
            className={control}
          >
            <option value="">Please choose…</option>
            {CATEGORY_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        name="subcategory"
        label="Subcategory"
        optional
        error={error("subcategory")}
        hint="Choose one from your primary category."
      >
        {(props) => (
          <select {...props} defaultValue={values.subcategory} className={control}>
            <option value="">None</option>
            {CATEGORY_GROUPS.map((group) => (
              <optgroup key={group.name} label={group.name}>
                {group.subcategories.map((sub) => (
                  <option key={sub} value={sub}>
                    {sub}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <fieldset
        id="business-secondaryCategories"
        aria-describedby={
          error("secondaryCategories")
            ? "business-secondaryCategories-error"
            : "business-secondaryCategories-hint"
        }
        aria-invalid={error("secondaryCategories") ? true : undefined}
      >
        <legend className="text-sm font-semibold text-ink">
          Secondary categories <span className="font-normal text-stone-600">(optional)</span>
        </legend>
        <p id="business-secondaryCategories-hint" className="mt-1 text-sm text-stone-600">
          Up to 4, not the primary category.
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {CATEGORY_NAMES.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="secondaryCategories"
                value={name}
                defaultChecked={values.secondaryCategories.includes(name)}
                className="size-5"
              />
              {name}
            </label>
          ))}
        </div>
        {error("secondaryCategories") ? (
          <p
            id="business-secondaryCategories-error"
            className="mt-1.5 text-sm font-medium text-red-800"
          >
            {error("secondaryCategories")}
          </p>
        ) : null}
      </fieldset>
      {text("specialty", "Specialty", { optional: true })}
      {text("address", "Address", {
        hint: "Start with the postcode, e.g. WD24 5ER, then the full address.",
        autoComplete: "street-address",
      })}
      {text("phone", "Phone", { optional: true, type: "tel", autoComplete: "tel" })}
      {text("email", "Email", { optional: true, type: "email", autoComplete: "email" })}
      {text("website", "Website", { optional: true, type: "text", autoComplete: "url" })}
      <Field name="description" label="Description" optional error={error("description")}>
        {(props) => (
          <textarea {...props} rows={5} defaultValue={values.description} className={control} />
        )}
      </Field>
      <Field
        name="logo"
        label="Logo"
        optional
        error={error("logo")}
        hint="JPG, PNG or WebP, up to 10MB."
      >
        {(props) => (
          <input
            {...props}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={control}
          />
        )}
      </Field>
      {values.existingLogo ? (
        <div className="flex items-center gap-3 text-sm">
          <img
            src={uploadUrl(values.existingLogo)}
            alt="Current logo"
            width={56}
            height={56}
            className="size-14 rounded-xl object-cover ring-1 ring-stone-200"
          />
          <span>Current logo (kept unless you choose a new one)</span>
          <input type="hidden" name="existingLogo" value={values.existingLogo} />
        </div>
      ) : null}
      {text("facebook", "Facebook", { optional: true })}
      {text("instagram", "Instagram", { optional: true })}
      {text("linkedin", "LinkedIn", { optional: true })}
      <Button type="submit" pending={navigation.state === "submitting"} pendingLabel="Saving...">
        {submitLabel}
      </Button>
    </Form>
  );
}

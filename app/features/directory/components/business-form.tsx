import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { CATEGORY_GROUPS, CATEGORY_NAMES } from "../catalogue";
import {
  BUSINESS_MESSAGES,
  type BusinessField,
  type BusinessFormState,
  businessFormErrors,
  EMPTY_BUSINESS,
  isBlankBusinessForm,
} from "../schema";
import {
  CheckboxGroup,
  control,
  ErrorList,
  Field,
  ImageUpload,
  SelectInput,
  TextInput,
  type TextOptions,
  useFormTarget,
} from "./form-parts";
import { useCheckedSubmit } from "./use-checked-submit";

/** A new, empty form (one object, so it never looks like a new answer from the server). */
const EMPTY_STATE: BusinessFormState = { values: EMPTY_BUSINESS, errors: {}, formError: null };
const PREFIX = "business";

/** A new business is saved to the list or submitted with the rest; an edit is saved at once. */
type FormMode = { kind: "new"; saved: number } | { kind: "edit"; submitLabel: string };

/**
 * The business form (new or edit), posted to the server; checked in the browser first with the
 * same rules, then again on the server. Errors sit next to their fields and nothing typed is lost.
 */
export function BusinessForm({
  state = EMPTY_STATE,
  mode,
  action,
  fetcher,
  returnTo,
}: {
  /** What the server answered (values kept, errors); empty for a new form. */
  state?: BusinessFormState;
  mode: FormMode;
  /** Where to post (the modal on /directory posts to the full-page route). */
  action?: string;
  /** Set in a modal: the form posts through it and its errors come back to the modal. */
  fetcher?: FetcherWithComponents<unknown>;
  /** Where "Save & Add Another" comes back to. */
  returnTo?: string;
}) {
  const { FormElement, submitting } = useFormTarget(fetcher);
  const { values } = state;
  const submitsNothing = (form: FormData) =>
    mode.kind === "new" && form.get("intent") === "submit" && isBlankBusinessForm(form);
  const { errors, formError, onSubmit } = useCheckedSubmit(
    state,
    (form) =>
      submitsNothing(form) && mode.kind === "new" && mode.saved > 0 ? {} : businessFormErrors(form),
    (form) => (submitsNothing(form) ? BUSINESS_MESSAGES.addOne : BUSINESS_MESSAGES.fixErrors),
  );
  const pendingIntent = submitting === undefined ? undefined : (submitting.get("intent") ?? "save");
  const error = (field: BusinessField) => errors[field];
  const text = (
    name: Exclude<
      BusinessField,
      "secondaryCategories" | "logo" | "primaryCategory" | "subcategory"
    >,
    label: string,
    options: TextOptions = {},
  ) => (
    <TextInput
      id={`${PREFIX}-${name}`}
      name={name}
      label={label}
      error={error(name)}
      defaultValue={values[name]}
      {...options}
    />
  );
  return (
    <FormElement
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
    >
      <ErrorList title={formError} errors={errors} idPrefix={PREFIX} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      {text("name", "Business name", { autoComplete: "organization" })}
      <SelectInput
        id={`${PREFIX}-primaryCategory`}
        name="primaryCategory"
        label="Primary category"
        error={error("primaryCategory")}
        defaultValue={values.primaryCategory}
        options={CATEGORY_NAMES}
      />
      <Field
        id={`${PREFIX}-subcategory`}
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
      <CheckboxGroup
        id={`${PREFIX}-secondaryCategories`}
        name="secondaryCategories"
        legend="Secondary categories"
        optional
        hint="Up to 4, not the primary category."
        options={CATEGORY_NAMES}
        checked={values.secondaryCategories}
        error={error("secondaryCategories")}
      />
      {text("specialty", "Specialty", { optional: true })}
      {text("address", "Address", {
        hint: "Start with the postcode, e.g. WD24 5ER, then the full address.",
        autoComplete: "street-address",
      })}
      {text("phone", "Phone", { optional: true, type: "tel", autoComplete: "tel" })}
      {text("email", "Email", { optional: true, type: "email", autoComplete: "email" })}
      {text("website", "Website", { optional: true, type: "text", autoComplete: "url" })}
      <Field
        id={`${PREFIX}-description`}
        name="description"
        label="Description"
        optional
        error={error("description")}
      >
        {(props) => (
          <textarea {...props} rows={5} defaultValue={values.description} className={control} />
        )}
      </Field>
      <ImageUpload
        id={`${PREFIX}-logo`}
        name="logo"
        label="Logo"
        hint="JPG, PNG or WebP, up to 10MB."
        error={error("logo")}
        accept="image/jpeg,image/png,image/webp"
        keepName="existingLogo"
        storedKey={values.existingLogo}
        what="logo"
      />
      {text("facebook", "Facebook", { optional: true })}
      {text("instagram", "Instagram", { optional: true })}
      {text("linkedin", "LinkedIn", { optional: true })}
      {mode.kind === "edit" ? (
        <Button type="submit" pending={pendingIntent !== undefined} pendingLabel="Saving...">
          {mode.submitLabel}
        </Button>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            name="intent"
            value="add"
            variant="outline"
            pending={pendingIntent === "add"}
            pendingLabel="Saving..."
          >
            Save & Add Another
          </Button>
          <Button
            type="submit"
            name="intent"
            value="submit"
            pending={pendingIntent === "submit"}
            pendingLabel="Submitting..."
          >
            {mode.saved > 0 ? "Submit All Businesses" : "Submit for review"}
          </Button>
        </div>
      )}
    </FormElement>
  );
}

import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "#app/components/ui/button";
import { CheckboxGridField } from "#app/components/ui/checkbox-grid-field";
import {
  EmailField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import { FileField } from "#app/components/ui/file-field";
import { GroupedSelectField } from "#app/components/ui/grouped-select-field";
import { lazySchema, useValidatedForm } from "#app/lib/forms";
import { IMAGE_ACCEPT } from "#app/lib/uploads/rules";
import { CATEGORY_GROUPS, CATEGORY_NAMES } from "../../catalogue";
import { type FormAnswer, StoredImage, UploadForm } from "../../components/form-parts";
import { MAX_SECONDARY_CATEGORIES } from "../../rules";
import { BUSINESS_MESSAGES, isBlankBusinessForm } from "../messages";
import type { BusinessFormValues } from "../schema";

const CATEGORY_OPTIONS = CATEGORY_NAMES.map((name) => ({ value: name, label: name }));
const SUBCATEGORY_GROUPS = CATEGORY_GROUPS.map((group) => ({
  name: group.name,
  options: group.subcategories,
}));

/** The fields in the order of the form, for its error summary. */
const LABELS = {
  name: "Business name",
  primaryCategory: "Primary category",
  subcategory: "Subcategory",
  secondaryCategories: "Secondary categories",
  specialty: "Specialty",
  address: "Address",
  phone: "Phone",
  email: "Email",
  website: "Website",
  description: "Description",
  logo: "Logo",
};

/** A new business is saved to the list or submitted with the rest; an edit is saved at once. */
type FormMode = { kind: "new"; saved: number } | { kind: "edit"; submitLabel: string };

/**
 * The business form (new or edit), posted to the server; checked in the browser first with the
 * same schema, then again on the server. Errors sit next to their fields and nothing typed is
 * lost. With JavaScript the primary category's box among the secondary ones is unticked and
 * closed, and once four are ticked the others close; without it the server's message answers.
 */
export function BusinessForm({
  answer,
  values,
  kept,
  mode,
  action,
  fetcher,
  returnTo,
}: {
  /** What the server answered (errors, everything typed), if it has. */
  answer?: FormAnswer;
  /** What an edit starts with. */
  values?: BusinessFormValues;
  /** The logo already stored. */
  kept?: { existingLogo: string };
  mode: FormMode;
  /** Where to post (the modal on /directory posts to the full-page route). */
  action?: string;
  /** Set in a modal: the form posts through it and its errors come back to the modal. */
  fetcher?: FetcherWithComponents<unknown>;
  /** Where "Save & Add Another" comes back to. */
  returnTo?: string;
}) {
  const submitsNothing = (form: FormData) =>
    mode.kind === "new" && form.get("intent") === "submit" && isBlankBusinessForm(form);
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.businessBrowserSchema,
    ),
    {
      id: "business",
      lastResult: answer?.result,
      defaultValue: values,
      refusal: (data) =>
        submitsNothing(data) ? BUSINESS_MESSAGES.addOne : BUSINESS_MESSAGES.fixErrors,
      // "Submit All Businesses" with nothing typed submits the saved ones.
      unchecked: (data) => mode.kind === "new" && mode.saved > 0 && submitsNothing(data),
    },
  );
  const [primary, setPrimary] = useState(String(fields.primaryCategory.initialValue ?? ""));
  const existingLogo = answer?.kept?.existingLogo ?? kept?.existingLogo;
  return (
    <UploadForm
      form={form}
      action={action}
      fetcher={fetcher}
      fields={fields}
      labels={LABELS}
      buttons={(pendingIntent) =>
        mode.kind === "edit" ? (
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
        )
      }
    >
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <TextField meta={fields.name} label="Business name" autoComplete="organization" />
      <SelectField
        meta={fields.primaryCategory}
        label="Primary category"
        options={CATEGORY_OPTIONS}
        placeholder="Please choose…"
        onChange={(event) => setPrimary(event.currentTarget.value)}
      />
      <GroupedSelectField
        meta={fields.subcategory}
        label="Subcategory"
        optional
        hint="Choose one from your primary category."
        groups={SUBCATEGORY_GROUPS}
        placeholder="None"
      />
      <CheckboxGridField
        meta={fields.secondaryCategories}
        label="Secondary categories"
        optional
        hint="Up to 4, not the primary category."
        options={CATEGORY_NAMES}
        max={MAX_SECONDARY_CATEGORIES}
        closed={primary ? [primary] : []}
      />
      <TextField meta={fields.specialty} label="Specialty" optional />
      <TextField
        meta={fields.address}
        label="Address"
        hint="Start with the postcode, e.g. WD24 5ER, then the full address."
        autoComplete="street-address"
      />
      <PhoneField meta={fields.phone} label="Phone" optional />
      <EmailField meta={fields.email} label="Email" optional />
      <TextField meta={fields.website} label="Website" optional autoComplete="url" />
      <TextAreaField meta={fields.description} label="Description" optional rows={5} />
      <FileField
        meta={fields.logo}
        label="Logo"
        optional
        hint="JPG, PNG or WebP, up to 10MB."
        accept={IMAGE_ACCEPT}
        kept={<StoredImage name="existingLogo" storedKey={existingLogo} what="logo" />}
      />
    </UploadForm>
  );
}

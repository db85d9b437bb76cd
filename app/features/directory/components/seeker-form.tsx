import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { AVAILABILITY_OPTIONS, EXPERIENCE_LEVELS, SKILLS } from "../catalogue";
import { CV_ACCEPT, PICTURE_ACCEPT } from "../cv";
import {
  EMPTY_SEEKER,
  type SeekerField,
  type SeekerFormState,
  type SeekerFormValues,
  seekerFormErrors,
} from "../seeker-schema";
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
const EMPTY_STATE: SeekerFormState = { values: EMPTY_SEEKER, errors: {}, formError: null };
const PREFIX = "seeker";

type TextName = Exclude<
  keyof SeekerFormValues,
  "availability" | "skills" | "storedCv" | "storedCvName" | "existingPicture" | "gender"
>;

/**
 * The job-seeker form (new or edit), posted to the server; checked in the browser first with the
 * same rules, then again on the server. Errors sit next to their fields and nothing typed is lost.
 */
export function SeekerForm({
  state = EMPTY_STATE,
  submitLabel,
  action,
  hasCv = false,
  fetcher,
}: {
  /** What the server answered (values kept, errors); empty for a new form. */
  state?: SeekerFormState;
  submitLabel: string;
  /** Where to post (the modal on /directory posts to the full-page route). */
  action?: string;
  /** Set in a modal: the form posts through it and its errors come back to the modal. */
  fetcher?: FetcherWithComponents<unknown>;
  /** Editing a profile that already has a CV: choosing one is optional. */
  hasCv?: boolean;
}) {
  const { FormElement, submitting } = useFormTarget(fetcher);
  const { values } = state;
  const { errors, formError, onSubmit } = useCheckedSubmit(state, (form) =>
    seekerFormErrors(form, { hasCv }),
  );
  const pending = submitting !== undefined;
  const error = (field: SeekerField) => errors[field];
  const text = (name: TextName, label: string, options: TextOptions = {}) => (
    <TextInput
      id={`${PREFIX}-${name}`}
      name={name}
      label={label}
      error={error(name as SeekerField)}
      defaultValue={values[name]}
      {...options}
    />
  );
  const cvRequired = !hasCv && !values.storedCv;
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
      <h3 className="text-lg font-semibold text-brand-strong">About you</h3>
      {text("fullName", "Full name", { autoComplete: "name" })}
      {text("email", "Email", { type: "email", autoComplete: "email" })}
      {text("phone", "Phone number", { type: "tel", autoComplete: "tel" })}
      {text("location", "Location/Area", { hint: "For example North Watford or Garston." })}
      <fieldset
        id={`${PREFIX}-gender`}
        aria-invalid={error("gender") ? true : undefined}
        aria-describedby={error("gender") ? `${PREFIX}-gender-error` : undefined}
      >
        <legend className="text-sm font-semibold text-ink">Gender</legend>
        <div className="mt-2 flex gap-6">
          {["Male", "Female"].map((gender) => (
            <label key={gender} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="gender"
                value={gender}
                defaultChecked={values.gender === gender}
                className="size-5"
              />
              {gender}
            </label>
          ))}
        </div>
        {error("gender") ? (
          <p id={`${PREFIX}-gender-error`} className="mt-1.5 text-sm font-medium text-red-800">
            {error("gender")}
          </p>
        ) : null}
      </fieldset>
      <ImageUpload
        id={`${PREFIX}-profilePicture`}
        name="profilePicture"
        label="Profile picture"
        hint="PNG, JPG, WebP or GIF, under 5MB."
        error={error("profilePicture")}
        accept={PICTURE_ACCEPT}
        keepName="existingPicture"
        storedKey={values.existingPicture}
        what="picture"
        round
      />

      <h3 className="pt-2 text-lg font-semibold text-brand-strong">Work you are looking for</h3>
      <SelectInput
        id={`${PREFIX}-experience`}
        name="experience"
        label="Experience level"
        error={error("experience")}
        defaultValue={values.experience}
        options={EXPERIENCE_LEVELS}
      />
      <CheckboxGroup
        id={`${PREFIX}-availability`}
        name="availability"
        legend="Availability"
        hint="Choose at least one."
        options={AVAILABILITY_OPTIONS}
        checked={values.availability}
        error={error("availability")}
      />
      <CheckboxGroup
        id={`${PREFIX}-skills`}
        name="skills"
        legend="Skills"
        hint="Choose at least one, and add your own below."
        options={SKILLS}
        checked={values.skills}
        error={error("skills")}
        columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
      />
      {text("customSkills", "Other skills", {
        optional: true,
        hint: "Separate them with commas, e.g. Tajweed, Forklift licence.",
      })}
      {text("desiredPosition", "Desired position", { optional: true })}
      {text("education", "Education", { optional: true })}
      {text("languages", "Languages", { optional: true, hint: "English if left empty." })}
      {text("expectedSalary", "Expected salary", {
        optional: true,
        hint: "Negotiable if left empty.",
      })}
      <Field
        id={`${PREFIX}-personalStatement`}
        name="personalStatement"
        label="Personal statement"
        optional
        error={error("personalStatement")}
      >
        {(props) => (
          <textarea
            {...props}
            rows={5}
            defaultValue={values.personalStatement}
            className={control}
          />
        )}
      </Field>
      <Field
        id={`${PREFIX}-cv`}
        name="cv"
        label="CV"
        optional={!cvRequired}
        error={error("cv")}
        hint="PDF, Word (DOC, DOCX) or an image, up to 10MB. Only you, our team and approved local businesses can open it."
      >
        {(props) => (
          <input
            {...props}
            type="file"
            accept={CV_ACCEPT}
            required={cvRequired || undefined}
            className={control}
          />
        )}
      </Field>
      {values.storedCv || values.storedCvName ? (
        <p className="text-sm text-stone-700">
          CV uploaded{values.storedCvName ? `: ${values.storedCvName}` : ""} (kept unless you choose
          a new one)
          {values.storedCv ? <input type="hidden" name="storedCv" value={values.storedCv} /> : null}
          <input type="hidden" name="storedCvName" value={values.storedCvName} />
        </p>
      ) : null}
      <h3 className="pt-2 text-lg font-semibold text-brand-strong">Social media</h3>
      {text("facebook", "Facebook", { optional: true })}
      {text("instagram", "Instagram", { optional: true })}
      {text("linkedin", "LinkedIn", { optional: true })}
      <Button type="submit" pending={pending} pendingLabel="Submitting...">
        {submitLabel}
      </Button>
    </FormElement>
  );
}

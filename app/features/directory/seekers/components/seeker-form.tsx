import type { FetcherWithComponents } from "react-router";
import { Button } from "#app/components/ui/button";
import { CheckboxGridField } from "#app/components/ui/checkbox-grid-field";
import {
  ChoiceField,
  EmailField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import { FileField } from "#app/components/ui/file-field";
import { lazySchema, useValidatedForm } from "#app/lib/forms";
import { AVAILABILITY_OPTIONS, EXPERIENCE_LEVELS, SKILLS } from "../../catalogue";
import { type FormAnswer, StoredImage, UploadForm } from "../../components/form-parts";
import { CV_ACCEPT, PICTURE_ACCEPT } from "../cv";
import { SEEKER_MESSAGES } from "../messages";
import type { SeekerFormValues } from "../schema";

const GENDERS = [
  { value: "Male", label: "Male" },
  { value: "Female", label: "Female" },
];
const EXPERIENCE_OPTIONS = EXPERIENCE_LEVELS.map((level) => ({ value: level, label: level }));

/** The fields in the order of the form, for its error summary. */
const LABELS = {
  fullName: "Full name",
  email: "Email",
  phone: "Phone number",
  location: "Location/Area",
  gender: "Gender",
  profilePicture: "Profile picture",
  experience: "Experience level",
  availability: "Availability",
  skills: "Skills",
  customSkills: "Other skills",
  desiredPosition: "Desired position",
  education: "Education",
  languages: "Languages",
  expectedSalary: "Expected salary",
  personalStatement: "Personal statement",
  cv: "CV",
};

/** The CV kept from an earlier attempt (or the profile's own), named, with its hidden fields. */
function KeptCv({ storedCv, storedCvName }: { storedCv?: string; storedCvName?: string }) {
  if (!storedCv && !storedCvName) return null;
  return (
    <p className="text-sm text-stone-700">
      CV uploaded{storedCvName ? `: ${storedCvName}` : ""} (kept unless you choose a new one)
      {storedCv ? <input type="hidden" name="storedCv" value={storedCv} /> : null}
      <input type="hidden" name="storedCvName" value={storedCvName ?? ""} />
    </p>
  );
}

/**
 * The job-seeker form (new or edit), posted to the server; checked in the browser first with the
 * same schema, then again on the server. Errors sit next to their fields and nothing typed is lost.
 */
export function SeekerForm({
  answer,
  values,
  kept: keptBefore,
  submitLabel,
  action,
  hasCv = false,
  fetcher,
}: {
  /** What the server answered (errors, everything typed, the files kept), if it has. */
  answer?: FormAnswer;
  /** What an edit starts with. */
  values?: SeekerFormValues;
  /** The profile's CV name and picture (editing). */
  kept?: Record<string, string>;
  submitLabel: string;
  /** Where to post (the modal on /directory posts to the full-page route). */
  action?: string;
  /** Set in a modal: the form posts through it and its errors come back to the modal. */
  fetcher?: FetcherWithComponents<unknown>;
  /** Editing a profile that already has a CV: choosing one is optional. */
  hasCv?: boolean;
}) {
  const [form, fields] = useValidatedForm(
    lazySchema(
      () => import("../schema"),
      (schemas) => schemas.seekerFormSchema({ cvStored: hasCv }),
    ),
    {
      id: "seeker",
      lastResult: answer?.result,
      defaultValue: values,
      refusal: SEEKER_MESSAGES.fixErrors,
    },
  );
  const kept = answer?.kept ?? keptBefore ?? {};
  const cvRequired = !hasCv && !kept.storedCv;
  return (
    <UploadForm
      form={form}
      action={action}
      fetcher={fetcher}
      fields={fields}
      labels={LABELS}
      buttons={(pendingIntent) => (
        <Button type="submit" pending={pendingIntent !== undefined} pendingLabel="Submitting...">
          {submitLabel}
        </Button>
      )}
    >
      <h3 className="text-lg font-semibold text-brand-strong">About you</h3>
      <TextField meta={fields.fullName} label="Full name" autoComplete="name" />
      <EmailField meta={fields.email} label="Email" />
      <PhoneField meta={fields.phone} label="Phone number" />
      <TextField
        meta={fields.location}
        label="Location/Area"
        hint="For example North Watford or Garston."
      />
      <ChoiceField meta={fields.gender} label="Gender" type="radio" options={GENDERS} columns />
      <FileField
        meta={fields.profilePicture}
        label="Profile picture"
        optional
        hint="PNG, JPG, WebP or GIF, under 5MB."
        accept={PICTURE_ACCEPT}
        kept={
          <StoredImage
            name="existingPicture"
            storedKey={kept.existingPicture}
            what="picture"
            round
          />
        }
      />

      <h3 className="pt-2 text-lg font-semibold text-brand-strong">Work you are looking for</h3>
      <SelectField
        meta={fields.experience}
        label="Experience level"
        options={EXPERIENCE_OPTIONS}
        placeholder="Please choose…"
      />
      <CheckboxGridField
        meta={fields.availability}
        label="Availability"
        hint="Choose at least one. Available from a specific date? Give the date in your personal statement."
        options={AVAILABILITY_OPTIONS}
      />
      <CheckboxGridField
        meta={fields.skills}
        label="Skills"
        hint="Choose at least one, and add your own below."
        options={SKILLS}
        columns={3}
      />
      <TextField
        meta={fields.customSkills}
        label="Other skills"
        optional
        hint="Separate them with commas, e.g. Tajweed, Forklift licence."
      />
      <TextField meta={fields.desiredPosition} label="Desired position" optional />
      <TextField meta={fields.education} label="Education" optional />
      <TextField meta={fields.languages} label="Languages" optional hint="English if left empty." />
      <TextField
        meta={fields.expectedSalary}
        label="Expected salary"
        optional
        hint="Negotiable if left empty."
      />
      <TextAreaField meta={fields.personalStatement} label="Personal statement" optional rows={5} />
      <FileField
        meta={fields.cv}
        label="CV"
        optional={!cvRequired}
        hint="PDF, Word (DOC, DOCX) or an image, up to 10MB. Only you, our team and approved local businesses can open it."
        accept={CV_ACCEPT}
        kept={<KeptCv storedCv={kept.storedCv} storedCvName={kept.storedCvName} />}
      />
      <h3 className="pt-2 text-lg font-semibold text-brand-strong">Social media</h3>
    </UploadForm>
  );
}

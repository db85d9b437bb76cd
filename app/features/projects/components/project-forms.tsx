import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import {
  ChoiceField,
  EmailField,
  PhoneField,
  SelectField,
  summaryFields,
  TextAreaField,
  TextField,
} from "#app/components/ui/field";
import {
  BIRTH_DAYS,
  BIRTH_MONTHS,
  birthYears,
  CIRCLE_GENDERS,
  DEFAULT_ENQUIRY_TYPE,
  ENQUIRY_TYPES,
  GENDERS,
  YES_NO,
} from "../form-content";
import { asksGender, FOOTBALL_AGE_CATEGORIES, type Project } from "../projects";
import {
  ContactInputs,
  contactSummary,
  MessageField,
  optionsOf,
  ProjectFormFrame,
  useProjectForm,
} from "./form-kit";

export interface ProjectFormProps {
  project: Project;
  /** The purpose, age category or elders mode chosen by a button or `?action=`. */
  option: string;
  lastResult?: SubmissionResult<string[]> | null;
}

const actionFor = (project: Project, option: string) =>
  `/projects/${project.slug}?action=${encodeURIComponent(option)}`;

type Meta = FieldMetadata<unknown>;
const entry = (meta: FieldMetadata<unknown> | FieldMetadata<string>, label: string) => ({
  meta: meta as Meta,
  label,
});

/** The field set by the buttons and `?action=` follows the one pressed last. */
function useFollowOption(
  update: (options: { name: string; value: string }) => void,
  name: string,
  option: string,
) {
  useEffect(() => update({ name, value: option }), [update, name, option]);
}

/** Two or three side-by-side radio choices (gender, circle, with a carer). */
function RadioChoice({
  meta,
  label,
  values,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  values: readonly string[];
}) {
  return <ChoiceField meta={meta} label={label} type="radio" columns options={optionsOf(values)} />;
}

/** Library, business, youth club, baby and mum and Quran circle. */
export function InterestForm({ project, option, lastResult }: ProjectFormProps) {
  const [form, fields] = useProjectForm(
    (schemas) => schemas.interestSchema(project),
    `interest-${project.slug}`,
    lastResult,
    { purpose: option },
  );
  useFollowOption(form.update, "purpose", option);
  const gender = asksGender(project);
  return (
    <ProjectFormFrame
      form={form}
      action={actionFor(project, option)}
      hidden={{ formKind: "interest" }}
      submitLabel="Submit"
      summary={[
        ...contactSummary(fields),
        entry(fields.purpose, "Purpose"),
        ...(gender ? [entry(fields.gender, "Circle")] : []),
        entry(fields.message, "Message"),
      ]}
    >
      <ContactInputs fields={fields} />
      <SelectField meta={fields.purpose} label="Purpose" options={optionsOf(project.options)} />
      {gender ? <RadioChoice meta={fields.gender} label="Circle" values={CIRCLE_GENDERS} /> : null}
      <MessageField meta={fields.message} />
    </ProjectFormFrame>
  );
}

export function FootballForm({ project, option, lastResult }: ProjectFormProps) {
  const [form, fields] = useProjectForm(
    (schemas) => schemas.footballSchema,
    "football",
    lastResult,
    {
      ageCategory: option,
    },
  );
  useFollowOption(form.update, "ageCategory", option);
  return (
    <ProjectFormFrame
      form={form}
      action={actionFor(project, option)}
      hidden={{ formKind: "football" }}
      submitLabel="Submit"
      summary={[
        ...contactSummary(fields),
        entry(fields.ageCategory, "Age category"),
        entry(fields.message, "Message"),
      ]}
    >
      <ContactInputs fields={fields} />
      <SelectField
        meta={fields.ageCategory}
        label="Age category"
        options={optionsOf(FOOTBALL_AGE_CATEGORIES)}
      />
      <MessageField meta={fields.message} />
    </ProjectFormFrame>
  );
}

const REGISTRATION_LABELS = {
  name: "Name",
  birthDay: "Date of birth",
  birthMonth: "Month of birth",
  birthYear: "Year of birth",
  phoneNumber: "Phone number",
  languages: "Languages",
  gender: "Gender",
  withCarer: "Attending with a carer",
  emergencyContactName: "Emergency contact name",
  emergencyContactPhone: "Emergency contact phone",
};

const APPLICATION_LABELS = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phoneNumber: "Phone number",
  mode: "Application",
};

export function EldersRegistrationForm({ project, lastResult }: ProjectFormProps) {
  const [form, fields] = useProjectForm(
    (schemas) => schemas.eldersRegistrationSchema,
    "elders-registration",
    lastResult,
  );
  return (
    <ProjectFormFrame
      form={form}
      action={actionFor(project, "Register")}
      hidden={{ formKind: "elders-registration" }}
      submitLabel="Submit Registration"
      summary={summaryFields(fields, REGISTRATION_LABELS)}
    >
      <TextField meta={fields.name} label="Name" autoComplete="name" />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Date of birth</legend>
        <div className="grid grid-cols-3 gap-3">
          {(
            [
              ["birthDay", "Day", BIRTH_DAYS],
              ["birthMonth", "Month", BIRTH_MONTHS],
              ["birthYear", "Year", birthYears()],
            ] as const
          ).map(([name, label, values]) => (
            <SelectField
              key={name}
              meta={fields[name]}
              label={label}
              placeholder={label}
              options={optionsOf(values)}
            />
          ))}
        </div>
      </fieldset>
      <PhoneField meta={fields.phoneNumber} label="Phone number" />
      <TextField meta={fields.languages} label="Languages spoken" optional />
      <RadioChoice meta={fields.gender} label="Gender" values={GENDERS} />
      <RadioChoice meta={fields.withCarer} label="Will you attend with a carer?" values={YES_NO} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.emergencyContactName} label="Emergency contact name" />
        <TextField
          meta={fields.emergencyContactPhone}
          label="Emergency contact phone"
          type="tel"
          optional
        />
      </div>
      <TextAreaField
        meta={fields.allergiesHealthConcerns}
        label="Allergies or health concerns"
        optional
        rows={3}
      />
      <TextAreaField
        meta={fields.additionalInfo}
        label="Additional information"
        optional
        rows={3}
      />
    </ProjectFormFrame>
  );
}

/** The elders' Volunteer or Sponsor application. */
export function EldersApplicationForm({ project, option, lastResult }: ProjectFormProps) {
  const sponsor = option === "Sponsor";
  const [form, fields] = useProjectForm(
    (schemas) => schemas.eldersApplicationSchema,
    `elders-${option.toLowerCase()}`,
    lastResult,
  );
  return (
    <ProjectFormFrame
      form={form}
      action={actionFor(project, option)}
      hidden={{ formKind: "elders-application", mode: option }}
      submitLabel="Submit Application"
      summary={summaryFields(fields, APPLICATION_LABELS)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.firstName} label="First name" autoComplete="given-name" />
        <TextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
        <EmailField meta={fields.email} label="Email" />
        <PhoneField meta={fields.phoneNumber} label="Phone number" />
      </div>
      {sponsor ? (
        <TextField
          meta={fields.organization}
          label="Organisation"
          autoComplete="organization"
          optional
        />
      ) : (
        <>
          <TextField
            meta={fields.availability}
            label="Availability"
            hint="For example: Tuesday mornings, weekends"
            optional
          />
          <TextAreaField meta={fields.experience} label="Experience" optional rows={3} />
        </>
      )}
      <TextAreaField meta={fields.interests} label="Interests" optional rows={3} />
      <MessageField meta={fields.message} />
    </ProjectFormFrame>
  );
}

export function AdviceForm({ project, lastResult }: ProjectFormProps) {
  const [form, fields] = useProjectForm((schemas) => schemas.adviceSchema, "advice", lastResult, {
    enquiryType: DEFAULT_ENQUIRY_TYPE,
  });
  return (
    <ProjectFormFrame
      form={form}
      action={actionFor(project, "Request Consultation")}
      hidden={{ formKind: "advice" }}
      submitLabel="Submit Request"
      pendingLabel="Submitting Request..."
      summary={[
        ...contactSummary(fields),
        entry(fields.gender, "Gender"),
        entry(fields.enquiryType, "Enquiry type"),
        entry(fields.situation, "Your situation"),
      ]}
    >
      <ContactInputs fields={fields} />
      <RadioChoice meta={fields.gender} label="Gender" values={GENDERS} />
      <SelectField
        meta={fields.enquiryType}
        label="Enquiry type"
        options={optionsOf(ENQUIRY_TYPES)}
      />
      <TextAreaField
        meta={fields.situation}
        label="Your situation"
        hint="Share as much as you are comfortable with. Only our scholars read it."
        rows={7}
      />
    </ProjectFormFrame>
  );
}

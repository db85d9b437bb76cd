import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { ChoiceField, SelectField, TextAreaField, TextField } from "#app/components/ui/field";
import { lazySchema, useValidatedForm } from "#app/lib/forms";
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
import { ContactInputs, contactSummary, optionsOf, ProjectFormFrame } from "./form-kit";

const loadSchemas = () => import("../schema");

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
  const [form, fields] = useValidatedForm(
    lazySchema(loadSchemas, (schemas) => schemas.interestSchema(project)),
    {
      id: `interest-${project.slug}`,
      lastResult,
      defaultValue: { purpose: option },
    },
  );
  const { update } = form;
  useEffect(() => update({ name: "purpose", value: option }), [update, option]);
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
      <TextAreaField meta={fields.message} label="Message" optional rows={4} />
    </ProjectFormFrame>
  );
}

export function FootballForm({ project, option, lastResult }: ProjectFormProps) {
  const [form, fields] = useValidatedForm(
    lazySchema(loadSchemas, (schemas) => schemas.footballSchema),
    {
      id: "football",
      lastResult,
      defaultValue: { ageCategory: option },
    },
  );
  const { update } = form;
  useEffect(() => update({ name: "ageCategory", value: option }), [update, option]);
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
      <TextAreaField meta={fields.message} label="Message" optional rows={4} />
    </ProjectFormFrame>
  );
}

export function EldersRegistrationForm({ project, lastResult }: ProjectFormProps) {
  const [form, fields] = useValidatedForm(
    lazySchema(loadSchemas, (schemas) => schemas.eldersRegistrationSchema),
    {
      id: "elders-registration",
      lastResult,
    },
  );
  return (
    <ProjectFormFrame
      form={form}
      action={actionFor(project, "Register")}
      hidden={{ formKind: "elders-registration" }}
      submitLabel="Submit Registration"
      summary={[
        entry(fields.name, "Name"),
        entry(fields.birthDay, "Date of birth"),
        entry(fields.birthMonth, "Month of birth"),
        entry(fields.birthYear, "Year of birth"),
        entry(fields.phoneNumber, "Phone number"),
        entry(fields.languages, "Languages"),
        entry(fields.gender, "Gender"),
        entry(fields.withCarer, "Attending with a carer"),
        entry(fields.emergencyContactName, "Emergency contact name"),
        entry(fields.emergencyContactPhone, "Emergency contact phone"),
      ]}
    >
      <TextField meta={fields.name} label="Name" autoComplete="name" />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">Date of birth</legend>
        <div className="grid grid-cols-3 gap-3">
          <SelectField
            meta={fields.birthDay}
            label="Day"
            placeholder="Day"
            options={optionsOf(BIRTH_DAYS)}
          />
          <SelectField
            meta={fields.birthMonth}
            label="Month"
            placeholder="Month"
            options={optionsOf(BIRTH_MONTHS)}
          />
          <SelectField
            meta={fields.birthYear}
            label="Year"
            placeholder="Year"
            options={optionsOf(birthYears())}
          />
        </div>
      </fieldset>
      <TextField meta={fields.phoneNumber} label="Phone number" type="tel" autoComplete="tel" />
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
  const [form, fields] = useValidatedForm(
    lazySchema(loadSchemas, (schemas) => schemas.eldersApplicationSchema),
    {
      id: `elders-${option.toLowerCase()}`,
      lastResult,
    },
  );
  return (
    <ProjectFormFrame
      form={form}
      action={actionFor(project, option)}
      hidden={{ formKind: "elders-application", mode: option }}
      submitLabel="Submit Application"
      summary={[
        entry(fields.firstName, "First name"),
        entry(fields.lastName, "Last name"),
        entry(fields.email, "Email"),
        entry(fields.phoneNumber, "Phone number"),
        entry(fields.mode, "Application"),
      ]}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.firstName} label="First name" autoComplete="given-name" />
        <TextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField meta={fields.phoneNumber} label="Phone number" type="tel" autoComplete="tel" />
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
      <TextAreaField meta={fields.message} label="Message" optional rows={4} />
    </ProjectFormFrame>
  );
}

export function AdviceForm({ project, lastResult }: ProjectFormProps) {
  const [form, fields] = useValidatedForm(
    lazySchema(loadSchemas, (schemas) => schemas.adviceSchema),
    {
      id: "advice",
      lastResult,
      defaultValue: { enquiryType: DEFAULT_ENQUIRY_TYPE },
    },
  );
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

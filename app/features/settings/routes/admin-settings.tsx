import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useSubmittingIntent } from "#app/components/admin/editor-form";
import { AdminPageTitle, DateTime, linkClasses } from "#app/components/admin/page";
import { LeaveGuard } from "#app/components/admin/unsaved-changes";
import { Button } from "#app/components/ui/button";
import { ErrorSummary, summaryFields, TextAreaField, TextField } from "#app/components/ui/field";
import { requireStaff } from "#app/lib/auth/session.server";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { useValidatedForm } from "#app/lib/forms";
import { adminPageMeta } from "#app/lib/meta";
import { refusedVersion, VERSION_FIELD } from "#app/lib/versions";
import { OpeningHoursRows, openingHoursSummary } from "../components/opening-hours-rows";
import {
  answerOf,
  ColourField,
  Section,
  savedSnapshots,
  sectionStatus,
} from "../components/settings-sections";
import { formFromSettings } from "../form-values";
import { saveSettingsForm } from "../save-form.server";
import {
  SETTINGS_LABELS,
  type SettingsForm,
  SOCIAL_NETWORKS,
  settingsSchema,
  socialField,
  WHATSAPP_GROUPS,
  whatsappField,
} from "../schema";
import {
  SAVE_ALL,
  SECTION_IDS,
  SECTIONS,
  type SectionId,
  sectionSnapshot,
  versionField,
} from "../sections";
import { lastSaved, sectionVersions } from "../settings.server";
import type { Route } from "./+types/admin-settings";

export const meta = adminPageMeta(
  "Site settings",
  "The centre's name, address, contacts, links, videos, colours and announcement.",
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [settings, { saved, version }] = await Promise.all([getSiteSettings(), lastSaved()]);
  const values = formFromSettings(settings);
  return { values, saved, version, versions: sectionVersions(values) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  return saveSettingsForm(user, await request.formData());
}

type FieldName = keyof SettingsForm;

const LABELS = SETTINGS_LABELS;

const SOCIAL_FIELDS = SOCIAL_NETWORKS.map(({ key }) => socialField(key));
const WHATSAPP_FIELDS = WHATSAPP_GROUPS.map(({ key }) => whatsappField(key));

const OPTIONAL = new Set<FieldName>([
  "county",
  "emailAdmissions",
  "emailNotifications",
  "openingHours",
  "charityNumber",
  "bankAccountName",
  "bankSortCode",
  "bankAccountNumber",
  "bankReference",
  ...SOCIAL_FIELDS,
  ...WHATSAPP_FIELDS,
  "galleryVideo1",
  "galleryVideo2",
  "galleryVideo3",
  "competitionVideo",
  "announcementText",
  "announcementLink",
  "announcementLinkText",
  "announcementFrom",
  "announcementTo",
]);

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { values, saved } = loaderData;
  const answer = answerOf(actionData);
  // The versions the form carries: after a save or a refusal, those the answer gives (a section
  // saved or refused has the newest; the others keep the one their typing started from).
  const version = refusedVersion(actionData) ?? loaderData.version;
  const versions = answer.versions ?? loaderData.versions;
  const navigation = useNavigation();
  const savingAll = useSubmittingIntent() === SAVE_ALL;
  const [form, fields] = useValidatedForm(settingsSchema, {
    lastResult: answer.result,
    defaultValue: values,
    // A section's own Save is checked by the server, for that section alone.
    unchecked: (sent) => String(sent.get("intent") ?? "").startsWith("section:"),
  });

  // Which sections hold changes not saved: each compared with what it held when opened or saved.
  const [snapshots, setSnapshots] = useState(() => savedSnapshots(values, answer));
  const [answered, setAnswered] = useState(actionData);
  if (actionData !== answered) {
    setAnswered(actionData);
    const now = savedSnapshots(values, answer);
    if (answer.saved?.length)
      setSnapshots({
        ...snapshots,
        ...Object.fromEntries(answer.saved.map((id) => [id, now[id]])),
      });
  }
  const current = (form.value ?? values) as Record<string, unknown>;
  const unsaved = SECTION_IDS.filter((id) => sectionSnapshot(id, current) !== snapshots[id]);

  const labelled = (name: FieldName) => ({
    meta: fields[name],
    label: LABELS[name],
    optional: OPTIONAL.has(name),
  });
  const field = (name: FieldName, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField {...labelled(name)} {...props} />
  );
  const textArea = (name: FieldName, props: Partial<Parameters<typeof TextAreaField>[0]>) => (
    <TextAreaField {...labelled(name)} className="sm:col-span-2" {...props} />
  );
  const linkFields = (names: FieldName[]) =>
    names.map((name) => <div key={name}>{field(name, { type: "url" })}</div>);
  const rowFields = openingHoursSummary(fields.openingHours);
  const statusOf = (id: SectionId) =>
    sectionStatus(
      id,
      answer,
      unsaved.includes(id),
      form.errors,
      SECTIONS[id].fields.filter((name) =>
        name === "openingHours"
          ? fields.openingHours.errors?.length || rowFields.some(({ meta }) => meta.errors?.length)
          : fields[name].errors?.length,
      ).length,
    );
  const barMessage = unsaved.length
    ? `Not saved yet: ${unsaved.map((id) => SECTIONS[id].title).join(", ")}.`
    : answer.section === null && answer.message
      ? answer.message
      : "No changes waiting to be saved.";
  return (
    <>
      <AdminPageTitle
        title="Site settings"
        lead={
          <>
            What every visitor sees of the centre: its name, address and contacts, links, videos,
            colours and an announcement. Each section has its own Save; changes show on the next
            page load.{" "}
            {saved ? (
              <>
                Last saved <DateTime value={saved.at} />
                {saved.by ? ` by ${saved.by}` : ""}.
              </>
            ) : (
              "These are still the defaults of a new install."
            )}
          </>
        }
      />
      <nav aria-label="Settings sections" className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {SECTION_IDS.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className={linkClasses}>
                {SECTIONS[id].title}
              </a>
              {unsaved.includes(id) ? <span className="text-stone-700"> (not saved)</span> : null}
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-6">
        {/* Enter in a field saves every section, as the sticky bar's button does. */}
        <button type="submit" name="intent" value={SAVE_ALL} hidden tabIndex={-1} />
        <LeaveGuard
          key={`${unsaved.length > 0}-${navigation.state}`}
          formId={form.id}
          unsaved={unsaved.length > 0}
        />
        <input type="hidden" name={VERSION_FIELD} value={version} />
        {SECTION_IDS.map((id) => (
          <input key={id} type="hidden" name={versionField(id)} value={versions[id] ?? ""} />
        ))}
        <ErrorSummary
          fields={[...summaryFields(fields, LABELS), ...rowFields]}
          formErrors={answer.section ? undefined : form.errors}
        />

        <Section id="identity" status={statusOf("identity")}>
          {field("name", { hint: "In the header, the footer, page titles and emails." })}
          {field("shortName", { hint: "Such as WIC: prayer times, the calendar and the app." })}
          {field("tagline", { className: "sm:col-span-2" })}
          {textArea("description", { rows: 3, hint: "On the home page and for search engines." })}
        </Section>

        <Section
          id="address"
          status={statusOf("address")}
          lead="The position is used for the calculated prayer times and search engines."
        >
          {field("venue")}
          {field("street")}
          {field("town")}
          {field("county")}
          {field("postcode")}
          <div className="hidden sm:block" />
          {field("latitude", { inputMode: "decimal", hint: "Such as 51.6676" })}
          {field("longitude", { inputMode: "decimal", hint: "Such as -0.4034" })}
        </Section>

        <Section id="contact" status={statusOf("contact")}>
          {field("phoneDisplay", { type: "tel", hint: "As visitors read it: 07700 900123" })}
          {field("phoneInternational", { type: "tel", hint: "For the call link: +447700900123" })}
          {field("emailContact", {
            type: "email",
            className: "sm:col-span-2",
            hint: "Shown on the site; contact form messages and replies to our emails go here.",
          })}
          {field("emailAdmissions", {
            type: "email",
            hint: "Academy enrolments, summer and competition registrations. Empty: the contact email.",
          })}
          {field("emailNotifications", {
            type: "email",
            hint: "Project forms and directory suggestions. Empty: the contact email.",
          })}
          <OpeningHoursRows form={form} meta={fields.openingHours} />
        </Section>

        <Section
          id="charity"
          status={statusOf("charity")}
          lead="The charity number is shown with donations and on receipts. The bank details are shown on the donate page for giving by bank transfer (and when online payment is off); empty fields are left out."
        >
          {field("charityNumber", {
            className: "sm:col-span-2",
            hint: "As the Charity Commission lists it, such as 1234567.",
          })}
          {field("bankAccountName")}
          {field("bankReference", {
            hint: "What donors write as the reference, such as DONATION (up to 18 characters).",
          })}
          {field("bankSortCode", { inputMode: "numeric", hint: "Such as 12-34-56" })}
          {field("bankAccountNumber", { inputMode: "numeric", hint: "8 digits" })}
        </Section>

        <Section
          id="social"
          status={statusOf("social")}
          lead="Full links starting with https://. A network left empty is not shown."
        >
          {linkFields(SOCIAL_FIELDS)}
        </Section>

        <Section
          id="whatsapp"
          status={statusOf("whatsapp")}
          lead="The invite link of each project's group (https://chat.whatsapp.com/… or https://wa.me/…). A project's WhatsApp button shows only when its link is set."
        >
          {linkFields(WHATSAPP_FIELDS)}
        </Section>

        <Section
          id="videos"
          status={statusOf("videos")}
          lead={
            <>
              A YouTube or Vimeo link, or the video's id. Nothing loads from YouTube or Vimeo until
              a visitor presses play. The Academy's videos belong to each term:{" "}
              <Link to="/admin/academy" className={linkClasses}>
                Academy terms
              </Link>
              .
            </>
          }
        >
          {field("galleryTitle1", { hint: "Summer page, “Gallery” band." })}
          {field("galleryVideo1", { type: "url" })}
          {field("galleryTitle2")}
          {field("galleryVideo2", { type: "url" })}
          {field("galleryTitle3")}
          {field("galleryVideo3", { type: "url" })}
          {field("competitionVideo", {
            type: "url",
            hint: "“Last year's Qur'an Competition” on the competition page.",
          })}
        </Section>

        <Section
          id="colours"
          status={statusOf("colours")}
          lead="Hex values such as #0f6b4f. Each is checked for contrast (WCAG AA, 4.5:1 for text) where the site uses it."
        >
          {(
            [
              ["colourBrand", "Icons, borders and highlights."],
              ["colourBrandStrong", "Headings, links and buttons; the footer's background."],
              ["colourBrandSoft", "The light bands behind sections."],
              ["colourAccent", "Accent buttons (with the text colour on them)."],
              ["colourAccentSoft", "Headings in the footer and the hero's small line."],
              ["colourInk", "Body text."],
            ] as const
          ).map(([name, hint]) => (
            <ColourField key={name} swatch={fields[name].value ?? values[name]}>
              {field(name, { hint, className: "flex-1" })}
            </ColourField>
          ))}
        </Section>

        <Section
          id="announcement"
          status={statusOf("announcement")}
          lead="A short notice above every public page, between the two dates (UK time, both days included). Empty text: no banner."
        >
          {textArea("announcementText", { rows: 2 })}
          {field("announcementLink", { hint: "https://… or a page of this site such as /summer" })}
          {field("announcementLinkText", { hint: "Empty: “Find out more”." })}
          {field("announcementFrom", { type: "date", hint: "Empty: from now." })}
          {field("announcementTo", { type: "date", hint: "Empty: until you clear it." })}
        </Section>

        <p className="text-sm text-stone-700">
          Pages, projects and images are edited on their own pages; server settings (email delivery,
          payments) are environment variables: see the README.
        </p>
        {/* Always in reach: what is not saved yet, and one button for every section. */}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-8 sm:px-8">
          <Button
            type="submit"
            name="intent"
            value={SAVE_ALL}
            pending={savingAll}
            pendingLabel="Saving..."
          >
            Save all sections
          </Button>
          <p role="status" className="min-w-0 flex-1 text-sm text-stone-700">
            {barMessage}
          </p>
        </div>
      </Form>
    </>
  );
}

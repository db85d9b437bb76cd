import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AdminPageTitle, DateTime, linkClasses, panelClasses } from "#app/components/admin/page";
import { useUnsavedChangesGuard } from "#app/components/admin/unsaved-changes";
import { Button } from "#app/components/ui/button";
import { ErrorSummary, summaryFields, TextAreaField, TextField } from "#app/components/ui/field";
import { requireStaff } from "#app/lib/auth/session.server";
import { cn } from "#app/lib/cn";
import { getSiteSettings } from "#app/lib/config/settings.server";
import { useValidatedForm } from "#app/lib/forms";
import { formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { adminPageMeta } from "#app/lib/meta";
import { refusedVersion, saveCheck, VERSION_FIELD } from "#app/lib/versions";
import { formFromSettings } from "../form-values";
import { normaliseHex } from "../rules";
import {
  MESSAGES,
  SETTINGS_LABELS,
  type SettingsForm,
  SOCIAL_NETWORKS,
  settingsSchema,
  socialField,
  WHATSAPP_GROUPS,
  whatsappField,
} from "../schema";
import { lastSaved, saveSettings } from "../settings.server";
import type { Route } from "./+types/admin-settings";

export const meta = adminPageMeta(
  "Site settings",
  "The centre's name, address, contacts, links, videos, colours and announcement.",
);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [settings, { saved, version }] = await Promise.all([getSiteSettings(), lastSaved()]);
  return { values: formFromSettings(settings), saved, version };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: settingsSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);
  const outcome = await saveSettings(user, submission.value, saveCheck(form, submission.value));
  if (outcome === "failed")
    return formFailure(submission.reply({ formErrors: [MESSAGES.failed] }), 503);
  if (typeof outcome === "object") return staleSaveFailure(submission, "settings page", outcome);
  return redirectWithToast("/admin/settings", {
    type: outcome === "saved" ? "success" : "info",
    message: outcome === "saved" ? MESSAGES.saved : MESSAGES.unchanged,
  });
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

/** Each section's heading, in the page's order; the links at the top list them too. */
const SECTION_TITLES = {
  identity: "Name and description",
  address: "Address and map position",
  contact: "Phone, email and opening hours",
  charity: "Charity and bank transfer",
  social: "Social media",
  whatsapp: "WhatsApp groups",
  videos: "Videos",
  colours: "Colours",
  announcement: "Announcement banner",
} as const;

function Section({
  id,
  lead,
  children,
}: {
  id: keyof typeof SECTION_TITLES;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const title = SECTION_TITLES[id];
  return (
    <section aria-labelledby={id} className={cn(panelClasses, "p-5 sm:p-6")}>
      <h2 id={id} className="text-xl font-semibold text-brand-strong">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-stone-700">{lead}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { values, saved } = loaderData;
  // After a refused save, the form carries the newest version: saving again replaces it.
  const version = refusedVersion(actionData) ?? loaderData.version;
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(settingsSchema, {
    lastResult: actionData?.result,
    defaultValue: values,
  });
  useUnsavedChangesGuard(form.id, Boolean(actionData));
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
  return (
    <>
      <AdminPageTitle
        title="Site settings"
        lead={
          <>
            What every visitor sees of the centre: its name, address and contacts, links, videos,
            colours and an announcement. Changes show on the next page load.{" "}
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
          {Object.entries(SECTION_TITLES).map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`} className={linkClasses}>
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-6">
        <input type="hidden" name={VERSION_FIELD} value={version} />
        <ErrorSummary fields={summaryFields(fields, LABELS)} formErrors={form.errors} />

        <Section id="identity">
          {field("name", { hint: "In the header, the footer, page titles and emails." })}
          {field("shortName", { hint: "Such as WIC: prayer times, the calendar and the app." })}
          {field("tagline", { className: "sm:col-span-2" })}
          {textArea("description", { rows: 3, hint: "On the home page and for search engines." })}
        </Section>

        <Section
          id="address"
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

        <Section id="contact">
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
          {textArea("openingHours", {
            rows: 3,
            hint: "One line each: the days, then | opening time | closing time (24-hour), such as Saturday, Sunday | 09:30 | 13:30.",
          })}
        </Section>

        <Section
          id="charity"
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
          lead="Full links starting with https://. A network left empty is not shown."
        >
          {linkFields(SOCIAL_FIELDS)}
        </Section>

        <Section
          id="whatsapp"
          lead="The invite link of each project's group (https://chat.whatsapp.com/… or https://wa.me/…). A project's WhatsApp button shows only when its link is set."
        >
          {linkFields(WHATSAPP_FIELDS)}
        </Section>

        <Section
          id="videos"
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
        {/* Always in reach: the form is long, and a change in any section is saved from here. */}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-4 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-8 sm:px-8">
          <Button
            type="submit"
            pending={navigation.state === "submitting"}
            pendingLabel="Saving..."
          >
            Save settings
          </Button>
          <p className="text-sm text-stone-700">Saves every section of this page.</p>
        </div>
      </Form>
    </>
  );
}

/** A colour field with a swatch of the colour as typed. */
function ColourField({ swatch, children }: { swatch: string | undefined; children: ReactNode }) {
  // A crafted post can send a list where one colour is expected; it comes back as the field's value.
  const colour = typeof swatch === "string" ? normaliseHex(swatch) : null;
  return (
    <div className="flex items-start gap-3">
      {children}
      <span
        aria-hidden="true"
        className="mt-8 size-11 shrink-0 rounded-lg ring-1 ring-stone-400"
        style={{ backgroundColor: colour ?? "transparent" }}
      />
    </div>
  );
}

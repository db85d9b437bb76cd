import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { CurrentUser } from "#app/lib/auth/session.server";
import { formError, formFailure, staleSaveFailure } from "#app/lib/forms.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { saveCheck, VERSION_FIELD } from "#app/lib/versions";
import { MESSAGES, sectionsSchema, settingsSchema } from "./schema";
import { SECTIONS, sectionsOf } from "./sections";
import { saveSettings, sentSectionVersions } from "./settings.server";

/**
 * A save from the page names its sections (`intent`: one section's Save, or "all") and carries
 * each section's version: only those sections are checked and stored, over the current settings,
 * and the answer keeps the page as typed (other sections' unsaved changes stay in the form) with
 * the versions it carries next. A form sent without a button (a script, an old tab) is checked and
 * saved whole against the page's version, and redirected, as before.
 */
export async function saveSettingsForm(user: CurrentUser, form: FormData) {
  const intent = form.get("intent");
  const sections = sectionsOf(intent);
  if (!sections) return formError("That section is not on this page.", 400);
  const section = sections.length === 1 ? (sections[0] ?? null) : null;
  const sentVersions = sentSectionVersions(form);
  const sentVersion = form.get(VERSION_FIELD);
  const echo = {
    section,
    versions: sentVersions,
    ...(typeof sentVersion === "string" ? { version: sentVersion } : {}),
  };
  const submission = parseWithZod(form, {
    schema: section ? sectionsSchema([section]) : settingsSchema,
  });
  // "Add a row" or "Remove" without JavaScript: the form comes back with its rows changed.
  if (submission.status === undefined) return data({ result: submission.reply(), ...echo });
  if (submission.status !== "success") return formFailure(submission.reply(), 400, echo);
  const outcome = await saveSettings(
    user,
    { sections, value: submission.value, sent: submission.payload, versions: sentVersions },
    saveCheck(form),
  );
  if (outcome === "failed")
    return formFailure(submission.reply({ formErrors: [MESSAGES.failed] }), 503, echo);
  if ("stale" in outcome)
    return staleSaveFailure(submission, section ? "section" : "settings page", outcome, {
      section,
      versions: outcome.versions,
    });
  const message =
    outcome.outcome === "unchanged"
      ? MESSAGES.unchanged
      : section
        ? MESSAGES.sectionSaved(SECTIONS[section].title)
        : MESSAGES.saved;
  if (typeof intent !== "string")
    return redirectWithToast("/admin/settings", {
      type: outcome.outcome === "saved" ? "success" : "info",
      message,
    });
  return data({
    result: submission.reply(),
    section,
    saved: outcome.written,
    message,
    versions: outcome.versions,
    version: outcome.version,
  });
}

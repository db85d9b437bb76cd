import {
  CALCULATION_LABELS,
  JUMUAH_SESSION_LABELS,
  JUMUAH_SESSIONS_FORM_ID,
  SCREEN_LABELS,
} from "#app/features/prayer-times/admin-schema";
import * as calculationEditor from "#app/features/prayer-times/routes/admin-prayer-times-calculation";
import * as jumuahEditor from "#app/features/prayer-times/routes/admin-prayer-times-jumuah";
import * as screensEditor from "#app/features/prayer-times/routes/admin-prayer-times-screens";
import type { AdminRequests, EditableKind, Route } from "../../support/two-editors";
import { flat } from "../../support/two-editors";

/** The prayer-times editors two people can open at once: the settings' sections. */
export const prayerTimesKinds = (_requests: AdminRequests): EditableKind[] => [
  {
    kind: "prayer-times calculation section",
    thing: "section",
    route: calculationEditor as unknown as Route,
    create: async () => ({ path: "/admin/prayer-times/calculation", params: {} }),
    form: ({ values }, method) => ({ ...flat(values), method }),
    edited: { name: "method", label: CALCULATION_LABELS.method },
    // A method is chosen from a list.
    typed: { theirs: "Egyptian", mine: "Karachi" },
  },
  {
    kind: "prayer-times wall screens section",
    thing: "section",
    route: screensEditor as unknown as Route,
    create: async () => ({ path: "/admin/prayer-times/screens", params: {} }),
    form: ({ values }, announcements) => ({ ...flat(values), announcements }),
    edited: { name: "announcements", label: SCREEN_LABELS.announcements },
  },
  {
    kind: "prayer-times Jumu'ah sessions section",
    thing: "section",
    route: jumuahEditor as unknown as Route,
    create: async () => ({ path: "/admin/prayer-times/jumuah", params: {} }),
    // The page also lists the Jumu'ah rules; the sessions form is its own.
    pick: (loaded) => loaded.sessions,
    form: ({ sessions }, firstLanguage) => ({
      ...flat(sessions.values),
      firstLanguage,
      intent: JUMUAH_SESSIONS_FORM_ID,
    }),
    edited: { name: "firstLanguage", label: JUMUAH_SESSION_LABELS.firstLanguage },
  },
];

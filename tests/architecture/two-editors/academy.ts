import { expect } from "vitest";
import { COURSE_LABELS, courseFormValues } from "#app/features/academy/admin-schema";
import * as termEditor from "#app/features/academy/routes/admin-academy-term";
import { currentTerm } from "#app/features/academy/terms.server";
import { reply } from "../../support/actions";
import type { AdminRequests, EditableKind, Route } from "../../support/two-editors";
import { flat } from "../../support/two-editors";

/** The academy editors two people can open at once beyond the term's own: a course of a term. */
export const academyKinds = ({ get, post }: AdminRequests): EditableKind[] => [
  {
    kind: "academy course",
    thing: "course",
    route: termEditor as unknown as Route,
    create: async () => {
      const id = String((await currentTerm())?.id);
      const path = `/admin/academy/${id}`;
      const created = await termEditor.action(
        post(
          path,
          {
            intent: "create-course",
            title: "Hifz Circle",
            ageLabel: "Ages 7-14",
            minAge: "7",
            maxAge: "14",
            description: "Memorisation of the Qur'an at each child's pace.",
            times: "Sundays 9 AM-11 AM",
            choice: "checkbox",
            options: "Sunday | 9 AM-11 AM",
            contact: "Call us about places.",
          },
          "admin",
          { id },
        ) as never,
      );
      expect(reply(created).status, JSON.stringify(created)).toBe(302);
      const loaded = await termEditor.loader(get(path, "admin", { id }) as never);
      const course = loaded.term.courses.find((each) => each.title === "Hifz Circle");
      return { path: `${path}?course=${course?.rowId}`, params: { id } };
    },
    pick: (loaded) => loaded.editing,
    form: ({ editing }, title) => ({
      ...flat(courseFormValues(editing)),
      title,
      intent: "update-course",
      course: String(editing.rowId),
    }),
    edited: { name: "title", label: COURSE_LABELS.title },
  },
];

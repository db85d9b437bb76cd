import * as pageRoute from "#app/features/quran-competition/routes/quran-competition";
import { answer, formRequest, routeArgs } from "./actions";

/** A parent registering a child of 9 in category 3, as the public form sends it. */
export const REGISTRATION_FIELDS = {
  intent: "register",
  registering_as: "child",
  child_name: "Yusuf Ali",
  parent_name: "Hafsa Ali",
  parent_phone: "07700 900111",
  parent_email: "hafsa@example.org",
  age: "9",
  postcode: "wd17 1aa",
  gender: "Male",
  category: "3",
  group: "8-10",
};

export interface RegistrationReply {
  result?: { error?: Record<string, string[] | null> } | null;
  registered?: { id: string; participant: string } | null;
  paymentError?: number | null;
}

/** Posts the public registration form: REGISTRATION_FIELDS with these changes. */
export async function register(changes: Record<string, string> = {}) {
  const request = formRequest("/quran-competition", { ...REGISTRATION_FIELDS, ...changes });
  return answer<RegistrationReply>((await pageRoute.action(routeArgs(request))) as Response);
}

/** Posts the page's Pay button for a registration. */
export async function pay(id: string) {
  const request = formRequest("/quran-competition", { intent: "pay", id });
  return answer<RegistrationReply>((await pageRoute.action(routeArgs(request))) as Response);
}

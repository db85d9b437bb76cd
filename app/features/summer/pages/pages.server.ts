import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { formFailure } from "#app/lib/forms.server";
import { requestNow } from "#app/lib/http/clock.server";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { errorForLog, logger } from "#app/lib/logger.server";
import { screenPublicForm, tooManyAttempts } from "#app/lib/security/public-form.server";
import { MESSAGES } from "../messages";
import { signUpForOpening } from "../registration/opening-notices.server";
import { notifyFormSchema } from "../registration/schema";
import { registrationNotice } from "../seasons/season-facts";
import { type CurrentSeason, currentSeason, loadSeason, seasonAt } from "../seasons/seasons.server";

/**
 * What the summer pages (landing, programmes, FAQ, terms, register) read: the current season,
 * and when it cannot be booked, the sentence saying so and the season a visitor may ask to be
 * told about ("tell me when it opens").
 */
export interface SeasonStanding {
  /** Null when the season can be booked now. */
  notice: string | null;
  /** The season whose opening a visitor may sign up for, when one is announced. */
  signUpSeasonId: number | null;
  /** When that season's registration opens (ISO). */
  opensAt: string | null;
}

export function standing(current: CurrentSeason, now: number): SeasonStanding {
  const bookable = current.registration === "open" && !current.past;
  if (bookable) return { notice: null, signUpSeasonId: null, opensAt: null };
  const upcoming = current.registration === "not-yet-open" && !current.past;
  const signUp = upcoming
    ? { id: current.season.id, opensAt: current.season.opensAt }
    : current.next
      ? { id: current.next.id, opensAt: current.next.opensAt }
      : null;
  return {
    notice: registrationNotice(current, now),
    signUpSeasonId: signUp?.id ?? null,
    opensAt: signUp?.opensAt ?? null,
  };
}

/** The current season for a page, or the page's 404 when no season was ever published. */
export async function seasonPageData(request: Request) {
  const now = requestNow(request);
  const current = await currentSeason(now);
  if (!current) throw data(MESSAGES.noSeason, { status: 404 });
  return { season: current.season, past: current.past, ...standing(current, now) };
}

/**
 * A season by id as the pages would show it at the request's instant, whether visitors see it or
 * not (the admin's preview), or null when there is no such season.
 */
export async function seasonById(request: Request, id: number) {
  const season = await loadSeason(id);
  return season ? seasonAt(season, requestNow(request)) : null;
}

/**
 * POST intent=notify: "tell me when it opens". A valid address is stored for the season that is
 * announced (given twice, it is kept once) and the visitor gets the same thank-you either way.
 */
export async function notifyAction<Extra extends { notify?: true }>(
  request: Request,
  formData: FormData,
  context: Pick<AppLoadContext, "clientIp" | "visitorId">,
  path: string,
  extra: Extra,
) {
  const submission = parseWithZod(formData, { schema: notifyFormSchema });
  if (submission.status !== "success") return formFailure(submission.reply(), 400, extra);
  const now = requestNow(request);
  const current = await currentSeason(now);
  const seasonId = current ? standing(current, now).signUpSeasonId : null;
  if (seasonId === null)
    return formFailure(submission.reply({ formErrors: [MESSAGES.noSeason] }), 409, extra);
  const screened = await screenPublicForm(
    "summer-notify",
    formData,
    context,
    submission.value.email,
  );
  if (screened.verdict === "rate-limited") return tooManyAttempts(submission, screened, extra);
  if (screened.verdict === "accept") {
    try {
      await signUpForOpening(seasonId, submission.value.email);
    } catch (error) {
      logger.error({ error: errorForLog(error) }, "summer opening notice could not be stored");
      return formFailure(submission.reply({ formErrors: [MESSAGES.submitFailed] }), 503, extra);
    }
  }
  return redirectWithToast(path, { type: "success", message: MESSAGES.notifyThanks });
}

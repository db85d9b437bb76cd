import { parseWithZod } from "@conform-to/zod/v4";
import { useRef } from "react";
import { data, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { Band, Container } from "#app/components/ui/container";
import { HeroHeading } from "#app/components/ui/hero-heading";
import { VideoFacade } from "#app/components/ui/video-facade";
import { formFailure } from "#app/lib/forms.server";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { redirectWithToast } from "#app/lib/http/toast.server";
import { errorForLog, fieldNames, logger } from "#app/lib/logger.server";
import { pageMeta, settingsFromMatches } from "#app/lib/meta";
import { screenPublicForm, tooManyAttempts } from "#app/lib/security/public-form.server";
import type { loader as rootLoader } from "#app/root";
import { saveEnrolment } from "../academy.server";
import { CourseCards } from "../components/course-cards";
import { EnrolmentForm } from "../components/enrolment-form";
import {
  ENROLMENT_CLOSED_MESSAGE,
  ENROLMENT_FAILURE_MESSAGE,
  ENROLMENT_SUCCESS_MESSAGE,
  enrolmentHeadline,
  findCourse,
} from "../rules";
import { enrolmentSchema, enrolmentSchemaFor } from "../schema";
import { currentTerm } from "../terms.server";
import type { Route } from "./+types/enrol-now";

export const headers = publicPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Join WIC Academy",
    description: `Enrol in ${settingsFromMatches(matches).name}'s Academy: weekday Qur'an & Arabic classes and weekend Islamic education for ages 4-16, and an adult Qur'an & Arabic programme for 17+.`,
  });
}

/**
 * The current term (its name, courses and videos); `?course=` (from an Enrol Now button)
 * preselects the first learner's course, with or without JavaScript.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const course = new URL(request.url).searchParams.get("course");
  const term = await currentTerm();
  const courses = term?.courses ?? [];
  return {
    course: findCourse(course ?? undefined, courses)?.id ?? null,
    term: term ? { name: term.name, videos: term.videos, courses } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const term = await currentTerm().catch((error: unknown) => {
    logger.error({ error: errorForLog(error) }, "the academy term could not be read");
    return undefined;
  });
  if (term === undefined) {
    // The database cannot answer: the form comes back as typed, with the failure message.
    const reply = parseWithZod(formData, { schema: enrolmentSchema }).reply({
      formErrors: [ENROLMENT_FAILURE_MESSAGE],
    });
    return formFailure(reply, 503);
  }
  // Only the current term's courses are accepted; between terms nothing is.
  const submission = parseWithZod(formData, { schema: enrolmentSchemaFor(term?.courses ?? []) });
  if (!term) return formFailure(submission.reply({ formErrors: [ENROLMENT_CLOSED_MESSAGE] }), 409);
  // Add Another Child / Remove without JavaScript: the form comes back with the list changed.
  if (submission.status === undefined) return data({ result: submission.reply() });
  if (submission.status !== "success") return formFailure(submission.reply(), 400);

  const screened = await screenPublicForm(
    "enrolment",
    formData,
    context,
    submission.value.parentEmail,
  );
  if (screened.verdict === "rate-limited") return tooManyAttempts(submission, screened);
  if (screened.verdict === "accept") {
    try {
      await saveEnrolment(submission.value, new Date(), term);
    } catch (error) {
      logger.error(
        { fields: fieldNames(submission.value), error: errorForLog(error) },
        "enrolment could not be stored",
      );
      return formFailure(submission.reply({ formErrors: [ENROLMENT_FAILURE_MESSAGE] }), 503);
    }
  }
  return redirectWithToast("/enrol-now#enrolment-form", {
    type: "success",
    message: ENROLMENT_SUCCESS_MESSAGE,
  });
}

export default function EnrolNowPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, term } = loaderData;
  const courses = term?.courses ?? [];
  const navigation = useNavigation();
  const location = useLocation();
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast;
  const successKey = toast?.message === ENROLMENT_SUCCESS_MESSAGE ? location.key : null;
  // Each successful enrolment starts a fresh form; other navigations (Enrol Now) keep what was typed.
  const formKey = useRef("enrolment");
  if (successKey) formKey.current = successKey;
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/enrol-now") === true;

  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-strong text-white">
        <div className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-strong via-brand-strong to-brand" />
        <Container className="py-14 sm:py-20">
          <HeroHeading
            eyebrow={enrolmentHeadline(term?.name)}
            title="Join WIC Academy"
            lead="Qur'an, Arabic and Islamic education for children aged 4-16 and for adults, taught by qualified teachers in a caring community setting in Watford."
          />
          <a
            href="#enrolment-form"
            className="mt-8 inline-flex items-center justify-center rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-ink hover:brightness-95"
          >
            Go to the enrolment form
          </a>
        </Container>
      </section>

      <Container className="py-14">
        <h2 className="text-3xl font-semibold text-brand-strong">Our courses</h2>
        <p className="mt-3 max-w-2xl text-stone-700">
          Choose a course and press Enrol Now: the form below starts with that course selected.
        </p>
        <div className="mt-8">
          <CourseCards courses={courses} />
        </div>
      </Container>

      <Band headingId="videos-heading" title="See the Academy" className="bg-brand-soft">
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {(term?.videos ?? []).map((video) => (
            <VideoFacade
              key={video.title}
              video={video}
              unavailable="Visit a class to see the Academy for yourself: contact us to arrange it."
            />
          ))}
        </div>
      </Band>

      <Band
        id="enrolment-form"
        headingId="form-heading"
        title="Enrolment Form"
        width="text"
        className="scroll-mt-24"
      >
        <p className="mt-3 text-stone-700">
          Enrol up to five learners at once. Fields marked optional can be left empty.
        </p>
        <div className="mt-8">
          <EnrolmentForm
            key={formKey.current}
            courses={courses}
            closed={term === null}
            lastResult={actionData?.result}
            preselected={course}
            successKey={successKey}
            submitting={submitting}
          />
        </div>
      </Band>
    </>
  );
}

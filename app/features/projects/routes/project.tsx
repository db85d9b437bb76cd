import { type MouseEvent, useEffect, useState } from "react";
import { data } from "react-router";
import { GeneralErrorBoundary, type NotFoundDetail } from "#app/components/layout/error-screen";
import { Container } from "#app/components/ui/container";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageMeta } from "#app/lib/meta";
import { findVisibleProject } from "../catalogue.server";
import { BANNER_MS, SuccessBanner, scrollToElement } from "../components/form-kit";
import {
  AdviceForm,
  EldersApplicationForm,
  EldersRegistrationForm,
  FootballForm,
  InterestForm,
  type ProjectFormProps,
} from "../components/project-forms";
import { ProjectHero } from "../components/project-hero";
import {
  ADVICE_SUCCESS_TEXT,
  ADVICE_SUCCESS_TITLE,
  applicationSuccessMessage,
  INTEREST_SUCCESS_MESSAGE,
  REGISTRATION_SUCCESS_TEXT,
  REGISTRATION_SUCCESS_TITLE,
} from "../form-content";
import { projectAction } from "../project-action.server";
import {
  chosenOption,
  PROJECT_NOT_FOUND,
  PROJECT_NOT_FOUND_TEXT,
  type Project,
  type ProjectPage,
  SUBMISSION_KINDS,
} from "../projects";
import type { Route } from "./+types/project";

export const headers = publicPageHeaders;

export async function loader({ params, request }: Route.LoaderArgs) {
  // A hidden project is not found, as if it had never been.
  const project = await findVisibleProject(params.slug);
  if (!project) {
    const missing: NotFoundDetail = {
      title: PROJECT_NOT_FOUND,
      text: PROJECT_NOT_FOUND_TEXT,
      link: { to: "/projects", label: "See all projects" },
    };
    throw data(missing, { status: 404 });
  }
  const query = new URL(request.url).searchParams;
  return {
    project,
    option: chosenOption(project, query.get("action")) ?? null,
    sent: query.get("sent"),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return projectAction(params.slug, await request.formData(), context);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const project = loaderData?.project;
  return pageMeta(
    matches,
    project
      ? { title: project.title, description: `${project.title}: ${project.subtitle}.` }
      : { title: PROJECT_NOT_FOUND, description: PROJECT_NOT_FOUND_TEXT },
  );
};

const FORM_ID = "project-form";

function formHeading(project: Project, option: string): { title: string; lead: string } {
  if (project.form === "elders") {
    if (option === "Register")
      return {
        title: "Elders Registration",
        lead: "Register yourself or a loved one for our elders' gatherings. We will call to welcome you.",
      };
    return option === "Sponsor"
      ? {
          title: "Sponsor Application",
          lead: "Support meals, outings and care for our elders as an individual or an organisation.",
        }
      : {
          title: "Volunteer Application",
          lead: "Give a few hours to keep our elders company, serve food or help with transport.",
        };
  }
  if (project.form === "advice")
    return {
      title: "Request a Consultation",
      lead: "Tell us a little about what you need help with. Everything you share stays confidential.",
    };
  if (project.form === "football")
    return {
      title: "Join WIC FC",
      lead: "Choose your age category and we will be in touch with training times.",
    };
  return {
    title: `Get involved with ${project.title}`,
    lead: "Leave your details and tell us how you would like to take part.",
  };
}

const TIMED_BANNERS = {
  [SUBMISSION_KINDS.eldersRegistration]: {
    title: REGISTRATION_SUCCESS_TITLE,
    text: REGISTRATION_SUCCESS_TEXT,
  },
  [SUBMISSION_KINDS.advice]: { title: ADVICE_SUCCESS_TITLE, text: ADVICE_SUCCESS_TEXT },
};

function SentBanner({ project, option, sent }: { project: Project; option: string; sent: string }) {
  switch (sent) {
    case SUBMISSION_KINDS.eldersRegistration:
    case SUBMISSION_KINDS.advice:
      return <SuccessBanner {...TIMED_BANNERS[sent]} hideAfterMs={BANNER_MS} />;
    case SUBMISSION_KINDS.eldersApplication:
      return project.form === "elders" ? (
        <SuccessBanner title={applicationSuccessMessage(option)} />
      ) : null;
    case SUBMISSION_KINDS.interest:
    case SUBMISSION_KINDS.football:
      return <SuccessBanner title={INTEREST_SUCCESS_MESSAGE} />;
    default:
      return null;
  }
}

function ProjectForm(props: ProjectFormProps) {
  const { project, option } = props;
  if (project.form === "advice") return <AdviceForm {...props} />;
  if (project.form === "football") return <FootballForm {...props} />;
  if (project.form === "interest") return <InterestForm {...props} />;
  return option === "Register" ? (
    <EldersRegistrationForm {...props} />
  ) : (
    <EldersApplicationForm key={option} {...props} />
  );
}

export default function ProjectRoute({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const { project } = loaded;
  const settings = useSiteSettings();
  const [picked, setPicked] = useState<string | null>(null);
  const sent = loaded.sent;

  useEffect(() => {
    // After a successful send the banner sits at the top of the form's section.
    if (sent) scrollToElement(FORM_ID);
  }, [sent]);

  const option = picked ?? loaded.option ?? project.options[0] ?? "";
  const open =
    project.form === "advice" ||
    picked !== null ||
    loaded.option !== null ||
    Boolean(actionData) ||
    Boolean(sent);
  const choose = (value: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setPicked(value);
    scrollToElement(FORM_ID);
  };
  const heading = formHeading(project, option);

  return (
    <>
      <ProjectHero
        project={project}
        whatsappGroups={settings.whatsappGroups}
        onChoose={choose}
        formId={FORM_ID}
      />
      {project.bodyHtml ? <ProjectBody project={project} /> : null}
      {project.form === "advice" ? <Confidentiality /> : null}
      {open ? (
        <section
          id={FORM_ID}
          aria-labelledby={`${FORM_ID}-title`}
          className="scroll-mt-20 bg-stone-50 py-12"
        >
          <Container width="text">
            <div className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
              {sent ? <SentBanner project={project} option={option} sent={sent} /> : null}
              <div>
                <h2 id={`${FORM_ID}-title`} className="text-2xl font-semibold text-brand-strong">
                  {heading.title}
                </h2>
                <p className="mt-2 text-stone-700">{heading.lead}</p>
              </div>
              <ProjectForm project={project} option={option} lastResult={actionData?.result} />
            </div>
          </Container>
        </section>
      ) : null}
    </>
  );
}

/** The project's own page text, written by staff in the admin (sanitised HTML). */
function ProjectBody({ project }: { project: ProjectPage }) {
  return (
    <section aria-label={`About ${project.title}`} className="py-10 sm:py-12">
      <Container width="text">
        <div
          className="prose-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server when staff saved it
          dangerouslySetInnerHTML={{ __html: project.bodyHtml }}
        />
      </Container>
    </section>
  );
}

function Confidentiality() {
  return (
    <section aria-labelledby="confidentiality-title" className="py-10">
      <Container width="text">
        <div className="rounded-2xl border-l-4 border-accent bg-accent-soft p-6">
          <h2 id="confidentiality-title" className="text-xl font-semibold text-ink">
            Confidentiality and privacy
          </h2>
          <p className="mt-2 text-stone-800">
            Everything you share with us is treated in the strictest confidence. Your request is
            read only by the scholars and the small team who arrange consultations; it is never
            shared, published or discussed without your permission, except where someone's safety is
            at risk and the law requires us to act. We keep your details securely and only for as
            long as we need them to help you.
          </p>
        </div>
      </Container>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

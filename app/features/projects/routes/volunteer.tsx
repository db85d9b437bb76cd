import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button";
import { Container, PageHeader } from "#app/components/ui/container";
import { ChoiceField, TextField } from "#app/components/ui/field";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { pageMeta } from "#app/lib/meta";
import { handleProjectForm } from "../actions.server";
import { visibleProjects } from "../catalogue.server";
import {
  ContactInputs,
  contactSummary,
  MessageField,
  optionsOf,
  ProjectFormFrame,
  SuccessBanner,
  useProjectForm,
} from "../components/form-kit";
import { FORM_FAILURE_MESSAGE, INTEREST_SUCCESS_MESSAGE } from "../form-content";
import { SUBMISSION_KINDS, takesVolunteers } from "../projects";
import { saveVolunteerOffer } from "../projects.server";
import { volunteerSchema } from "../schema";
import type { Route } from "./+types/volunteer";

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Volunteer with us",
    description:
      "Give your time to Watford Islamic Centre: the library, elders, youth club, baby and mum and the Quran breakfast circle all need volunteers.",
  });

/** Ways to help: the visible projects whose forms take volunteers, in the projects' order. */
async function ways() {
  return (await visibleProjects())
    .filter(takesVolunteers)
    .map(({ slug, title, subtitle }) => ({ slug, title, subtitle }));
}

export async function loader({ request }: Route.LoaderArgs) {
  return {
    sent: new URL(request.url).searchParams.get("sent") === SUBMISSION_KINDS.volunteer,
    ways: await ways(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const areas = (await ways()).map((way) => way.title);
  return handleProjectForm({
    formData: await request.formData(),
    context,
    kind: SUBMISSION_KINDS.volunteer,
    schema: volunteerSchema(areas),
    save: saveVolunteerOffer,
    failureMessage: FORM_FAILURE_MESSAGE,
    successUrl: `/volunteer?sent=${SUBMISSION_KINDS.volunteer}#volunteer-form`,
  });
}

export default function VolunteerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { sent, ways } = loaderData;
  const areas = ways.map((way) => way.title);
  const [form, fields] = useProjectForm(
    (schemas) => schemas.volunteerSchema(areas),
    "volunteer",
    actionData?.result,
  );
  return (
    <>
      <PageHeader
        title="Volunteer with us"
        lead="Everything at the centre is run by volunteers. An hour a week, a skill or a helping hand at an event all make a difference."
      />
      <Container className="grid gap-10 py-10 lg:grid-cols-[1fr_1fr]">
        <section aria-labelledby="ways-title">
          <h2 id="ways-title" className="text-2xl font-semibold text-brand-strong">
            Ways to help
          </h2>
          <ul className="mt-5 space-y-4">
            {ways.map((project) => (
              <li
                key={project.slug}
                className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
              >
                <h3 className="font-semibold text-ink">
                  <Link
                    to={`/projects/${project.slug}`}
                    className="text-brand-strong underline-offset-4 hover:underline"
                  >
                    {project.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-stone-700">{project.subtitle}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-stone-700">
            Not sure where you fit? Tell us about yourself and we will find the right place.
          </p>
          <ButtonLink to="/projects" variant="outline" className="mt-4">
            See all projects
          </ButtonLink>
        </section>
        <section
          id="volunteer-form"
          aria-labelledby="volunteer-form-title"
          className="scroll-mt-20 space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
        >
          {sent ? <SuccessBanner title={INTEREST_SUCCESS_MESSAGE} /> : null}
          <h2 id="volunteer-form-title" className="text-2xl font-semibold text-brand-strong">
            Offer your help
          </h2>
          <ProjectFormFrame
            form={form}
            action="/volunteer"
            submitLabel="Send"
            summary={[
              ...contactSummary(fields),
              { meta: fields.areas, label: "Areas of interest" },
              { meta: fields.availability, label: "Availability" },
              { meta: fields.message, label: "Message" },
            ]}
          >
            <ContactInputs fields={fields} />
            <ChoiceField
              meta={fields.areas}
              label="Areas of interest"
              type="checkbox"
              options={optionsOf(areas)}
            />
            <TextField
              meta={fields.availability}
              label="Availability"
              hint="For example: Saturday mornings, school holidays"
              optional
            />
            <MessageField meta={fields.message} />
          </ProjectFormFrame>
        </section>
      </Container>
    </>
  );
}

import { Link } from "react-router";
import { Container, PageHeader } from "#app/components/ui/container";
import { publicPageHeaders } from "#app/lib/http/cache-control";
import { type MetaMatchList, pageMeta } from "#app/lib/meta";
import { visibleProjects } from "../catalogue.server";
import { ProjectImage } from "../components/project-art";
import type { Route } from "./+types/projects";

export const headers = publicPageHeaders;

export const meta = ({ matches }: { matches: MetaMatchList }) =>
  pageMeta(matches, {
    title: "Community projects",
    description:
      "Our library, WIC FC, Business and Barakah, elders, youth club, baby and mum, Quran breakfast circle and Islamic advice and counselling.",
  });

export async function loader() {
  return { projects: await visibleProjects() };
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Community projects"
        lead="Eight ways our community learns, plays, works and cares together. Find one for you, or for someone you love."
      />
      <Container className="py-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.projects.map((project) => (
            <li key={project.slug}>
              <Link
                to={`/projects/${project.slug}`}
                className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand"
              >
                <ProjectImage project={project} />
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="text-lg font-semibold text-brand-strong">{project.title}</h2>
                  <p className="mt-2 flex-1 text-sm text-stone-700">{project.subtitle}</p>
                  <p className="mt-4 font-semibold text-brand-strong group-hover:underline">
                    Learn More <span aria-hidden="true">→</span>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}

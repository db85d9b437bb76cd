import type { MouseEvent } from "react";
import { Link } from "react-router";
import { GeometricPattern } from "#app/components/layout/geometric-pattern";
import { Arabic } from "#app/components/ui/arabic";
import { buttonClasses } from "#app/components/ui/button";
import { Container } from "#app/components/ui/container";
import type { SiteConfig } from "#app/lib/config/site";
import { isSitePath } from "#app/lib/links";
import { type Project, visibleButtons } from "../projects";
import { ProjectImage } from "./project-art";

const secondary = "bg-white/10 text-white ring-1 ring-white/70 hover:bg-white/20";

const TRUST_POINTS = [
  { title: "100% Confidential", text: "Your request is seen only by the people who help you." },
  { title: "Qualified Scholars", text: "Guidance grounded in the Qur'an and Sunnah." },
  { title: "Timely Response", text: "We aim to reply within 48-72 hours." },
] as const;

/**
 * Title, subtitle, image, the project's own copy and its buttons (decision 0179):
 * WhatsApp groups and other sites open in a new tab, pages of this site in place.
 */
export function ProjectHero({
  project,
  whatsappGroups,
  onChoose,
  formId,
}: {
  project: Project;
  whatsappGroups: SiteConfig["whatsappGroups"];
  onChoose: (value: string) => (event: MouseEvent<HTMLAnchorElement>) => void;
  formId: string;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-strong text-white">
      <GeometricPattern className="absolute inset-0 -z-10 size-full text-white/10" tile={72} />
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-soft">
            <Link to="/projects" className="underline-offset-4 hover:underline">
              Community projects
            </Link>
          </p>
          <h1 className="mt-3 text-4xl font-semibold leading-tight sm:text-5xl">{project.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-100">{project.subtitle}</p>
          {project.tagline ? (
            <p className="mt-3 text-xl font-semibold text-accent-soft">{project.tagline}</p>
          ) : null}
          {project.slug === "elders" ? (
            <div className="mt-6">
              <figure className="max-w-xl text-right">
                <Arabic as="p" className="text-4xl leading-relaxed text-accent-soft">
                  وَبِالْوَالِدَيْنِ إِحْسَانًا
                </Arabic>
                <figcaption className="mt-1 text-sm text-stone-200">
                  "And be good to your parents" (Qur'an 17:23)
                </figcaption>
              </figure>
              <h2 className="mt-4 text-2xl font-semibold">Honoring Our Beloved Elders</h2>
            </div>
          ) : null}
          {project.form === "advice" ? (
            <ul className="mt-6 grid gap-3 sm:grid-cols-3">
              {TRUST_POINTS.map((point) => (
                <li key={point.title} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/30">
                  <p className="font-semibold">{point.title}</p>
                  <p className="mt-1 text-sm text-stone-100">{point.text}</p>
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="mt-8 flex flex-wrap gap-3">
            {visibleButtons(project, whatsappGroups).map((button) => (
              <li key={button.label}>
                {button.type === "choice" ? (
                  <a
                    href={`?action=${encodeURIComponent(button.value)}#${formId}`}
                    onClick={onChoose(button.value)}
                    className={buttonClasses("accent", "min-h-11")}
                  >
                    {button.label}
                  </a>
                ) : button.type === "link" && isSitePath(button.href) ? (
                  <Link
                    to={button.href}
                    className={buttonClasses("primary", `min-h-11 ${secondary}`)}
                  >
                    {button.label}
                  </Link>
                ) : (
                  <a
                    href={button.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses("primary", `min-h-11 ${secondary}`)}
                  >
                    {button.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
        <ProjectImage
          project={project}
          describe
          className="rounded-2xl shadow-lg ring-1 ring-white/20"
        />
      </Container>
    </section>
  );
}

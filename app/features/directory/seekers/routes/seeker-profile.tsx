import { data, Link } from "react-router";
import { GeneralErrorBoundary } from "#app/components/layout/error-screen";
import { buttonClasses } from "#app/components/ui/button";
import { Container, PageHeader } from "#app/components/ui/container";
import { getCurrentUser } from "#app/lib/auth/session.server";
import { pageMeta } from "#app/lib/meta";
import { seekerForViewer, viewerOf } from "../../cards.server";
import { idFrom } from "../../ids";
import { SEEKER_NOT_FOUND } from "../../rules";
import { SeekerProfile, SeekerProfileHeader } from "../components/seeker-profile";
import { CV_SECURITY_NOTE } from "../cv";
import type { Route } from "./+types/seeker-profile";

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  return [
    ...pageMeta(matches, {
      title: loaded?.seeker.name ?? SEEKER_NOT_FOUND,
      description: loaded
        ? `${loaded.seeker.name}, ${loaded.seeker.desiredPosition}: job seeker in the community directory.`
        : "This job seeker is not in the directory.",
    }),
    // A person's profile, not a page for search engines.
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idFrom(params.id, SEEKER_NOT_FOUND);
  const viewer = await viewerOf(await getCurrentUser(request));
  const seeker = await seekerForViewer(id, viewer);
  if (!seeker) throw data(SEEKER_NOT_FOUND, { status: 404 });
  return { seeker };
}

/** A job seeker's profile on its own page: where 'View Profile' leads without JavaScript. */
export default function SeekerProfilePage({ loaderData }: Route.ComponentProps) {
  const { seeker } = loaderData;
  const cv = seeker.contacts?.cv ?? null;
  return (
    <>
      <PageHeader title={seeker.name} lead={`${seeker.desiredPosition} · ${seeker.location}`} />
      <Container className="py-10">
        {/* The Container's own max-width would win over a narrower one given to it. */}
        <div className="max-w-3xl">
          <Link to="/directory" className="text-sm font-semibold text-brand-strong underline">
            ← Back to Directory
          </Link>
          <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <SeekerProfileHeader seeker={seeker} />
            <SeekerProfile seeker={seeker} sectionHeading="h2" />
          </div>
          {cv ? (
            <section aria-labelledby="cv-heading" className="mt-6 space-y-3">
              <h2 id="cv-heading" className="text-lg font-semibold text-brand-strong">
                CV
              </h2>
              <div className="flex flex-wrap gap-3">
                <a
                  href={cv.url}
                  target="_blank"
                  rel="noopener"
                  className={buttonClasses("primary")}
                >
                  View CV<span className="sr-only"> (opens in a new tab)</span>
                </a>
                <a
                  href={cv.downloadUrl}
                  download={cv.fileName}
                  className={buttonClasses("outline")}
                >
                  Download CV
                </a>
              </div>
              <p className="text-xs text-stone-600">{CV_SECURITY_NOTE}</p>
            </section>
          ) : null}
        </div>
      </Container>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

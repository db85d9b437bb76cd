import type { ReactNode } from "react";
import type { SeekerCardData } from "../../cards.server";
import { DetailList } from "../../components/detail-list";
import { SocialLinks } from "../../components/social-links";
import { SEEKER_CONTACTS_WITHHELD } from "../../rules";
import { SeekerPicture } from "./seeker-picture";

type SectionHeading = "h2" | "h3";

/** Shown above the seeker's name: picture, the 'Job Seeker' badge and, when allowed, the gender. */
export function SeekerProfileHeader({ seeker }: { seeker: SeekerCardData }) {
  const contacts = seeker.contacts;
  return (
    <div className="mb-3 flex items-center gap-4">
      <SeekerPicture
        pictureUrl={contacts?.pictureUrl ?? null}
        female={contacts?.gender === "Female"}
        className="size-20"
      />
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-md bg-accent/30 px-2 py-1 text-xs font-semibold text-ink">
          Job Seeker
        </span>
        {contacts ? <span className="text-sm text-stone-700">{contacts.gender}</span> : null}
      </div>
    </div>
  );
}

function Section({
  title,
  heading: Heading,
  children,
}: {
  title: string;
  heading: SectionHeading;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <Heading className="text-lg font-semibold text-brand-strong">{title}</Heading>
      {children}
    </section>
  );
}

/**
 * A job seeker's profile (decision 0100). The private sections only when the server sent the
 * contacts; otherwise the public part and a line saying who may see the rest.
 */
export function SeekerProfile({
  seeker,
  sectionHeading = "h3",
}: {
  seeker: SeekerCardData;
  sectionHeading?: SectionHeading;
}) {
  const contacts = seeker.contacts;
  const skills = (
    <Section title="Skills" heading={sectionHeading}>
      <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
        {seeker.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong"
          >
            {skill}
          </li>
        ))}
      </ul>
    </Section>
  );

  if (!contacts) {
    return (
      <div className="space-y-6">
        <Section title="Professional Details" heading={sectionHeading}>
          <DetailList
            items={[
              ["Desired Position", seeker.desiredPosition],
              ["Experience", seeker.experience],
              ["Location", seeker.location],
            ]}
          />
        </Section>
        {skills}
        <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700 ring-1 ring-stone-200">
          {SEEKER_CONTACTS_WITHHELD}
        </p>
      </div>
    );
  }

  const professional: [string, ReactNode][] = [
    ["Desired Position", seeker.desiredPosition],
    ["Experience", seeker.experience],
    ...(contacts.education === "Not provided"
      ? []
      : [["Education", contacts.education] as [string, ReactNode]]),
    ["Availability", contacts.availability.join(", ")],
    ["Languages", contacts.languages],
    ["Expected Salary", contacts.expectedSalary],
  ];
  const hasSocial = Object.values(contacts.social).some(Boolean);
  return (
    <div className="space-y-6">
      <Section title="Contact Information" heading={sectionHeading}>
        <DetailList
          items={[
            [
              "Email",
              <a key="email" href={`mailto:${contacts.email}`} className="break-all underline">
                {contacts.email}
              </a>,
            ],
            [
              "Phone",
              <a
                key="phone"
                href={`tel:${contacts.phone.replace(/\s+/g, "")}`}
                className="underline"
              >
                {contacts.phone}
              </a>,
            ],
            ["Location", seeker.location],
          ]}
        />
      </Section>
      {skills}
      <Section title="Professional Details" heading={sectionHeading}>
        <DetailList items={professional} />
      </Section>
      <Section title="Personal Statement" heading={sectionHeading}>
        <p className="whitespace-pre-line text-sm text-stone-800">{contacts.personalStatement}</p>
      </Section>
      {hasSocial ? (
        <Section title="Social Media" heading={sectionHeading}>
          <SocialLinks social={contacts.social} owner={seeker.name} />
        </Section>
      ) : null}
    </div>
  );
}

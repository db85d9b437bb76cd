import type { SeekerCardData } from "../directory.server";
import { skillsPreview } from "../rules";
import { SocialLinks } from "./social-links";

function Placeholder({ female }: { female: boolean }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      className="size-16 rounded-full bg-stone-100 text-stone-500"
      data-placeholder={female ? "female" : "generic"}
    >
      <circle cx="32" cy="24" r="11" fill="currentColor" />
      {female ? (
        <path
          d="M14 58c0-14 8-22 18-22s18 8 18 22z M19 26c0-12 6-19 13-19s13 7 13 19l3 14H16z"
          fill="currentColor"
          opacity="0.8"
        />
      ) : (
        <path d="M12 58c0-12 9-20 20-20s20 8 20 20z" fill="currentColor" />
      )}
    </svg>
  );
}

/** A job seeker in the directory grid: contact details only when the server sent them. */
export function SeekerCard({ seeker }: { seeker: SeekerCardData }) {
  const { shown, more } = skillsPreview(seeker.skills);
  const contacts = seeker.contacts;
  return (
    <article
      aria-labelledby={`seeker-${seeker.id}`}
      className="flex h-full flex-col items-center gap-3 rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-stone-200"
    >
      <p className="self-stretch rounded-md bg-accent/30 px-2 py-1 text-xs font-semibold text-ink">
        Job Seeker
      </p>
      {contacts?.pictureUrl ? (
        <img
          src={contacts.pictureUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 rounded-full object-cover"
        />
      ) : (
        <Placeholder female={contacts?.gender === "Female"} />
      )}
      <h3 id={`seeker-${seeker.id}`} className="text-lg font-semibold text-ink">
        {seeker.name}
      </h3>
      <p className="text-sm text-stone-700">
        {seeker.desiredPosition} · {seeker.experience}
      </p>
      <p className="text-sm text-stone-700">{seeker.location}</p>
      {contacts ? (
        <ul className="space-y-1 text-sm">
          <li>
            <a href={`tel:${contacts.phone.replace(/\s+/g, "")}`} className="underline">
              {contacts.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${contacts.email}`} className="break-all underline">
              {contacts.email}
            </a>
          </li>
        </ul>
      ) : (
        <p className="text-xs text-stone-600">
          Contact details are shown to signed-in owners of approved businesses.
        </p>
      )}
      <ul className="flex flex-wrap justify-center gap-1.5" aria-label="Skills">
        {shown.map((skill) => (
          <li
            key={skill}
            className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong"
          >
            {skill}
          </li>
        ))}
        {more > 0 ? (
          <li className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
            +{more}
            <span className="sr-only"> more skills</span>
          </li>
        ) : null}
      </ul>
      <details className="mt-auto w-full text-left text-sm">
        <summary className="cursor-pointer rounded-full bg-brand px-4 py-2 text-center font-semibold text-white hover:bg-brand-strong">
          View Profile
        </summary>
        <dl className="mt-3 space-y-1 text-stone-800">
          <div>
            <dt className="inline font-semibold">Desired Position: </dt>
            <dd className="inline">{seeker.desiredPosition}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Experience: </dt>
            <dd className="inline">{seeker.experience}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Location: </dt>
            <dd className="inline">{seeker.location}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Skills: </dt>
            <dd className="inline">{seeker.skills.join(", ")}</dd>
          </div>
          {contacts ? (
            <>
              {contacts.education !== "Not provided" ? (
                <div>
                  <dt className="inline font-semibold">Education: </dt>
                  <dd className="inline">{contacts.education}</dd>
                </div>
              ) : null}
              <div>
                <dt className="inline font-semibold">Availability: </dt>
                <dd className="inline">{contacts.availability.join(", ")}</dd>
              </div>
              <div>
                <dt className="inline font-semibold">Languages: </dt>
                <dd className="inline">{contacts.languages}</dd>
              </div>
              <div>
                <dt className="inline font-semibold">Expected Salary: </dt>
                <dd className="inline">{contacts.expectedSalary}</dd>
              </div>
              <div>
                <dt className="inline font-semibold">Personal Statement: </dt>
                <dd className="inline">{contacts.personalStatement}</dd>
              </div>
            </>
          ) : null}
        </dl>
        {contacts ? (
          <div className="mt-2">
            <SocialLinks social={contacts.social} owner={seeker.name} />
          </div>
        ) : null}
      </details>
    </article>
  );
}

import type { SeekerCardData } from "../../cards.server";
import { OneLineLink } from "../../components/one-line-link";
import { SkillChips } from "../../components/skill-chips";
import { SeekerPicture } from "./seeker-picture";
import { SeekerProfileModal } from "./seeker-profile-modal";

/** A job seeker in the directory grid: contact details only when the server sent them. */
export function SeekerCard({ seeker }: { seeker: SeekerCardData }) {
  const contacts = seeker.contacts;
  return (
    <article
      aria-labelledby={`seeker-${seeker.id}`}
      className="flex h-full flex-col items-center gap-3 rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-stone-200"
    >
      <p className="self-stretch rounded-md bg-accent/30 px-2 py-1 text-xs font-semibold text-ink">
        Job Seeker
      </p>
      <SeekerPicture
        pictureUrl={contacts?.pictureUrl ?? null}
        female={contacts?.gender === "Female"}
      />
      <h3 id={`seeker-${seeker.id}`} className="text-lg font-semibold text-ink">
        {seeker.name}
      </h3>
      <p className="text-sm text-stone-700">
        {seeker.desiredPosition} · {seeker.experience}
      </p>
      <p className="text-sm text-stone-700">{seeker.location}</p>
      {contacts ? (
        <ul className="w-full space-y-1 text-sm">
          <li>
            <a href={`tel:${contacts.phone.replace(/\s+/g, "")}`} className="underline">
              {contacts.phone}
            </a>
          </li>
          <li>
            <OneLineLink href={`mailto:${contacts.email}`} text={contacts.email} />
          </li>
        </ul>
      ) : (
        <p className="text-xs text-stone-600">
          Contact details are shown to signed-in owners of approved businesses.
        </p>
      )}
      <SkillChips skills={seeker.skills} className="justify-center" />
      <SeekerProfileModal seeker={seeker} className="mt-auto w-full" />
    </article>
  );
}

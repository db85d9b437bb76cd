import { useRef, useState } from "react";
import { Button, ButtonLink } from "#app/components/ui/button";
import { lazyPart, OnDemand } from "#app/components/ui/on-demand";
import { useHydrated } from "#app/lib/use-hydrated";
import type { SeekerCardData } from "../../cards.server";

// The modal (Radix, the profile, the CV viewer) loads with the first 'View Profile', not with
// every card.
const profileDialogs = lazyPart(() =>
  import("./seeker-profile-dialogs").then((module) => module.SeekerProfileDialogs),
);

/**
 * 'View Profile': the profile in a modal, with 'View CV' swapping it for the CV viewer. Without
 * JavaScript it links to the profile's own page.
 */
export function SeekerProfileModal({
  seeker,
  className,
}: {
  seeker: SeekerCardData;
  className?: string;
}) {
  const hydrated = useHydrated();
  const [profileOpen, setProfileOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const label = (
    <>
      View Profile<span className="sr-only"> of {seeker.name}</span>
    </>
  );
  if (!hydrated) {
    return (
      <ButtonLink to={`/directory/job-seekers/${seeker.id}`} className={className}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button
        ref={opener}
        type="button"
        className={className}
        onClick={() => {
          setWanted(true);
          setProfileOpen(true);
        }}
        {...profileDialogs.preload}
      >
        {label}
      </Button>
      <OnDemand wanted={wanted}>
        <profileDialogs.Part
          seeker={seeker}
          profileOpen={profileOpen}
          onProfileOpenChange={setProfileOpen}
          opener={opener}
        />
      </OnDemand>
    </>
  );
}

import { useState } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { Modal, ModalClose } from "~/components/ui/modal";
import { useHydrated } from "~/lib/use-hydrated";
import type { SeekerCardData } from "../directory.server";
import { CvViewer } from "./cv-viewer";
import { SeekerProfile, SeekerProfileHeader } from "./seeker-profile";

function seekerProfilePath(id: number): string {
  return `/directory/job-seekers/${id}`;
}

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
  const [cvOpen, setCvOpen] = useState(false);
  const cv = seeker.contacts?.cv ?? null;
  const label = (
    <>
      View Profile<span className="sr-only"> of {seeker.name}</span>
    </>
  );
  if (!hydrated) {
    return (
      <ButtonLink to={seekerProfilePath(seeker.id)} className={className}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button type="button" className={className} onClick={() => setProfileOpen(true)}>
        {label}
      </Button>
      <Modal
        open={profileOpen}
        onOpenChange={setProfileOpen}
        title={seeker.name}
        description={`The job seeker profile of ${seeker.name}.`}
        closeLabel="Close profile"
        header={<SeekerProfileHeader seeker={seeker} />}
        footer={
          <>
            <ModalClose asChild>
              <Button type="button" variant="outline">
                Close
              </Button>
            </ModalClose>
            {cv ? (
              <Button
                type="button"
                onClick={() => {
                  setProfileOpen(false);
                  setCvOpen(true);
                }}
              >
                View CV
              </Button>
            ) : null}
          </>
        }
      >
        <SeekerProfile seeker={seeker} />
      </Modal>
      {cv ? <CvViewer cv={cv} name={seeker.name} open={cvOpen} onOpenChange={setCvOpen} /> : null}
    </>
  );
}

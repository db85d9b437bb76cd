import { lazy, Suspense, useRef, useState } from "react";
import { Button, ButtonLink } from "~/components/ui/button";
import { Modal, ModalClose } from "~/components/ui/modal";
import { useHydrated } from "~/lib/use-hydrated";
import type { SeekerCardData } from "../../directory.server";
import { CV_NOT_AVAILABLE } from "../cv";
import { SeekerProfile, SeekerProfileHeader } from "./seeker-profile";

// Loaded the first time a CV is opened, not with every card.
const CvViewer = lazy(() => import("./cv-viewer").then((module) => ({ default: module.CvViewer })));

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
  // Mounted from the first 'View CV' on (and kept, so closing it returns the focus properly).
  const [cvRequested, setCvRequested] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const handingOverToCv = useRef(false);
  const cv = seeker.contacts?.cv ?? null;
  const label = (
    <>
      View Profile<span className="sr-only"> of {seeker.name}</span>
    </>
  );
  // Neither modal has a Radix trigger to return focus to: 'View Profile' gets it back, except
  // when the profile closes to open the CV viewer, which then holds the focus.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (handingOverToCv.current) handingOverToCv.current = false;
    else opener.current?.focus();
  };
  if (!hydrated) {
    return (
      <ButtonLink to={`/directory/job-seekers/${seeker.id}`} className={className}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button ref={opener} type="button" className={className} onClick={() => setProfileOpen(true)}>
        {label}
      </Button>
      <Modal
        open={profileOpen}
        onOpenChange={setProfileOpen}
        title={seeker.name}
        description={`The job seeker profile of ${seeker.name}.`}
        closeLabel="Close profile"
        onCloseAutoFocus={returnFocus}
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
                  handingOverToCv.current = true;
                  setProfileOpen(false);
                  setCvRequested(true);
                  setCvOpen(true);
                }}
              >
                View CV
              </Button>
            ) : seeker.contacts ? (
              <p className="self-center text-sm text-stone-700">{CV_NOT_AVAILABLE}</p>
            ) : null}
          </>
        }
      >
        <SeekerProfile seeker={seeker} />
      </Modal>
      {cv && cvRequested ? (
        <Suspense fallback={null}>
          <CvViewer
            cv={cv}
            name={seeker.name}
            open={cvOpen}
            onOpenChange={setCvOpen}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}

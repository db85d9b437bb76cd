import { type RefObject, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Modal } from "#app/components/ui/modal";
import { lazyPart, OnDemand } from "#app/components/ui/on-demand";
import type { SeekerCardData } from "../../cards.server";
import { CV_NOT_AVAILABLE } from "../cv";
import { SeekerProfile, SeekerProfileHeader } from "./seeker-profile";

// Loaded the first time a CV is opened, not with every profile.
const cvViewer = lazyPart(() => import("./cv-viewer").then((module) => module.CvViewer));

/** The profile's modal and, from 'View CV' on, the CV viewer (loaded with the first 'View Profile'). */
export function SeekerProfileDialogs({
  seeker,
  profileOpen,
  onProfileOpenChange,
  opener,
}: {
  seeker: SeekerCardData;
  profileOpen: boolean;
  onProfileOpenChange: (open: boolean) => void;
  /** 'View Profile', which gets the focus back. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const [cvOpen, setCvOpen] = useState(false);
  // Mounted from the first 'View CV' on (and kept, so closing it returns the focus properly).
  const [cvRequested, setCvRequested] = useState(false);
  const handingOverToCv = useRef(false);
  const cv = seeker.contacts?.cv ?? null;
  // Neither modal has a Radix trigger to return focus to: 'View Profile' gets it back, except
  // when the profile closes to open the CV viewer, which then holds the focus.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (handingOverToCv.current) handingOverToCv.current = false;
    else opener.current?.focus();
  };
  return (
    <>
      <Modal
        open={profileOpen}
        onOpenChange={onProfileOpenChange}
        title={seeker.name}
        description={`The job seeker profile of ${seeker.name}.`}
        closeLabel="Close profile"
        onCloseAutoFocus={returnFocus}
        header={<SeekerProfileHeader seeker={seeker} />}
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => onProfileOpenChange(false)}>
              Close
            </Button>
            {cv ? (
              <Button
                type="button"
                onClick={() => {
                  handingOverToCv.current = true;
                  onProfileOpenChange(false);
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
      {cv ? (
        <OnDemand wanted={cvRequested}>
          <cvViewer.Part
            cv={cv}
            name={seeker.name}
            open={cvOpen}
            onOpenChange={setCvOpen}
            onCloseAutoFocus={returnFocus}
          />
        </OnDemand>
      ) : null}
    </>
  );
}

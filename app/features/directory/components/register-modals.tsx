import { lazy, type ReactNode, Suspense } from "react";
import { useFetcher, useLocation } from "react-router";
import { Modal } from "#app/components/ui/modal";
import { SavedBusinesses } from "../businesses/components/saved-businesses";
import { NEW_BUSINESS_URL, NEW_SEEKER_URL, REGISTER_BUSINESS_URL } from "../rules";
import { SignedOutNote } from "./form-notes";
import { formAnswer } from "./form-parts";

// The forms (and their validation rules) load when a modal first opens, not with the directory.
const BusinessForm = lazy(() =>
  import("../businesses/components/business-form").then((module) => ({
    default: module.BusinessForm,
  })),
);
const SeekerForm = lazy(() =>
  import("../seekers/components/seeker-form").then((module) => ({ default: module.SeekerForm })),
);

export type RegisterDialog = "business" | "seeker";
type Fetcher = ReturnType<typeof useFetcher>;

/** One of the two register modals: the notes above the form, the form loaded on first opening. */
function RegisterModal({
  open,
  onOpenChange,
  title,
  description,
  notes,
  form,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  notes: ReactNode;
  form: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="xl"
    >
      {notes}
      <Suspense
        fallback={
          <p role="status" className="py-8 text-center text-stone-700">
            Loading the form…
          </p>
        }
      >
        {form}
      </Suspense>
    </Modal>
  );
}

/** The two register modals, loaded with the first click on either button. */
export function RegisterModals({
  saved,
  signedIn,
  open,
  onClose,
}: {
  saved: { id: number; name: string; address: string }[];
  signedIn: boolean;
  open: RegisterDialog | null;
  onClose: () => void;
}) {
  const location = useLocation();
  // A fresh fetcher (and form) after each navigation: a saved business leaves an empty form.
  const businessFetcher = useFetcher({ key: `register-business-${location.key}` });
  const seekerFetcher = useFetcher({ key: `register-seeker-${location.key}` });
  const close = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  return (
    <>
      <RegisterModal
        open={open === "business"}
        onOpenChange={close}
        title="Add Your Business"
        description="Your listing is checked by our team before it appears in the directory."
        notes={
          <>
            <SignedOutNote signedIn={signedIn} />
            <SavedBusinesses
              saved={saved}
              action={NEW_BUSINESS_URL}
              fetcher={businessFetcher as Fetcher}
            />
          </>
        }
        form={
          <BusinessForm
            key={location.key}
            answer={formAnswer(businessFetcher.data)}
            mode={{ kind: "new", saved: saved.length }}
            action={NEW_BUSINESS_URL}
            fetcher={businessFetcher as Fetcher}
            returnTo={REGISTER_BUSINESS_URL}
          />
        }
      />
      <RegisterModal
        open={open === "seeker"}
        onOpenChange={close}
        title="Register as Job Seeker"
        description="Your profile is checked by our team before it appears in the directory."
        notes={<SignedOutNote signedIn={signedIn} />}
        form={
          <SeekerForm
            key={location.key}
            answer={formAnswer(seekerFetcher.data)}
            submitLabel="Submit Profile"
            action={NEW_SEEKER_URL}
            fetcher={seekerFetcher as Fetcher}
          />
        }
      />
    </>
  );
}

import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { useHydrated } from "~/lib/use-hydrated";
import { SavedBusinesses } from "../businesses/components/saved-businesses";
import { REGISTER_BUSINESS_URL } from "../rules";
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

const BUSINESS_ACTION = "/directory/businesses/new";
const SEEKER_ACTION = "/directory/job-seekers/new";

type Dialog = "business" | "seeker";
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

/**
 * Register Your Business and Register as Job Seeker. With JavaScript they open the forms in
 * modals (errors come back into the modal); without it they are links to the full-page forms.
 */
export function RegisterDialogs({
  saved,
  signedIn,
  initial,
}: {
  saved: { id: number; name: string; address: string }[];
  signedIn: boolean;
  initial: Dialog | null;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [open, setOpen] = useState<Dialog | null>(initial);
  // A fresh fetcher (and form) after each navigation: a saved business leaves an empty form.
  const businessFetcher = useFetcher({ key: `register-business-${location.key}` });
  const seekerFetcher = useFetcher({ key: `register-seeker-${location.key}` });
  if (!hydrated) {
    return (
      <p className="mb-6 flex flex-wrap gap-3">
        <Link to={BUSINESS_ACTION} className={buttonClasses("accent")}>
          Register Your Business
        </Link>
        <Link to={SEEKER_ACTION} className={buttonClasses("outline")}>
          Register as Job Seeker
        </Link>
      </p>
    );
  }
  const close = (isOpen: boolean) => setOpen(isOpen ? open : null);
  return (
    <>
      <p className="mb-6 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClasses("accent")}
          onClick={() => setOpen("business")}
        >
          Register Your Business
        </button>
        <button
          type="button"
          className={buttonClasses("outline")}
          onClick={() => setOpen("seeker")}
        >
          Register as Job Seeker
        </button>
      </p>
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
              action={BUSINESS_ACTION}
              fetcher={businessFetcher as Fetcher}
            />
          </>
        }
        form={
          <BusinessForm
            key={location.key}
            answer={formAnswer(businessFetcher.data)}
            mode={{ kind: "new", saved: saved.length }}
            action={BUSINESS_ACTION}
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
            action={SEEKER_ACTION}
            fetcher={seekerFetcher as Fetcher}
          />
        }
      />
    </>
  );
}

import { lazy, Suspense, useState } from "react";
import { Link, useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { useHydrated } from "~/lib/use-hydrated";
import { REGISTER_BUSINESS_URL } from "../rules";
import type { BusinessFormState } from "../schema";
import type { SeekerFormState } from "../seeker-schema";
import { SavedBusinesses } from "./saved-businesses";
import { SignedOutNote } from "./signed-out-note";

// The forms (and their validation rules) load when a modal first opens, not with the directory.
const BusinessForm = lazy(() =>
  import("./business-form").then((module) => ({ default: module.BusinessForm })),
);
const SeekerForm = lazy(() =>
  import("./seeker-form").then((module) => ({ default: module.SeekerForm })),
);

function Loading() {
  return (
    <p role="status" className="py-8 text-center text-stone-700">
      Loading the form…
    </p>
  );
}

const BUSINESS_ACTION = "/directory/businesses/new";
const SEEKER_ACTION = "/directory/job-seekers/new";

type Dialog = "business" | "seeker";
type Fetcher = ReturnType<typeof useFetcher>;

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
  const [open, setOpen] = useState<Dialog | null>(initial);
  const businessFetcher = useFetcher<BusinessFormState>();
  const seekerFetcher = useFetcher<SeekerFormState>();
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
      <Modal
        open={open === "business"}
        onOpenChange={close}
        title="Add Your Business"
        description="Your listing is checked by our team before it appears in the directory."
        size="xl"
      >
        <SignedOutNote signedIn={signedIn} />
        <SavedBusinesses
          saved={saved}
          action={BUSINESS_ACTION}
          fetcher={businessFetcher as Fetcher}
        />
        <Suspense fallback={<Loading />}>
          <BusinessForm
            state={businessFetcher.data}
            mode={{ kind: "new", saved: saved.length }}
            action={BUSINESS_ACTION}
            fetcher={businessFetcher as Fetcher}
            returnTo={REGISTER_BUSINESS_URL}
          />
        </Suspense>
      </Modal>
      <Modal
        open={open === "seeker"}
        onOpenChange={close}
        title="Register as Job Seeker"
        description="Your profile is checked by our team before it appears in the directory."
        size="xl"
      >
        <SignedOutNote signedIn={signedIn} />
        <Suspense fallback={<Loading />}>
          <SeekerForm
            state={seekerFetcher.data}
            submitLabel="Submit Profile"
            action={SEEKER_ACTION}
            fetcher={seekerFetcher as Fetcher}
          />
        </Suspense>
      </Modal>
    </>
  );
}

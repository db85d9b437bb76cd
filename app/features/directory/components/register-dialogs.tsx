import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { useHydrated } from "#app/lib/use-hydrated";
import { NEW_BUSINESS_URL, NEW_SEEKER_URL } from "../rules";
import type { RegisterDialog } from "./register-modals";

// The modals (Radix, the notes, the forms and their fetchers) load with the first click.
const loadModals = () => import("./register-modals");
const RegisterModals = lazy(() =>
  loadModals().then((module) => ({ default: module.RegisterModals })),
);

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
  initial: RegisterDialog | null;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<RegisterDialog | null>(initial);
  const [wanted, setWanted] = useState(initial !== null);
  if (!hydrated) {
    return (
      <p className="mb-6 flex flex-wrap gap-3">
        <Link to={NEW_BUSINESS_URL} className={buttonClasses("accent")}>
          Register Your Business
        </Link>
        <Link to={NEW_SEEKER_URL} className={buttonClasses("outline")}>
          Register as Job Seeker
        </Link>
      </p>
    );
  }
  const show = (dialog: RegisterDialog) => {
    setWanted(true);
    setOpen(dialog);
  };
  return (
    <>
      <p className="mb-6 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClasses("accent")}
          onClick={() => show("business")}
          onPointerEnter={loadModals}
          onFocus={loadModals}
        >
          Register Your Business
        </button>
        <button
          type="button"
          className={buttonClasses("outline")}
          onClick={() => show("seeker")}
          onPointerEnter={loadModals}
          onFocus={loadModals}
        >
          Register as Job Seeker
        </button>
      </p>
      {wanted ? (
        <Suspense fallback={null}>
          <RegisterModals
            saved={saved}
            signedIn={signedIn}
            open={open}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

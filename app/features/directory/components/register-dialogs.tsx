import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { lazyPart, OnDemand } from "#app/components/ui/on-demand";
import { useHydrated } from "#app/lib/use-hydrated";
import { NEW_BUSINESS_URL, NEW_SEEKER_URL } from "../rules";
import type { RegisterDialog } from "./register-modals";

// The modals (Radix, the notes, the forms and their fetchers) load with the first click.
const registerModals = lazyPart(() =>
  import("./register-modals").then((module) => module.RegisterModals),
);

const OPENERS = [
  { dialog: "business", to: NEW_BUSINESS_URL, variant: "accent", label: "Register Your Business" },
  { dialog: "seeker", to: NEW_SEEKER_URL, variant: "outline", label: "Register as Job Seeker" },
] as const;

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
        {OPENERS.map(({ dialog, to, variant, label }) => (
          <Link key={dialog} to={to} className={buttonClasses(variant)}>
            {label}
          </Link>
        ))}
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
        {OPENERS.map(({ dialog, variant, label }) => (
          <button
            key={dialog}
            type="button"
            className={buttonClasses(variant)}
            onClick={() => show(dialog)}
            {...registerModals.preload}
          >
            {label}
          </button>
        ))}
      </p>
      <OnDemand wanted={wanted}>
        <registerModals.Part
          saved={saved}
          signedIn={signedIn}
          open={open}
          onClose={() => setOpen(null)}
        />
      </OnDemand>
    </>
  );
}

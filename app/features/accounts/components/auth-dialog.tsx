import type { SubmissionResult } from "@conform-to/react";
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { type AuthMode, ForgotPasswordForm, LoginForm, SignupForm } from "./auth-forms";

const titles: Record<AuthMode, string> = {
  login: "Log in",
  signup: "Create an account",
  forgot: "Forgot your password?",
};

/** What the /login, /signup and /forgot-password actions answer to the dialog's fetcher. */
interface AuthActionData {
  result?: SubmissionResult<string[]>;
  sent?: string;
}

/** The log in / sign up / forgot password modal; the same forms work as pages without JavaScript. */
export function AuthDialog({
  mode,
  onModeChange,
  onClose,
}: {
  mode: AuthMode | null;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
}) {
  const location = useLocation();
  const fetcher = useFetcher<AuthActionData>({ key: "auth-dialog" });
  // Data from before the last mode switch belongs to the other form: it is not shown.
  const dismissed = useRef<unknown>(null);
  const [formKey, setFormKey] = useState(0);

  // A successful log in or sign up redirects: the new page closes the dialog.
  const openedOnKey = useRef(location.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger
  useEffect(() => {
    if (location.key !== openedOnKey.current) onClose();
  }, [location.key]);

  const switchMode = (next: AuthMode) => {
    dismissed.current = fetcher.data;
    setFormKey((key) => key + 1);
    onModeChange(next);
  };
  const data = fetcher.data !== dismissed.current ? fetcher.data : undefined;
  const common = {
    FormComponent: fetcher.Form,
    result: data?.result,
    submitting: fetcher.state !== "idle",
    redirectTo: `${location.pathname}${location.search}`,
    onSwitch: switchMode,
  };

  return (
    <Dialog.Root
      open={mode !== null}
      onOpenChange={(open) => {
        if (open) return;
        dismissed.current = fetcher.data;
        onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8">
          <div className="mb-6 flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl font-semibold text-brand-strong">
              {mode ? titles[mode] : ""}
            </Dialog.Title>
            <Dialog.Close
              className="rounded-full p-2 text-stone-700 hover:bg-stone-100"
              aria-label="Close"
            >
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            {mode === "signup"
              ? "Create an account with your name, email and a password."
              : "Use the email and password of your account."}
          </Dialog.Description>
          <div key={`${mode}-${formKey}`}>
            {mode === "login" ? <LoginForm {...common} /> : null}
            {mode === "signup" ? <SignupForm {...common} /> : null}
            {mode === "forgot" ? <ForgotPasswordForm {...common} sentMessage={data?.sent} /> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

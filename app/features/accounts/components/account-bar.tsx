import { useState } from "react";
import { Form, Link } from "react-router";
import { lazyPart, OnDemand } from "#app/components/ui/on-demand";
import type { CurrentUser } from "#app/lib/auth/session.server";
import type { AuthMode } from "./auth-forms";

// The dialog (Radix, the forms and their schemas) loads when it is first wanted, not with every page.
const authDialog = lazyPart(() => import("./auth-dialog").then((module) => module.AuthDialog));

// Without JavaScript these are plain links to the full pages.
const openers: { mode: AuthMode; href: string; label: string }[] = [
  { mode: "login", href: "/login", label: "Log in" },
  { mode: "signup", href: "/signup", label: "Sign up" },
];

const linkClasses =
  "inline-block rounded-md px-2 py-1 font-semibold text-brand-strong underline-offset-4 hover:underline";

/** Top of the header: log in / sign up, or the welcome line with the dashboard and log out. */
export function AccountBar({ user }: { user: CurrentUser | null }) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const [wanted, setWanted] = useState(false);
  if (user) {
    return (
      <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm">
        <span className="text-stone-700">Welcome, {user.name}</span>
        <Link to={user.roles.length > 0 ? "/admin" : "/dashboard"} className={linkClasses}>
          {user.roles.length > 0 ? "Admin Panel" : "My Dashboard"}
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className={linkClasses}>
            Log out
          </button>
        </Form>
      </div>
    );
  }
  const open = (next: AuthMode) => (event: React.MouseEvent) => {
    event.preventDefault();
    setWanted(true);
    setMode(next);
  };
  return (
    <div className="flex items-center justify-end gap-2 text-sm">
      {openers.map(({ mode: target, href, label }) => (
        <Link
          key={target}
          to={href}
          className={linkClasses}
          onClick={open(target)}
          {...authDialog.preload}
        >
          {label}
        </Link>
      ))}
      <OnDemand wanted={wanted}>
        <authDialog.Part mode={mode} onModeChange={setMode} onClose={() => setMode(null)} />
      </OnDemand>
    </div>
  );
}

import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn";
import { Spinner } from "./spinner";

type Variant = "primary" | "accent" | "outline" | "danger" | "ghost";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70";
const variants: Record<Variant, string> = {
  primary: "bg-brand text-white hover:bg-brand-strong",
  accent: "bg-accent text-ink hover:brightness-95",
  outline: "border-2 border-brand text-brand-strong hover:bg-brand-soft",
  /** An outline in red, for what cannot be undone (delete, remove). */
  danger: "border-2 border-red-700 text-red-800 hover:bg-red-50",
  ghost: "text-brand-strong hover:bg-brand-soft",
};

export function buttonClasses(variant: Variant = "primary", className?: string): string {
  return cn(base, variants[variant], className);
}

export function Button({
  variant = "primary",
  pending = false,
  pendingLabel,
  className,
  children,
  disabled,
  ...props
}: ComponentProps<"button"> & { variant?: Variant; pending?: boolean; pendingLabel?: string }) {
  return (
    <button
      className={buttonClasses(variant, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <Spinner className="size-4" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

export function ButtonLink({
  variant = "primary",
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}

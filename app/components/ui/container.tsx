import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6", className)}>{children}</div>;
}

export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="border-b border-stone-200 bg-brand-soft py-10 sm:py-14">
      <Container>
        <h1 className="text-3xl font-semibold text-brand-strong sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-stone-700">{lead}</p> : null}
      </Container>
    </header>
  );
}

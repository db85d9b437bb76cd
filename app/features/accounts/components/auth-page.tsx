import type { ReactNode } from "react";
import { Container } from "#app/components/ui/container";

export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="mb-6 text-3xl font-semibold text-brand-strong">{title}</h1>
        {children}
      </div>
    </Container>
  );
}

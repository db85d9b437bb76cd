import type { ReactNode } from "react";
import { Container, PageHeader } from "#app/components/ui/container";

/** The page around a business or job-seeker form, new or edited: its header and narrow column. */
export function ListingFormPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container className="py-10">
        {/* The Container's own max-width would win over a narrower one given to it. */}
        <div className="max-w-2xl">{children}</div>
      </Container>
    </>
  );
}

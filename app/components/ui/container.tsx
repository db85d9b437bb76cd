import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

const WIDTHS = { page: "max-w-6xl", text: "max-w-3xl" } as const;

/**
 * The page's column. `width="text"` is the reading measure of long text and single forms; it is a
 * prop, not a class, because a second `max-w-*` in `className` would lose to this one's.
 */
export function Container({
  children,
  className,
  width = "page",
}: {
  children: ReactNode;
  className?: string;
  width?: keyof typeof WIDTHS;
}) {
  return (
    <div className={cn("mx-auto w-full px-4 sm:px-6", WIDTHS[width], className)}>{children}</div>
  );
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

/**
 * A band of a page: full width (with its background), a column inside, a heading that labels it.
 * `id` names the band itself, as a link target.
 */
export function Band({
  id,
  headingId,
  title,
  width,
  className,
  children,
}: {
  id?: string;
  headingId: string;
  title: ReactNode;
  width?: keyof typeof WIDTHS;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-14", className)}>
      <Container width={width}>
        <h2 id={headingId} className="text-3xl font-semibold text-brand-strong">
          {title}
        </h2>
        {children}
      </Container>
    </section>
  );
}

/**
 * A page read as one text (a blog post, a Markdown page): a header band and the body below it,
 * both in a centred reading column.
 */
export function ReadingLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <>
      <header className="border-b border-stone-200 bg-brand-soft py-10 sm:py-14">
        <Container>
          <div className="mx-auto max-w-3xl">{header}</div>
        </Container>
      </header>
      <Container className="py-10 sm:py-12">
        <div className="mx-auto max-w-3xl">{children}</div>
      </Container>
    </>
  );
}

import type { ReactNode } from "react";
import { StarMark } from "#app/components/layout/geometric-pattern";
import { Button, buttonClasses } from "#app/components/ui/button";
import { useSiteSettings } from "#app/lib/config/use-site-settings";
import { useHydrated } from "#app/lib/use-hydrated";

/**
 * The printable timetables' pieces (decision 0374): on paper, the header's mark and the centre's
 * name stand where the site's header was; on screen, the buttons to download and print.
 */

/** The centre's mark and name, printed only. */
export function PrintedCentreName() {
  const site = useSiteSettings();
  return (
    <p className="mb-2 hidden items-center gap-2 font-display text-lg font-semibold text-brand-strong print:flex">
      <StarMark className="size-8 text-brand" />
      {site.name}
    </p>
  );
}

/** Other downloads (`children`), the PDF, and once scripts run, the browser's print; never printed. */
export function PrintActions({ pdf, children }: { pdf: string; children?: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className="mt-4 flex flex-wrap gap-3 print:hidden">
      {children}
      <a href={pdf} className={buttonClasses("ghost")} download>
        Download PDF
      </a>
      {hydrated ? (
        <Button type="button" variant="ghost" onClick={() => window.print()}>
          Print (A4)
        </Button>
      ) : null}
    </div>
  );
}

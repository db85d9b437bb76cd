import { useEffect, useState } from "react";
import { useLoaderData } from "react-router";
import { GeometricPattern } from "~/components/layout/geometric-pattern";
import { site } from "~/lib/config/site";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "Display", description: `${site.name} wall display` });

export function loader() {
  return { renderedAt: Date.now() };
}

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: site.timezone,
});
const dateFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: site.timezone,
});

/** The wall screen frame: centre name, clock and date. Prayer times join it in their own feature. */
export default function Display() {
  const { renderedAt } = useLoaderData<typeof loader>();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="relative flex min-h-screen flex-col items-center justify-center gap-6 p-8 text-center">
      <GeometricPattern className="absolute inset-0 size-full text-white/10" tile={96} />
      <h1 className="relative font-display text-[clamp(2rem,5vw,5rem)] font-semibold">
        {site.name}
      </h1>
      <p className="relative font-mono text-[clamp(4rem,14vw,14rem)] font-bold tabular-nums leading-none">
        {timeFormat.format(now)}
      </p>
      <p className="relative text-[clamp(1.5rem,3vw,3rem)] text-accent-soft">
        {dateFormat.format(now)}
      </p>
    </div>
  );
}

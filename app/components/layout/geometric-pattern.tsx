import { useId } from "react";
import { cn } from "#app/lib/cn";

/** An eight-pointed-star lattice, the classic Islamic geometric motif, drawn as an SVG pattern. */
export function GeometricPattern({ className, tile = 64 }: { className?: string; tile?: number }) {
  const id = useId();
  const half = tile / 2;
  const r = tile * 0.34;
  const square = `M${half - r},${half - r} h${2 * r} v${2 * r} h${-2 * r} Z`;
  return (
    <svg className={cn("pointer-events-none", className)} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={id} width={tile} height={tile} patternUnits="userSpaceOnUse">
          <g fill="none" stroke="currentColor" strokeWidth="1.2">
            <path d={square} />
            <path d={square} transform={`rotate(45 ${half} ${half})`} />
            <circle cx={half} cy={half} r={r * 0.42} />
            <path d={`M0,0 L${tile},${tile} M${tile},0 L0,${tile}`} strokeOpacity="0.35" />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}

export function StarMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="currentColor" />
      <g fill="none" stroke="white" strokeWidth="2">
        <rect x="10" y="10" width="20" height="20" />
        <rect x="10" y="10" width="20" height="20" transform="rotate(45 20 20)" />
      </g>
      <circle cx="20" cy="20" r="4" fill="white" />
    </svg>
  );
}

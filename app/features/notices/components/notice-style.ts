import type { BadgeTone } from "#app/components/ui/badge";
import type { NoticeKind } from "../topics";

/**
 * The banner's line for each kind (decisions 0386, 0387): urgent notices strong, janazah notices
 * calm (no bright or alarming colour), the others in the site's own colours. Each pair passes AA.
 */
export const BANNER_COLOURS: Record<NoticeKind, string> = {
  urgent: "bg-red-800 text-white",
  janazah: "bg-stone-700 text-white",
  "prayer-times": "bg-brand-strong text-white",
  event: "bg-brand-strong text-white",
  general: "bg-brand-strong text-white",
};

/** The frame of a notice on /notices and its own page. */
export const CARD_CLASSES: Record<NoticeKind, string> = {
  urgent: "border-l-4 border-red-700 bg-red-50",
  janazah: "border-l-4 border-stone-400 bg-stone-50",
  "prayer-times": "border-l-4 border-brand bg-white",
  event: "border-l-4 border-brand bg-white",
  general: "border-l-4 border-brand bg-white",
};

export const KIND_TONES: Record<NoticeKind, BadgeTone> = {
  urgent: "bad",
  janazah: "neutral",
  "prayer-times": "info",
  event: "good",
  general: "special",
};

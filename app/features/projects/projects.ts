import { type SiteConfig, WHATSAPP_GROUP_NAMES } from "#app/lib/config/site";

/** Which form a project page shows; the elders page has three. A new project picks one of these. */
export const PROJECT_FORM_KINDS = ["interest", "football", "elders", "advice"] as const;
export type ProjectFormKind = (typeof PROJECT_FORM_KINDS)[number];

/** The motifs of the self-drawn artwork (app/features/projects/components/project-art.tsx). */
export const ART_MOTIFS = [
  "book",
  "ball",
  "handshake",
  "heart",
  "star",
  "moon",
  "quran",
  "chat",
] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

export type WhatsappGroup = keyof SiteConfig["whatsappGroups"];

export { WHATSAPP_GROUP_NAMES as WHATSAPP_GROUPS };

export function isWhatsappGroup(value: string): value is WhatsappGroup {
  return Object.hasOwn(WHATSAPP_GROUP_NAMES, value);
}

/**
 * A hero button after the form's choices: a WhatsApp group whose link is in the site settings,
 * or a link (a page of this site, or an https address such as a project's own WhatsApp invite).
 */
export type ProjectLink =
  | { type: "whatsapp"; label: string; group: string }
  | { type: "link"; label: string; href: string };

/** A hero button: it chooses a form option (purpose, age category, elders mode) or opens a link. */
type ProjectButton = { type: "choice"; label: string; value: string } | ProjectLink;

/** A photo of the media library shown instead of the drawn artwork. */
export interface ProjectPhoto {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Project {
  slug: string;
  title: string;
  subtitle: string;
  /** The short line on the project's hero, from the old site's get-involved pages. */
  tagline: string | null;
  /** Two colours and a motif for the project's self-drawn artwork. */
  art: { from: string; to: string; motif: ArtMotif };
  /** A photo from the media library, shown instead of the artwork. */
  photo: ProjectPhoto | null;
  form: ProjectFormKind;
  /** The choices of the form's select (purpose, age category) or the elders modes, in order. */
  options: readonly string[];
  /** The hero's buttons after the options. */
  links: readonly ProjectLink[];
}

/** A project's public page: the project and its body (sanitised HTML made when it was saved). */
export interface ProjectPage extends Project {
  bodyHtml: string;
}

export const PROJECT_NOT_FOUND = "Project Not Found";
export const PROJECT_NOT_FOUND_TEXT = "The project you're looking for doesn't exist.";

export const FOOTBALL_AGE_CATEGORIES = ["+22", "Under 21", "Under 16"] as const;
export const ELDERS_MODES = ["Register", "Volunteer", "Sponsor"] as const;

/** The football, elders and counselling forms have fixed choices; only the interest form's are free. */
export const FIXED_OPTIONS: Record<Exclude<ProjectFormKind, "interest">, readonly string[]> = {
  football: FOOTBALL_AGE_CATEGORIES,
  elders: ELDERS_MODES,
  advice: ["Request Consultation"],
};

export function isFormKind(value: string): value is ProjectFormKind {
  return (PROJECT_FORM_KINDS as readonly string[]).includes(value);
}

export function isMotif(value: string): value is ArtMotif {
  return (ART_MOTIFS as readonly string[]).includes(value);
}

/** The hero offers each of the form's options as a button, then the project's links. */
export function projectButtons(project: Pick<Project, "options" | "links">): ProjectButton[] {
  return [
    ...project.options.map((value): ProjectButton => ({ type: "choice", label: value, value })),
    ...project.links,
  ];
}

/** The option a `?action=` link asks for, when the project offers it. */
export function chosenOption(project: Project, action: string | null): string | undefined {
  return action && project.options.includes(action) ? action : undefined;
}

export type VisibleButton =
  | Exclude<ProjectButton, { type: "whatsapp" }>
  | (Extract<ProjectButton, { type: "whatsapp" }> & { href: string });

/** The buttons to show: WhatsApp ones only when their group link is configured. */
export function visibleButtons(
  project: Pick<Project, "options" | "links">,
  groups: SiteConfig["whatsappGroups"],
): VisibleButton[] {
  return projectButtons(project).flatMap((button): VisibleButton[] => {
    if (button.type !== "whatsapp") return [button];
    const href = isWhatsappGroup(button.group) ? groups[button.group]?.trim() : undefined;
    return href ? [{ ...button, href }] : [];
  });
}

/** The Quran Breakfast Circle's form also asks whether the volunteer joins the men's or women's circle. */
export function asksGender(project: Pick<Project, "slug">): boolean {
  return project.slug === "quran-breakfast-circle";
}

/** Whether /volunteer offers the project as a way to help: its form has a 'Volunteer' choice. */
export function takesVolunteers(project: Pick<Project, "options">): boolean {
  return project.options.includes("Volunteer");
}

/** Kinds under which each form is stored in submissions. */
export const SUBMISSION_KINDS = {
  interest: "project-interest",
  football: "football",
  eldersRegistration: "elders-registration",
  eldersApplication: "elders-application",
  advice: "advice-and-counselling",
  volunteer: "volunteer",
} as const;

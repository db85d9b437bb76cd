import type { SiteConfig } from "~/lib/config/site";

/** Which form a project page shows; the elders page has three. */
type ProjectFormKind = "interest" | "football" | "elders" | "advice";

type WhatsappGroup = keyof SiteConfig["whatsappGroups"];

/** A hero button: it chooses a form option (purpose, age category, elders mode) or opens a group chat. */
type ProjectButton =
  | { type: "choice"; label: string; value: string }
  | { type: "whatsapp"; label: string; group: WhatsappGroup }
  | { type: "link"; label: string; href: string };

export interface Project {
  slug: string;
  title: string;
  subtitle: string;
  /** The short line on the project's hero, from spec 000's get-involved pages. */
  tagline?: string;
  /** Two colours and a motif for the project's self-drawn artwork. */
  art: {
    from: string;
    to: string;
    motif: "book" | "ball" | "handshake" | "heart" | "star" | "moon" | "quran" | "chat";
  };
  form: ProjectFormKind;
  /** The choices of the form's select (purpose, age category) or the elders modes, in order. */
  options: readonly string[];
  buttons: readonly ProjectButton[];
}

export const PROJECT_NOT_FOUND = "Project Not Found";
export const PROJECT_NOT_FOUND_TEXT = "The project you're looking for doesn't exist.";

export const FOOTBALL_AGE_CATEGORIES = ["+22", "Under 21", "Under 16"] as const;
const ELDERS_MODES = ["Register", "Volunteer", "Sponsor"] as const;

type LinkButton = Exclude<ProjectButton, { type: "choice" }>;

/** The hero offers each of the form's options as a button, then the project's links. */
const withChoices = ({
  links = [],
  ...project
}: Omit<Project, "buttons"> & { links?: readonly LinkButton[] }): Project => ({
  ...project,
  buttons: [
    ...project.options.map((value): ProjectButton => ({ type: "choice", label: value, value })),
    ...links,
  ],
});

export const PROJECTS: readonly Project[] = [
  withChoices({
    slug: "library",
    title: "WIC Library",
    subtitle: "Borrow, share and donate Islamic books for every age",
    art: { from: "#0f6b4f", to: "#0a4a37", motif: "book" },
    form: "interest",
    options: ["Sign Up", "Donate Books", "Volunteer"],
    links: [{ type: "whatsapp", label: "Join Our WhatsApp", group: "library" }],
  }),
  withChoices({
    slug: "wic-fc",
    title: "WIC FC",
    subtitle: "Football for brothers of every age: fitness, friendship and good character",
    art: { from: "#166534", to: "#14532d", motif: "ball" },
    form: "football",
    options: FOOTBALL_AGE_CATEGORIES,
    links: [{ type: "whatsapp", label: "Join Our WhatsApp", group: "football" }],
  }),
  withChoices({
    slug: "business-and-barakah",
    title: "Business and Barakah",
    subtitle: "Networking, mentoring and ethical enterprise for Muslim professionals",
    art: { from: "#7c5a1a", to: "#4a3510", motif: "handshake" },
    form: "interest",
    options: ["Send Your Profession", "Become a Guest Speaker", "Invest"],
    links: [
      { type: "whatsapp", label: "Join Our WhatsApp", group: "business" },
      { type: "link", label: "Explore Directory", href: "/directory" },
    ],
  }),
  withChoices({
    slug: "elders",
    title: "Elders",
    subtitle: "Company, care and remembrance for the elders of our community",
    art: { from: "#0f766e", to: "#134e4a", motif: "heart" },
    form: "elders",
    options: ELDERS_MODES,
    links: [{ type: "whatsapp", label: "Join Our WhatsApp", group: "elders" }],
  }),
  withChoices({
    slug: "youth-club",
    title: "Youth Club",
    subtitle: "A safe, fun and faith-filled space for young people",
    tagline: "Food, Games, Sports, Salah…",
    art: { from: "#1d4ed8", to: "#1e3a8a", motif: "star" },
    form: "interest",
    options: ["Volunteer"],
    links: [{ type: "whatsapp", label: "Join WhatsApp (Parents Only)", group: "youthParents" }],
  }),
  withChoices({
    slug: "baby-and-mum",
    title: "Baby and Mum",
    subtitle: "A warm weekly gathering for mothers and little ones",
    tagline: "Reminders and Play",
    art: { from: "#9d174d", to: "#6b1035", motif: "moon" },
    form: "interest",
    options: ["Volunteer"],
    links: [{ type: "whatsapp", label: "Join Our WhatsApp", group: "babyAndMum" }],
  }),
  withChoices({
    slug: "quran-breakfast-circle",
    title: "Quran Breakfast Circle",
    subtitle: "Start the weekend with breakfast, recitation and reflection",
    tagline: "Read and Learn",
    art: { from: "#7c2d12", to: "#4a1b0b", motif: "quran" },
    form: "interest",
    options: ["Volunteer"],
    links: [
      { type: "whatsapp", label: "Women WhatsApp Group", group: "quranCircleWomen" },
      { type: "whatsapp", label: "Men WhatsApp Group", group: "quranCircleMen" },
    ],
  }),
  withChoices({
    slug: "advice-and-counselling",
    title: "Islamic Advice & Counselling",
    subtitle: "Confidential guidance from qualified scholars, rooted in Qur'an and Sunnah",
    art: { from: "#334155", to: "#1e293b", motif: "chat" },
    form: "advice",
    options: ["Request Consultation"],
  }),
];

export function findProject(slug: string | undefined): Project | undefined {
  return PROJECTS.find((project) => project.slug === slug);
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
  project: Project,
  groups: SiteConfig["whatsappGroups"],
): VisibleButton[] {
  return project.buttons.flatMap((button): VisibleButton[] => {
    if (button.type !== "whatsapp") return [button];
    const href = groups[button.group]?.trim();
    return href ? [{ ...button, href }] : [];
  });
}

/** The Quran Breakfast Circle's form also asks whether the volunteer joins the men's or women's circle. */
export function asksGender(project: Project): boolean {
  return project.slug === "quran-breakfast-circle";
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

/** Ways to help on /volunteer: the projects that take volunteers. */
export const VOLUNTEER_AREAS = PROJECTS.filter((project) =>
  project.options.includes("Volunteer"),
).map((project) => project.title);

import {
  type ArtMotif,
  ELDERS_MODES,
  FIXED_OPTIONS,
  FOOTBALL_AGE_CATEGORIES,
  type ProjectFormKind,
  type ProjectLink,
  type WhatsappGroup,
} from "./projects";

/**
 * The eight first projects (decision 0179), as a new install starts with them: `seedProjects()`
 * inserts each one that is missing from the `projects` table, which is the source from then on
 * (staff edit them in /admin/projects). Every text a visitor sees is the original one; the bodies
 * are our first text, for the centre to rewrite.
 */
export interface ProjectDefault {
  slug: string;
  title: string;
  subtitle: string;
  tagline?: string;
  art: { from: string; to: string; motif: ArtMotif };
  form: ProjectFormKind;
  options: readonly string[];
  links: readonly ProjectLink[];
  /** The page's first body, in Markdown. */
  body: string;
}

const VENUE = "St Andrew's Church Hall, Church Road, Watford, WD24 5ER";

const whatsapp = (group: WhatsappGroup, label = "Join Our WhatsApp"): ProjectLink => ({
  type: "whatsapp",
  label,
  group,
});

export const PROJECT_DEFAULTS: readonly ProjectDefault[] = [
  {
    slug: "library",
    title: "WIC Library",
    subtitle: "Borrow, share and donate Islamic books for every age",
    art: { from: "#0f6b4f", to: "#0a4a37", motif: "book" },
    form: "interest",
    options: ["Sign Up", "Donate Books", "Volunteer"],
    links: [whatsapp("library")],
    body: `## What it is

The WIC Library is the centre's small lending library of Islamic books for every age: picture books and stories for young children, seerah and history for teenagers, and books on the Qur'an, prayer, family life and good character for adults. Most books are in English, with some in Arabic.

## When and where

The shelves are in the hall at ${VENUE}. You can borrow and return books whenever the centre is open for classes and activities; a volunteer notes what you take and when it is due back.

## Who it is for

Everyone is welcome to borrow, whether or not you study at WIC Academy, and borrowing is free. Parents are encouraged to choose books together with their children.

## Donating and volunteering

We gladly accept Islamic books and children's books in good condition. Please tell us what you would like to give first, with **Donate Books**, so that we can make space for it. Volunteers help with cataloguing, shelving and the lending desk.

## Who to contact

Use **Sign Up**, **Donate Books** or **Volunteer** above and leave your details, or write to us through the [contact page](/contact).
`,
  },
  {
    slug: "wic-fc",
    title: "WIC FC",
    subtitle: "Football for brothers of every age: fitness, friendship and good character",
    art: { from: "#166534", to: "#14532d", motif: "ball" },
    form: "football",
    options: FOOTBALL_AGE_CATEGORIES,
    links: [whatsapp("football")],
    body: `## What it is

WIC FC is the centre's community football club for brothers. Sessions mix fitness, skills and friendly games, played in a spirit of good character: fair play, respect for team-mates and opponents, and no bad language.

## When and where

We train every week at local pitches in Watford, with friendly matches against other community teams from time to time. Training times and venues change with the seasons, so we send them to players once they have signed up.

## Who it is for

There are three age groups: **Under 16**, **Under 21** and **+22** for adults. Beginners are as welcome as experienced players. Players under 18 need the permission of a parent or guardian, who should fill in the form for them.

## What to bring

Trainers or boots, shin pads, a bottle of water and clothes for the weather.

## Who to contact

Choose your age category with the buttons above and leave your details: we will be in touch with training times. For anything else, please use the [contact page](/contact).
`,
  },
  {
    slug: "business-and-barakah",
    title: "Business and Barakah",
    subtitle: "Networking, mentoring and ethical enterprise for Muslim professionals",
    art: { from: "#7c5a1a", to: "#4a3510", motif: "handshake" },
    form: "interest",
    options: ["Send Your Profession", "Become a Guest Speaker", "Invest"],
    links: [whatsapp("business"), { type: "link", label: "Explore Directory", href: "/directory" }],
    body: `## What it is

Business and Barakah brings together Muslim business owners, professionals and people starting out in work, to learn from one another and to earn in a way that is honest, ethical and pleasing to Allah. It works hand in hand with the centre's [business directory](/directory).

## When and where

We hold evening gatherings at ${VENUE}: a short reminder, a talk from a guest speaker and time to meet others over refreshments. Dates are announced in advance to everyone who has signed up.

## Who it is for

Business owners, employees, freelancers, students thinking about their careers, and anyone willing to mentor others. Brothers and sisters are both welcome.

## How to take part

- **Send Your Profession**, so that we can connect you with others in your field.
- **Become a Guest Speaker**, if you have experience you would like to share.
- **Invest**, if you would like to hear about community enterprises looking for support.

## Who to contact

Use the buttons above and leave your details, or write to us through the [contact page](/contact).
`,
  },
  {
    slug: "elders",
    title: "Elders",
    subtitle: "Company, care and remembrance for the elders of our community",
    art: { from: "#0f766e", to: "#134e4a", motif: "heart" },
    form: "elders",
    options: ELDERS_MODES,
    links: [whatsapp("elders")],
    body: `## What it is

Our elders' gatherings offer company, care and remembrance for the older members of our community. Many elders live alone or rarely get out; a warm welcome, a hot meal and good conversation can brighten the whole week.

## When and where

We meet at ${VENUE}. A gathering usually includes dhikr and a short reminder, a meal or refreshments, and plenty of time to talk. We can sometimes help with transport: please ask when you register.

## Who it is for

Elders of the community, with or without a carer. Sons, daughters and grandchildren are welcome to register a parent or grandparent on their behalf, and to come along too.

## Volunteering and sponsorship

Volunteers serve food, keep our guests company and help with transport. Sponsors, whether individuals or organisations, help to pay for meals and outings.

## Who to contact

Choose **Register**, **Volunteer** or **Sponsor** above and fill in the form; we will call to welcome you. For anything else, please use the [contact page](/contact).
`,
  },
  {
    slug: "youth-club",
    title: "Youth Club",
    subtitle: "A safe, fun and faith-filled space for young people",
    tagline: "Food, Games, Sports, Salah…",
    art: { from: "#1d4ed8", to: "#1e3a8a", motif: "star" },
    form: "interest",
    options: ["Volunteer"],
    links: [whatsapp("youthParents", "Join WhatsApp (Parents Only)")],
    body: `## What it is

The Youth Club is a safe, fun and faith-filled space where young people spend time with friends, play sport and games, share food, pray together and talk about the things that matter to them.

## When and where

Friday evenings at ${VENUE}. When a prayer time falls during the session, we pray it together in congregation.

## Who it is for

Young people aged 11 to 16. Sessions are run by adult volunteers who follow the centre's safeguarding policy, and young people are asked to treat the hall and each other with respect.

## For parents

Parents can join the parents' WhatsApp group for news, changes to times and trips. Please make sure we always have a contact number for you.

## Volunteers

We are always glad of volunteers who can help with sport, games, food or mentoring: use **Volunteer** above.

## Who to contact

For anything else, please write to us through the [contact page](/contact).
`,
  },
  {
    slug: "baby-and-mum",
    title: "Baby and Mum",
    subtitle: "A warm weekly gathering for mothers and little ones",
    tagline: "Reminders and Play",
    art: { from: "#9d174d", to: "#6b1035", motif: "moon" },
    form: "interest",
    options: ["Volunteer"],
    links: [whatsapp("babyAndMum")],
    body: `## What it is

Baby and Mum is a warm weekly gathering for mothers and their little ones: a short reminder for the mums, play, songs and stories for the children, and time to talk over a cup of tea.

## When and where

A weekday morning at ${VENUE}. The day and time are shared in the group's WhatsApp; you can also ask us through the contact page.

## Who it is for

Mothers, grandmothers and other female carers with babies and pre-school children. It is a sisters-only space, and new mums and families new to Watford are especially welcome.

## What to bring

Whatever your little one needs for the morning. Toys, play mats and refreshments are provided.

## Volunteers

Sisters who can help set up, make the tea, or lead a story or a song are very welcome: use **Volunteer** above.

## Who to contact

Join the group's WhatsApp with the button above, or write to us through the [contact page](/contact).
`,
  },
  {
    slug: "quran-breakfast-circle",
    title: "Quran Breakfast Circle",
    subtitle: "Start the weekend with breakfast, recitation and reflection",
    tagline: "Read and Learn",
    art: { from: "#7c2d12", to: "#4a1b0b", motif: "quran" },
    form: "interest",
    options: ["Volunteer"],
    links: [
      whatsapp("quranCircleWomen", "Women WhatsApp Group"),
      whatsapp("quranCircleMen", "Men WhatsApp Group"),
    ],
    body: `## What it is

Start the weekend with breakfast, recitation and reflection. Each circle reads a passage of the Qur'an together, looks at its meaning, and talks about how to live by it, over a simple breakfast.

## When and where

Weekend mornings at ${VENUE}. There is a circle for men and a circle for women, each with its own WhatsApp group for the times and the passage to be read.

## Who it is for

Adults of every level. Whether you are still learning to read the Qur'an or have read it many times, you are welcome, and nobody is asked to recite aloud who would rather listen.

## What to bring

Your own copy of the Qur'an if you have one (there are copies to borrow) and an appetite.

## Volunteers

Help with breakfast, setting up or leading the reading: use **Volunteer** above and tell us whether you would join the men's or the women's circle.

## Who to contact

Join your circle's WhatsApp group above, or write to us through the [contact page](/contact).
`,
  },
  {
    slug: "advice-and-counselling",
    title: "Islamic Advice & Counselling",
    subtitle: "Confidential guidance from qualified scholars, rooted in Qur'an and Sunnah",
    art: { from: "#334155", to: "#1e293b", motif: "chat" },
    form: "advice",
    options: FIXED_OPTIONS.advice,
    links: [],
    body: `## What it is

Islamic Advice & Counselling offers confidential guidance, rooted in the Qur'an and Sunnah, for the questions and difficulties of everyday life: marriage and family, money, mental health and wellbeing, and doubts about faith.

## How it works

Send a request with the form on this page. Our small team will reply within 48 to 72 hours to arrange a consultation with a qualified scholar, in person at ${VENUE}, or by phone.

## Who it is for

Anyone who would value an Islamic perspective on what they are going through, whatever their background. You do not need to be a member of the centre.

## What it is not

We are not an emergency service, and our scholars do not replace a doctor, a therapist or a solicitor; where you need specialist help, we will encourage you to seek it. If you or someone else is in immediate danger, call 999. For urgent help with your mental health, call NHS 111 or Samaritans on 116 123.

## Who to contact

Use the form below. For anything that is not a request for a consultation, please use the [contact page](/contact).
`,
  },
];

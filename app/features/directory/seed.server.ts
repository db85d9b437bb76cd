import { isDeepStrictEqual } from "node:util";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { db as appDb, type Database } from "#app/lib/db/client.server";
import { businesses, categories, jobSeekers } from "#app/lib/db/schema";
import type { DemoContent } from "#app/lib/features/descriptor";
import { CATEGORY_GROUPS, SKILLS } from "./catalogue";
import { addressPostcode } from "./rules";

type SeedBusiness = [
  name: string,
  category: string,
  subcategory: string,
  address: string,
  phone: string,
  description: string,
  website?: string,
  specialty?: string,
  secondary?: string[],
];

/** ~40 plausible local businesses, all approved, so a new site shows a living directory. */
export const SEED_BUSINESSES: SeedBusiness[] = [
  [
    "Al-Noor Bakery",
    "Food & Dining",
    "Bakeries",
    "WD24 5ER, 12 St Albans Road, Watford",
    "01923 210101",
    "Fresh naan, Turkish bread and halal pastries baked every morning, with catering trays for weddings and Eid.",
    "alnoorbakery.example",
    "Naan and Turkish bread",
    ["Events & Media"],
  ],
  [
    "Barakah Butchers",
    "Food & Dining",
    "Butchers",
    "WD18 0DU, 45 Queens Road, Watford",
    "01923 220202",
    "HMC-certified halal butcher: lamb, chicken and beef cut to order, marinated BBQ packs and Qurbani orders.",
    "barakahbutchers.example",
    "HMC halal meat",
  ],
  [
    "Saffron Grill House",
    "Food & Dining",
    "Restaurants",
    "WD17 2AB, 88 High Street, Watford",
    "01923 230303",
    "Family restaurant serving Pakistani and Afghan grills, biryani and fresh karahi. Private room for gatherings.",
    "saffrongrill.example",
    "Charcoal grills",
  ],
  [
    "Medina Café",
    "Food & Dining",
    "Cafés",
    "WD24 4PU, 3 Bushey Mill Lane, Watford",
    "01923 240404",
    "Coffee, karak chai, breakfast wraps and homemade cakes in a quiet, family-friendly café near the centre.",
    "",
    "Karak chai",
  ],
  [
    "Green Crescent Grocers",
    "Food & Dining",
    "Grocers",
    "WD25 0LA, 21 Garston Parade, Watford",
    "01923 250505",
    "World foods, fresh vegetables, spices in bulk and dates from Madinah. Free delivery in Watford on orders over £40.",
    "greencrescent.example",
    "Dates and spices",
  ],
  [
    "Zaytoon Catering",
    "Food & Dining",
    "Catering",
    "WD19 4BX, 7 Oxhey Road, Watford",
    "07700 900101",
    "Halal catering for weddings, aqiqahs, iftars and corporate events from 20 to 500 guests.",
    "zaytooncatering.example",
    "Weddings and iftars",
    ["Events & Media"],
  ],
  [
    "Kebab Corner",
    "Food & Dining",
    "Takeaways",
    "WD17 1LP, 120 The Parade, Watford",
    "01923 260606",
    "Late-night halal takeaway: doner, shawarma, burgers and fresh salads. Order online or collect.",
    "",
    "Shawarma",
  ],
  [
    "Iqra Tuition Centre",
    "Education",
    "Tutoring",
    "WD24 6NL, 55 North Western Avenue, Watford",
    "01923 270707",
    "Small-group tuition in maths, English and science for KS2 to GCSE with DBS-checked qualified teachers.",
    "iqratuition.example",
    "GCSE maths and science",
  ],
  [
    "Noor Qur'an Academy",
    "Education",
    "Qur'an & Arabic",
    "WD18 7JP, 14 Vicarage Road, Watford",
    "07700 900202",
    "One-to-one and online Qur'an recitation, tajweed and Arabic for children and adults, sisters' classes available.",
    "noorquran.example",
    "Tajweed for adults",
  ],
  [
    "Little Stars Nursery",
    "Education",
    "Nurseries",
    "WD25 9HA, 2 Horseshoe Lane, Garston",
    "01923 280808",
    "Ofsted-registered nursery for ages 0 to 5 with halal meals, funded places and a bright outdoor garden.",
    "littlestars.example",
    "Funded 2-year-old places",
  ],
  [
    "Safe Start Driving School",
    "Education",
    "Driving Schools",
    "WD23 1SR, 30 Chalk Hill, Bushey",
    "07700 900303",
    "Patient, friendly driving instructors (male and female) for manual and automatic lessons across Watford.",
    "safestart.example",
    "Female instructors",
  ],
  [
    "Skills Bridge Training",
    "Education",
    "Training Courses",
    "WD17 3EZ, Suite 4, Clarendon Road, Watford",
    "01923 290909",
    "First aid, food hygiene and SIA security courses with flexible weekend dates and job support.",
    "skillsbridge.example",
    "SIA and first aid",
  ],
  [
    "Watford Family Pharmacy",
    "Healthcare",
    "Pharmacies",
    "WD24 5DS, 92 St Albans Road, Watford",
    "01923 300010",
    "NHS prescriptions, free blood pressure checks, travel vaccines for Hajj and Umrah and a private consultation room.",
    "watfordpharmacy.example",
    "Hajj vaccines",
  ],
  [
    "Smile Bright Dental",
    "Healthcare",
    "Dentists",
    "WD18 0AN, 8 Rickmansworth Road, Watford",
    "01923 300020",
    "NHS and private dentistry, Invisalign and emergency appointments, with female dentists on request.",
    "smilebright.example",
    "Invisalign",
  ],
  [
    "ClearView Opticians",
    "Healthcare",
    "Opticians",
    "WD17 2BS, 60 High Street, Watford",
    "01923 300030",
    "Eye tests, contact lenses and designer frames, with home visits for elderly and housebound patients.",
    "",
    "Home visits",
  ],
  [
    "Active Recovery Physio",
    "Healthcare",
    "Physiotherapy",
    "WD19 5AF, 11 Bridlington Road, South Oxhey",
    "07700 900404",
    "Sports injuries, back pain and post-operative rehabilitation, with separate sessions for sisters.",
    "activerecovery.example",
    "Back pain",
  ],
  [
    "Sunnah Hijama Clinic",
    "Healthcare",
    "Hijama & Wellbeing",
    "WD24 7RT, 5 Leavesden Road, Watford",
    "07700 900505",
    "Qualified male and female practitioners offering cupping therapy in a clean, certified clinic.",
    "sunnahhijama.example",
    "Cupping therapy",
  ],
  [
    "Rahma Home Care",
    "Healthcare",
    "Care Services",
    "WD25 7EP, 40 Bucks Avenue, Watford",
    "01923 300060",
    "CQC-registered home care with culturally aware carers who speak Urdu, Punjabi, Arabic and Somali.",
    "rahmacare.example",
    "Multilingual carers",
  ],
  [
    "Amanah Accountants",
    "Consulting",
    "Accountants",
    "WD17 1HP, 22 Clarendon Road, Watford",
    "01923 310010",
    "Tax returns, bookkeeping and payroll for sole traders and small businesses. Fixed monthly fees.",
    "amanahaccountants.example",
    "Self-assessment",
  ],
  [
    "Haq Solicitors",
    "Consulting",
    "Solicitors",
    "WD17 2LW, 1 Market Street, Watford",
    "01923 310020",
    "Family, property and Islamic wills. Free 30-minute first consultation in English, Urdu or Arabic.",
    "haqsolicitors.example",
    "Islamic wills",
  ],
  [
    "Pathway Immigration Advice",
    "Consulting",
    "Immigration Advice",
    "WD18 0JJ, 16 Exchange Road, Watford",
    "01923 310030",
    "OISC-regulated advice on family visas, settlement and citizenship applications.",
    "pathwayimmigration.example",
    "Spouse visas",
  ],
  [
    "Growth Partners Consulting",
    "Consulting",
    "Business Consulting",
    "WD24 4TA, Unit 3, Greycaine Road, Watford",
    "07700 900606",
    "Business plans, funding applications and marketing strategy for new and growing local firms.",
    "growthpartners.example",
    "Start-up funding",
  ],
  [
    "Halal Wealth Advisers",
    "Consulting",
    "Financial Advice",
    "WD17 1DA, 9 Station Road, Watford",
    "01923 310050",
    "FCA-regulated advisers for Shariah-compliant pensions, ISAs and home finance.",
    "halalwealth.example",
    "Shariah pensions",
    ["Property"],
  ],
  [
    "Sterling Build & Extend",
    "Home Services",
    "Builders",
    "WD25 8QB, 77 North Approach, Watford",
    "07700 900707",
    "Extensions, loft conversions and kitchens with insured, fully vetted teams and 10-year guarantees.",
    "sterlingbuild.example",
    "Loft conversions",
  ],
  [
    "FlowRight Plumbing",
    "Home Services",
    "Plumbers",
    "WD24 6PH, 18 Balmoral Road, Watford",
    "07700 900808",
    "Gas Safe boilers, bathrooms and 24-hour emergency plumbing across Hertfordshire.",
    "flowright.example",
    "Boiler servicing",
  ],
  [
    "Bright Spark Electrical",
    "Home Services",
    "Electricians",
    "WD18 6BE, 29 Cassio Road, Watford",
    "07700 900909",
    "NICEIC electricians for rewires, EV chargers, landlord certificates and fault finding.",
    "",
    "EV chargers",
  ],
  [
    "Sparkle Clean Services",
    "Home Services",
    "Cleaning",
    "WD19 7LL, 3 Hayling Road, Watford",
    "07700 901010",
    "Domestic, end-of-tenancy and mosque cleaning with eco products and flexible booking.",
    "sparkleclean.example",
    "End of tenancy",
  ],
  [
    "Swift Removals",
    "Home Services",
    "Removals",
    "WD23 2QE, 101 London Road, Bushey",
    "07700 901111",
    "House and office moves, packing and storage with careful, insured crews.",
    "swiftremovals.example",
    "House moves",
  ],
  [
    "Ihsan Garage & MOT",
    "Automotive",
    "Garages & MOT",
    "WD24 7DW, Unit 9, Tolpits Lane, Watford",
    "01923 320010",
    "MOT testing, servicing, diagnostics and tyres with honest quotes and while-you-wait repairs.",
    "ihsangarage.example",
    "MOT while you wait",
  ],
  [
    "Crescent Car Sales",
    "Automotive",
    "Car Sales",
    "WD25 0DQ, 250 St Albans Road, Watford",
    "01923 320020",
    "Quality used cars with warranty and interest-free payment plans.",
    "crescentcars.example",
    "Interest-free plans",
    ["Consulting"],
  ],
  [
    "Shine Hand Car Wash",
    "Automotive",
    "Car Wash",
    "WD18 9SB, 5 Dalton Way, Watford",
    "07700 901212",
    "Hand wash, valeting and interior deep cleaning. Open seven days.",
    "",
    "Full valet",
  ],
  [
    "Safar Private Hire",
    "Automotive",
    "Taxis & Private Hire",
    "WD17 2DS, 33 King Street, Watford",
    "01923 320040",
    "Airport transfers, school runs and weddings with licensed drivers and 8-seater vehicles.",
    "safartaxis.example",
    "Airport transfers",
  ],
  [
    "Modest Threads",
    "Retail",
    "Clothing & Modest Fashion",
    "WD17 2TB, 45 The Harlequin, Watford",
    "01923 330010",
    "Abayas, hijabs, thobes and Eid outfits for the whole family, with alterations in store.",
    "modestthreads.example",
    "Abayas and thobes",
  ],
  [
    "Darussalam Books & Gifts",
    "Retail",
    "Islamic Books & Gifts",
    "WD24 5AQ, 70 St Albans Road, Watford",
    "01923 330020",
    "Qur'ans, children's Islamic books, prayer mats, attar and gift hampers for Ramadan and Eid.",
    "darussalambooks.example",
    "Children's books",
    ["Education"],
  ],
  [
    "TechFix Watford",
    "Retail",
    "Electronics",
    "WD17 2RX, 15 Queens Road, Watford",
    "01923 330030",
    "Phone and laptop repairs, unlocking and refurbished devices with a 6-month guarantee.",
    "techfix.example",
    "Screen repairs",
  ],
  [
    "Oud & Amber Perfumes",
    "Retail",
    "Perfumes",
    "WD17 1JS, 5 Charter Place, Watford",
    "07700 901313",
    "Alcohol-free attars, oud and bakhoor, with gift sets made to order.",
    "oudamber.example",
    "Alcohol-free attar",
  ],
  [
    "Fade Masters Barbers",
    "Beauty & Personal Care",
    "Barbers",
    "WD24 4LS, 132 St Albans Road, Watford",
    "07700 901414",
    "Skin fades, beard trims and hot-towel shaves. Walk-ins welcome, kids' cuts on weekdays.",
    "",
    "Beard trims",
  ],
  [
    "Henna by Safiya",
    "Beauty & Personal Care",
    "Henna",
    "WD19 6HR, 8 Gosforth Lane, South Oxhey",
    "07700 901515",
    "Bridal and party henna with natural, organic paste. Mobile service across Watford.",
    "hennabysafiya.example",
    "Bridal henna",
    ["Events & Media"],
  ],
  [
    "Keys Estate Agents",
    "Property",
    "Estate Agents",
    "WD17 1AP, 44 High Street, Watford",
    "01923 340010",
    "Sales and valuations across Watford, Bushey and Garston, with free market appraisals.",
    "keysagents.example",
    "Free valuations",
    ["Consulting"],
  ],
  [
    "HomeLet Watford",
    "Property",
    "Lettings",
    "WD18 0NP, 2 Market Street, Watford",
    "01923 340020",
    "Fully managed lettings for landlords and a friendly service for tenants.",
    "homeletwatford.example",
    "Fully managed",
  ],
  [
    "Eternal Moments Photography",
    "Events & Media",
    "Photography",
    "WD25 9JP, 11 Kingsway, Garston",
    "07700 901616",
    "Wedding and family photography with female photographers for sisters-only events.",
    "eternalmoments.example",
    "Weddings",
  ],
  [
    "PrintHub Watford",
    "Events & Media",
    "Printing",
    "WD24 7QP, Unit 2, Colonial Way, Watford",
    "01923 350030",
    "Flyers, banners, Ramadan timetables and business cards, printed next day.",
    "printhub.example",
    "Next-day printing",
  ],
  [
    "Pixel Ummah Web Design",
    "Events & Media",
    "Web Design",
    "WD17 3AB, Clarendon House, Clarendon Road, Watford",
    "07700 901717",
    "Websites and online shops for small businesses, charities and mosques.",
    "pixelummah.example",
    "Charity websites",
  ],
  [
    "Labbaik Travel",
    "Events & Media",
    "Travel & Hajj/Umrah",
    "WD24 5HE, 101 St Albans Road, Watford",
    "01923 350050",
    "ATOL-protected Umrah packages, Hajj registration support and family holidays.",
    "labbaiktravel.example",
    "Umrah packages",
  ],
];

type SeedSeeker = Pick<
  typeof jobSeekers.$inferInsert,
  | "fullName"
  | "email"
  | "phone"
  | "location"
  | "gender"
  | "experience"
  | "availability"
  | "skills"
  | "desiredPosition"
  | "status"
>;

export const SEED_JOB_SEEKERS: SeedSeeker[] = [
  {
    fullName: "Yusuf Rahman",
    email: "yusuf.rahman@example.com",
    phone: "07700 902001",
    location: "North Watford",
    gender: "Male",
    experience: "3-5 years",
    availability: ["Full-time", "Immediate start"],
    skills: ["Accounting", "Bookkeeping", "Data Entry", "Urdu", "Customer Service"],
    desiredPosition: "Accounts Assistant",
    status: "approved",
  },
  {
    fullName: "Khadija Ali",
    email: "khadija.ali@example.com",
    phone: "07700 902002",
    location: "Garston",
    gender: "Female",
    experience: "1-2 years",
    availability: ["Part-time", "Flexible"],
    skills: ["Teaching", "Arabic", "Childcare"],
    desiredPosition: "Teaching Assistant",
    status: "approved",
  },
  {
    fullName: "Ibrahim Hassan",
    email: "ibrahim.hassan@example.com",
    phone: "07700 902003",
    location: "Bushey",
    gender: "Male",
    experience: "No experience - Entry level",
    availability: ["Weekends only"],
    skills: ["Retail", "Sales", "Customer Service", "Other Languages"],
    desiredPosition: "Sales Assistant",
    status: "approved",
  },
  {
    fullName: "Maryam Sheikh",
    email: "maryam.sheikh@example.com",
    phone: "07700 902004",
    location: "Oxhey",
    gender: "Female",
    experience: "5-10 years",
    availability: ["Full-time"],
    skills: ["Web Development", "Graphic Design", "Social Media", "Marketing"],
    desiredPosition: "Web Developer",
    status: "pending",
  },
  {
    fullName: "Omar Farouk",
    email: "omar.farouk@example.com",
    phone: "07700 902005",
    location: "Central Watford",
    gender: "Male",
    experience: "More than 10 years",
    availability: ["Evenings only"],
    skills: ["Driving", "Warehouse"],
    desiredPosition: "Delivery Driver",
    status: "pending",
  },
];

const isEmpty = async (database: Database, table: PgTable) =>
  (await database.select({ total: count() }).from(table))[0]?.total === 0;

/** The categories table: the 10 groups, their subcategories and the 30 skills (once). */
export async function seedDirectoryCategories(database: Database = appDb()): Promise<void> {
  if (!(await isEmpty(database, categories))) return;
  await database.transaction(async (tx) => {
    for (const [position, group] of CATEGORY_GROUPS.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({ kind: "category", name: group.name, position })
        .returning({ id: categories.id });
      await tx.insert(categories).values(
        group.subcategories.map((name, index) => ({
          kind: "subcategory" as const,
          name,
          parentId: row?.id ?? null,
          position: index,
        })),
      );
    }
    await tx
      .insert(categories)
      .values(SKILLS.map((name, position) => ({ kind: "skill" as const, name, position })));
  });
}

/** The example businesses as the seed stores them: the list above, approved, and one to review. */
const EXAMPLE_BUSINESSES: (typeof businesses.$inferInsert)[] = [
  ...SEED_BUSINESSES.map(
    ([
      name,
      category,
      subcategory,
      address,
      phone,
      description,
      website,
      specialty,
      secondary,
    ]) => ({
      name,
      primaryCategory: category,
      subcategory,
      address,
      postcode: addressPostcode(address) ?? "",
      phone,
      description,
      website: website ?? "",
      specialty: specialty ?? "",
      secondaryCategories: secondary ?? [],
      email: website ? `hello@${website}` : "",
      facebook: website ? `facebook.com/${website.split(".")[0]}` : "",
      instagram: website ? `instagram.com/${website.split(".")[0]}` : "",
      status: "approved" as const,
    }),
  ),
  {
    name: "Watford Halal Pizza",
    primaryCategory: "Food & Dining",
    subcategory: "Takeaways",
    address: "WD24 4QA, 12 Bushey Mill Lane, Watford",
    postcode: "WD24 4QA",
    description: "Stone-baked pizza with halal toppings. Opening soon.",
    status: "pending",
  },
];

/**
 * The example job seekers, on a directory never used: no job seeker and no business yet, so
 * they come once with the businesses (seeded after them) and not again once retention deleted
 * them.
 */
export async function seedExampleJobSeekers(database: Database = appDb()): Promise<void> {
  if ((await isEmpty(database, jobSeekers)) && (await isEmpty(database, businesses)))
    await database.insert(jobSeekers).values(SEED_JOB_SEEKERS);
}

/** The example businesses, on a directory with none. */
export async function seedExampleBusinesses(database: Database = appDb()): Promise<void> {
  if (await isEmpty(database, businesses))
    await database.insert(businesses).values(EXAMPLE_BUSINESSES);
}

/** The categories, and on a new directory the example job seekers and businesses. */
export async function seedDirectory(database: Database = appDb()): Promise<void> {
  await seedDirectoryCategories(database);
  await seedExampleJobSeekers(database);
  await seedExampleBusinesses(database);
}

/**
 * A listing nobody has made their own: no owner, and never saved since the seed stored it (an
 * owner's or staff's edit and a review stamp `updated_at`).
 */
const unclaimedAndUnsaved = (table: typeof businesses | typeof jobSeekers) =>
  and(isNull(table.ownerId), eq(table.updatedAt, table.createdAt));

/** Whether the row still holds every value one of the examples was stored with. */
const isExample = (row: Record<string, unknown>, examples: readonly Record<string, unknown>[]) =>
  examples.some((example) =>
    Object.entries(example).every(([column, value]) => isDeepStrictEqual(row[column], value)),
  );

type Listings = typeof businesses | typeof jobSeekers;

/** The examples of one kind of listing nobody has made their own, as the seed stored them. */
function exampleListings<Table extends Listings>(
  label: string,
  table: Table,
  examples: readonly Record<string, unknown>[],
  titleOf: (row: Table["$inferSelect"]) => string,
): DemoContent {
  return {
    label,
    find: async (database) => {
      const rows: Table["$inferSelect"][] = await database
        .select()
        .from(table as Listings)
        .where(unclaimedAndUnsaved(table))
        .orderBy(asc(table.id));
      return rows
        .filter((row) => isExample(row, examples))
        .map((row) => ({ id: row.id, title: titleOf(row) }));
    },
    remove: async (database, ids) => {
      await database.delete(table as Listings).where(inArray(table.id, [...ids]));
    },
  };
}

/**
 * The example businesses. Nothing else holds a listing (drafts and held CVs are a browser's, not
 * a listing's), and the seed gives them no logo: one comes only with an edit, so no file goes
 * with them.
 */
export const demoBusinesses = exampleListings(
  "Directory businesses",
  businesses,
  EXAMPLE_BUSINESSES,
  (row) => row.name,
);

/** The example job seekers, likewise: no picture or CV, which come only with an edit. */
export const demoJobSeekers = exampleListings(
  "Directory job seekers",
  jobSeekers,
  SEED_JOB_SEEKERS,
  (row) => row.fullName,
);

/** The directory's fixed lists (seeded into the categories table; shared with the browser). */

export const JOB_SEEKERS_CATEGORY = "Job Seekers";

export const CATEGORY_GROUPS: readonly { name: string; subcategories: readonly string[] }[] = [
  {
    name: "Food & Dining",
    subcategories: [
      "Restaurants",
      "Takeaways",
      "Cafés",
      "Bakeries",
      "Butchers",
      "Grocers",
      "Catering",
    ],
  },
  {
    name: "Education",
    subcategories: [
      "Tutoring",
      "Qur'an & Arabic",
      "Nurseries",
      "Driving Schools",
      "Training Courses",
    ],
  },
  {
    name: "Healthcare",
    subcategories: [
      "Pharmacies",
      "Dentists",
      "Opticians",
      "Physiotherapy",
      "Hijama & Wellbeing",
      "Care Services",
    ],
  },
  {
    name: "Consulting",
    subcategories: [
      "Accountants",
      "Solicitors",
      "Immigration Advice",
      "Business Consulting",
      "Financial Advice",
    ],
  },
  {
    name: "Home Services",
    subcategories: ["Builders", "Plumbers", "Electricians", "Cleaning", "Removals", "Gardening"],
  },
  {
    name: "Automotive",
    subcategories: ["Garages & MOT", "Car Sales", "Car Wash", "Taxis & Private Hire"],
  },
  {
    name: "Retail",
    subcategories: [
      "Clothing & Modest Fashion",
      "Islamic Books & Gifts",
      "Electronics",
      "Furniture",
      "Perfumes",
    ],
  },
  {
    name: "Beauty & Personal Care",
    subcategories: ["Barbers", "Hair & Beauty Salons", "Henna", "Modest Fitness"],
  },
  {
    name: "Property",
    subcategories: ["Estate Agents", "Lettings", "Mortgage Advice", "Surveyors"],
  },
  {
    name: "Events & Media",
    subcategories: [
      "Wedding Venues",
      "Photography",
      "Printing",
      "Web Design",
      "Travel & Hajj/Umrah",
    ],
  },
];

export const CATEGORY_NAMES: readonly string[] = CATEGORY_GROUPS.map((group) => group.name);

export const SKILLS: readonly string[] = [
  "Customer Service",
  "Sales",
  "Teaching",
  "Arabic",
  "Urdu",
  "Other Languages",
  "Retail",
  "Cooking",
  "Cleaning",
  "Driving",
  "Childcare",
  "Elderly Care",
  "Administration",
  "Reception",
  "Data Entry",
  "Accounting",
  "Bookkeeping",
  "IT Support",
  "Web Development",
  "Graphic Design",
  "Marketing",
  "Social Media",
  "Photography",
  "Warehouse",
  "Construction",
  "Plumbing",
  "Electrical",
  "Security",
  "Healthcare",
  "Project Management",
];

export const EXPERIENCE_LEVELS: readonly string[] = [
  "No experience - Entry level",
  "Less than 1 year",
  "1-2 years",
  "3-5 years",
  "5-10 years",
  "More than 10 years",
];

export const AVAILABILITY_OPTIONS: readonly string[] = [
  "Full-time",
  "Part-time",
  "Weekends only",
  "Evenings only",
  "Flexible",
  "Immediate start",
  "Available from specific date",
];

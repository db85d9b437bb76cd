/**
 * Copy of the summer pages (decision 0138): programme cards and pricing modals as the 2025
 * leaflet gives them. The FAQ, terms and figures are written from the season (page-text.ts).
 */

/**
 * The typed defaults of a programme's card, by programme key: its intro while the programme has
 * no Description, and its points and weekly topics while the programme form has saved none
 * (the 2025 season has none).
 */
interface ProgrammeCard {
  id: string;
  title: string;
  subtitle: string;
  intro: string;
  bullets: string[];
  timetable: string;
  dates: string;
  topics: { group: string; weeks: string[] }[];
}

export const PROGRAMME_CARDS: ProgrammeCard[] = [
  {
    id: "fantastic-5",
    title: "Saturdays – Fantastic 5 (10am–1pm)",
    subtitle: "Ages 4–16",
    intro:
      "Five activities every Saturday morning: Islamic studies, Qur'an, sport, arts and crafts, and a life-skills workshop, in age groups with experienced, DBS-checked staff.",
    bullets: [
      "Qur'an recitation and memorisation in small groups",
      "Islamic studies with stories of the Prophets",
      "Sport and team games in the hall and outdoors",
      "Arts, crafts and a weekly project to take home",
      "Life skills: first aid, cooking, money and manners",
    ],
    timetable: "Saturdays 10am–1pm",
    dates: "July 26 and Aug 2, 9, 16, 23, 30",
    topics: [
      {
        group: "Teen Boys 12-16",
        weeks: [
          "Identity and purpose: who am I as a young Muslim?",
          "Brotherhood, friendship and peer pressure",
          "Leadership lessons from the Seerah",
          "Digital life: screens, social media and the self",
          "Health, fitness and the body as an amanah",
          "Serving the community: a project day",
        ],
      },
      {
        group: "Teen Girls 12-16",
        weeks: [
          "Identity and confidence as a young Muslimah",
          "Women of the Qur'an and the Seerah",
          "Friendship, kindness and dealing with conflict",
          "Digital wellbeing and online safety",
          "Healthy living, nutrition and self-care",
          "Giving back: a community project day",
        ],
      },
      {
        group: "Kids & Juniors 4-11",
        weeks: [
          "Allah the Creator: exploring nature",
          "Our Prophet ﷺ: kindness and good manners",
          "Stories of the Prophets: Nuh and the Ark",
          "My family, my neighbours and my masjid",
          "Clean and healthy: wudu and looking after ourselves",
          "Celebration day: sharing what we have learned",
        ],
      },
    ],
  },
  {
    id: "quran",
    title: "Sundays + Wednesdays - Qur'an Intensive (10am–1pm)",
    subtitle: "Ages 4–16",
    intro:
      "A focused Qur'an programme on Sunday mornings, with optional Wednesday sessions for extra progress: recitation with tajweed, memorisation and understanding.",
    bullets: [
      "Tajweed taught step by step, at each child's level",
      "Memorisation targets agreed with each child",
      "Meaning and reflection on the surahs memorised",
      "Wednesday sessions for extra revision and recitation",
      "A progress report for parents at the end of the summer",
    ],
    timetable: "Sundays (and Wednesdays) 10am–1pm",
    dates: "July 27 and Aug 3, 10, 17, 24, 31; Wednesdays July 23, 30 and Aug 6, 13, 20, 27",
    topics: [
      {
        group: "Teen Boys 12-16",
        weeks: [
          "Rules of noon saakinah and tanween",
          "Surah Al-Mulk: memorisation and meaning",
          "Rules of meem saakinah",
          "Madd: the lengthening rules",
          "Surah Al-Kahf, first ten verses",
          "Recitation assessment and review",
        ],
      },
      {
        group: "Teen Girls 12-16",
        weeks: [
          "Makharij: where the letters come from",
          "Surah Yasin: selected passages",
          "Noon and meem with shaddah",
          "Qalqalah and its levels",
          "Surah Al-Waqi'ah: meaning and memorisation",
          "Recitation assessment and review",
        ],
      },
      {
        group: "Kids & Juniors 4-11",
        weeks: [
          "Arabic letters and their sounds",
          "Short vowels and joining letters",
          "Surah Al-Fatihah and its meaning",
          "Juz 'Amma: the last ten surahs",
          "Du'as for every day",
          "Recitation celebration for parents",
        ],
      },
    ],
  },
];

/** The pricing modals: headline = what is charged; the text as the 2025 leaflet gives it. */
export interface PricingModalData {
  id: string;
  title: string;
  subtitle: string;
  headline: string;
  leaflet: string[];
}

export const PRICING_MODALS: PricingModalData[] = [
  {
    id: "fantastic-5",
    title: "Fantastic 5 (Saturdays)",
    subtitle: "Ages 4–16",
    headline: "£20 per day · all 6 Saturdays £108 (10% off)",
    leaflet: [
      "£20 per session",
      "6 sessions £120, or £108 with 10% off",
      "Sibling discount 5% off the total",
    ],
  },
  {
    id: "quran",
    title: "Quran Intensive (Sundays and Wednesdays)",
    subtitle: "Ages 4–16",
    headline: "£20 per day · 6 days £108 (10% off)",
    leaflet: [
      "£20 per session",
      "Wednesday option +£20 per session",
      "6 sessions £120, or £108 with 10% off",
      "Quran Intensive, ages 8-16: £18 per day, 10% off for 5 or more days, automatic",
      "Sibling discount 5% off the total",
    ],
  },
  {
    id: "summer-camp",
    title: "Summer Camp",
    subtitle: "Ages 4-11",
    headline: "Full-Day Camp £35 per day · 10% off 6 days",
    leaflet: ["Morning £18, afternoon £18, full day £30", "10% off for 5 or more days"],
  },
  {
    id: "super-saturday",
    title: "Super Saturday",
    subtitle: "Ages 4-16",
    headline: "£20 per day · all 6 sessions £108 (10% off)",
    leaflet: ["£20 per day", "10% off for all 6 sessions"],
  },
];

/** Copy of the summer pages (spec 001 §2, §9): programme cards, pricing modals, FAQ and terms. */

export const SUMMER_TITLE = "Wicked Wednesdays & Weekends";

export interface ProgrammeCard {
  id: "fantastic-5" | "quran";
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

/** The pricing modals: headline = what is charged; the text as the 2025 leaflet gives it (spec 001 §9). */
export interface PricingModalData {
  id: "fantastic-5" | "quran" | "summer-camp" | "super-saturday";
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

export const PRICE_NOTE =
  "The price you pay is calculated when you register: £20 per day (Full-Day Camp £35), 10% off a programme booked for 6 days, then 5% off for siblings, then any coupon. Early start and late finish (+£5 per session) are not included.";

export const FAQ: { question: string; answer: string }[] = [
  {
    question: "What is Wicked Wednesdays & Weekends?",
    answer:
      "Our summer holiday programme for children aged 4–16: Saturdays – Fantastic 5 and the Sundays + Wednesdays Qur'an Intensive, from 23 July to 31 August 2025 at Watford Islamic Centre.",
  },
  {
    question: "Which ages can join?",
    answer:
      "Children aged 4 to 16 inclusive. Children are grouped by age: Kids & Juniors 4-11, Teen Boys 12-16 and Teen Girls 12-16.",
  },
  { question: "What are the session times?", answer: "Every session runs from 10am to 1pm." },
  {
    question: "Which dates can I book?",
    answer:
      "Fantastic 5 runs on Saturdays 26 July and 2, 9, 16, 23 and 30 August. The Qur'an Intensive runs on Sundays 27 July and 3, 10, 17, 24 and 31 August, with extra Wednesday sessions on 23 and 30 July and 6, 13, 20 and 27 August.",
  },
  {
    question: "Do I have to book every date?",
    answer:
      "No. Choose any dates you like for each programme; you pay only for the days you choose.",
  },
  {
    question: "How much does it cost?",
    answer:
      "£20 per day for Fantastic 5 and for the Qur'an Intensive (Sundays and Wednesdays alike).",
  },
  {
    question: "Is there a discount for a full week?",
    answer:
      "Yes: 10% off a programme when you book it for 6 days, for example all 6 Saturdays cost £108 instead of £120.",
  },
  {
    question: "Is there a discount for all 6 Saturdays?",
    answer: "Yes: the 10% full-week discount applies, so all 6 Saturdays of Fantastic 5 cost £108.",
  },
  {
    question: "Is there a sibling discount?",
    answer:
      "Yes: when you register more than one child, you get 5% off the total after the full-week discounts.",
  },
  {
    question: "Do you accept discount codes?",
    answer:
      "Yes. Enter a valid code on the payment step; it takes its percentage off after the other discounts.",
  },
  {
    question: "How many children can I register at once?",
    answer: "Up to 5 children in one registration.",
  },
  {
    question: "How do I pay?",
    answer:
      "Payment is in full, upfront. When online payment is available you pay by card on a secure Stripe page straight after registering; otherwise our email explains how to pay at the centre.",
  },
  {
    question: "Are early start and late finish available?",
    answer:
      "Yes, for +£5 per session. They are not included in the online price; the centre confirms them with you.",
  },
  {
    question: "What happens after I register?",
    answer:
      "You receive an email confirming the registration, then the medical information form and the link to the parents' WhatsApp group.",
  },
  {
    question: "What should my child bring?",
    answer:
      "A packed snack and a water bottle (nut-free), comfortable clothes and trainers for sport, and a Qur'an or reading book if they have one.",
  },
  {
    question: "What if we arrive late?",
    answer:
      "Please arrive on time. A child arriving more than 15 minutes late may have to wait until the next break to join.",
  },
  {
    question: "Can I get a refund?",
    answer:
      "Refunds are given only when requested before the programme start date. Contact the centre office.",
  },
  {
    question: "Is my child safe?",
    answer:
      "All staff and volunteers are DBS-checked, a first aider is always on site and children are signed in and out by a named adult.",
  },
  {
    question: "Who can I contact with questions?",
    answer: "Call or email the centre office; the details are at the bottom of every page.",
  },
];

export const TERMS: { title: string; body: string }[] = [
  {
    title: "About these terms",
    body: "These terms apply to every registration for the summer programmes of Watford Islamic Centre (Wicked Wednesdays & Weekends, 23 July to 31 August 2025). By registering you agree to them.",
  },
  {
    title: "Eligibility",
    body: "The programmes are for children aged 4 to 16 on the first day they attend. A parent or guardian registers, up to 5 children at once.",
  },
  {
    title: "Registration",
    body: "A place is held once the registration form is submitted. We may ask you to correct details that are incomplete or wrong.",
  },
  {
    title: "Fees",
    body: "Fees are £20 per day (Full-Day Camp £35 per day), with 10% off a programme booked for 6 days, 5% off for siblings and any valid coupon, as shown when you register. Early start and late finish cost £5 per session and are arranged with the centre.",
  },
  {
    title: "Payment",
    body: "Fees are paid in full, upfront, before the first session. A registration stays 'Pending Payment' until payment is received.",
  },
  {
    title: "Arrival and collection",
    body: "Sessions run from 10am to 1pm. A child arriving more than 15 minutes late may not be admitted until the next break. Children are collected by a parent or a named adult at 1pm (or at the end of late finish).",
  },
  {
    title: "Attendance",
    body: "Please tell us in advance if your child will miss a session. Missed sessions are not refunded or carried over.",
  },
  {
    title: "Behaviour",
    body: "Children are expected to be respectful to staff and each other. After a warning and a conversation with the parent, a child whose behaviour puts others at risk may be asked not to return.",
  },
  {
    title: "Health and medical information",
    body: "Parents complete the medical information form before the first session and tell us about allergies, conditions and medication. Children who are unwell should stay at home.",
  },
  {
    title: "Safeguarding",
    body: "All staff and volunteers are DBS-checked and follow the WIC Academy safeguarding policy. Concerns are reported to the designated safeguarding lead.",
  },
  {
    title: "Photographs",
    body: "We may take photographs for our own records and publicity only with the parent's consent, which can be withdrawn at any time by telling the office.",
  },
  {
    title: "Refunds and cancellations",
    body: "Refunds are given only before the programme start date. After the start date fees are not refundable. If we cancel a session we offer another date or a refund for it.",
  },
  {
    title: "Personal data",
    body: "We use the details you give only to run the programme and contact you about it, and keep them securely as our privacy notice explains.",
  },
  {
    title: "Changes and contact",
    body: "We may change these terms or the programme for reasons beyond our control and will tell registered families. Questions: contact the centre office.",
  },
];

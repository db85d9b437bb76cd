// Texts of the competition pages (the old site's texts were not given; these follow its rules).
import type { EditionText } from "./editions";

/** The 17 questions, with the edition's date, venue, fee, ages and group sizes. */
export const faq = (e: EditionText): readonly { question: string; answer: string }[] => [
  {
    question: "When is the competition?",
    answer: `On ${e.dateText}, at ${e.venue}. The timetable for each group is emailed to registered participants in the week before.`,
  },
  {
    question: "Who can take part?",
    answer: `Anyone aged ${e.minAge} to ${e.maxAge} on the day of the competition, boys and girls, men and women.`,
  },
  {
    question: "How much does it cost to register?",
    answer: `The registration fee is ${e.feeLabel} per participant and per category.`,
  },
  {
    question: "Is the fee refundable?",
    answer: `Yes. The ${e.feeLabel} fee is fully refundable upon participation: it is returned to participants who attend and compete on the day.`,
  },
  {
    question: "Can I pay later?",
    answer:
      "Yes. Choose Cancel in the payment window and use the payment link in your confirmation email whenever you are ready. Your place is confirmed once the fee is paid.",
  },
  {
    question: "Which categories are there?",
    answer:
      "Four: 1. Hifdh first 10 Juz, 2. Hifdh last 10 Juz, 3. Qirā'ah (recitation) and 4. Complete Qur'an.",
  },
  {
    question: "What are the prizes?",
    answer:
      "In the two Hifdh categories, groups A to E win £150, £200, £300, £400 and £500. In Qirā'ah each age group wins £100. The Complete Qur'an category wins £1000.",
  },
  {
    question: "How do I choose a group in the Hifdh categories?",
    answer:
      "Groups A to E go from the smallest to the largest amount memorised within the ten Juz; the prize grows with the group. Choose the group that matches what the participant has memorised: the rules page lists each group.",
  },
  {
    question: "How are the Qirā'ah groups made?",
    answer:
      "By age: 5-7, 8-10, 11-15, 16-19 and 20-25. Choose the group of the participant's age on the day.",
  },
  {
    question: "Which group is the Complete Qur'an category?",
    answer: `It has one open group for all ages from ${e.minAge} to ${e.maxAge}.`,
  },
  {
    question: "How long is a Qirā'ah recitation?",
    answer: "Between 1 and 3 minutes.",
  },
  {
    question: "How is the competition scored?",
    answer:
      "The Hifdh and Complete Qur'an categories are marked out of 30: three criteria of 10 each (memorisation, tajweed, fluency and voice). Qirā'ah is marked out of 20 (tajweed, fluency and voice).",
  },
  {
    question: "How many participants are in a group?",
    answer: `Groups hold ${e.groupMin} to ${e.groupMax} participants. If a group is full we may move a participant to a suitable group and tell you by email.`,
  },
  {
    question: "Can one person enter more than one category?",
    answer:
      "Yes, with a separate registration and fee for each category. The same person cannot register twice in the same category.",
  },
  {
    question: "Can I register my children?",
    answer:
      "Yes. Choose 'A child' under 'Registering as', enter the child's name and your own contact details. Register each child separately.",
  },
  {
    question: "Can parents stay and watch?",
    answer: "Yes, families are warmly welcome to attend and support the participants.",
  },
  {
    question: "Who do I contact with a question?",
    answer:
      "Use the contact page or reply to your confirmation email, and the competition team will get back to you.",
  },
];

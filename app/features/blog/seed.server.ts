import { count, inArray } from "drizzle-orm";
import { db } from "#app/lib/db/client.server";
import { blogPosts } from "#app/lib/db/schema";
import type { DemoContent } from "#app/lib/features/descriptor";
import { londonLocalToDate } from "./rules";

/** Three real posts, so the blog and the home page are not empty on a new site. */
export const SEED_POSTS = [
  {
    slug: "new-academy-term-september-2025",
    title: "WIC Academy: a new term starts in September 2025",
    publishAt: "2025-08-20T10:00",
    tags: ["academy"],
    authorName: "WIC Academy",
    excerpt:
      "Enrolment is open for the new academy term: weekday Qur'an and Arabic classes, weekend Islamic education for ages 4–16 and the adult Qur'an and Arabic programme.",
    body: `Assalamu alaikum. A new term of **WIC Academy** starts in **September 2025**, and enrolment is now open.

## Our courses

- **Weekday Quran & Arabic Classes** (ages 4–16): Monday & Wednesday, Tuesday & Thursday, or Monday to Thursday, 5:30 PM–7 PM.
- **Weekend Islamic Education** (ages 4–16): Saturday only or Sunday only, 10 AM–1:15 PM.
- **Adult Quran & Arabic Programme** (17+): Saturdays, 10 AM–1:15 PM, with Arabic & Tafseer or Tafseer only.

## Why families choose us

Small classes, qualified and DBS-checked teachers, regular progress reports for parents, and a warm, safe environment where children grow in their love of the Qur'an and their confidence as young Muslims.

## How to enrol

Fill in the [enrolment form](/enrol-now) for each learner and we will contact you to confirm a place and the start date. You can read [why parents choose WIC Academy](/why-choose-wic) and our [academy policies](/academy-policy) before you enrol.

Places are limited in some classes, so please enrol early. If you have any questions, [contact us](/contact).`,
  },
  {
    slug: "summer-2025-round-up",
    title: "Summer 2025 round-up: Wicked Wednesdays & Weekends",
    publishAt: "2025-09-08T18:00",
    tags: ["summer", "youth"],
    authorName: "Watford Islamic Centre",
    excerpt:
      "Six weeks of Qur'an, games, crafts and trips: a look back at our summer holiday programmes and a thank-you to every child, parent and volunteer.",
    body: `Alhamdulillah, what a summer! From **23 July to 31 August 2025** the centre was full every week with children aged 4 to 16 taking part in our holiday programmes.

## What we did

- **Quran Intensive** (ages 8–16): daily recitation and memorisation with our teachers, with many children completing new surahs by the end of the holidays.
- **Summer Camp** (ages 4–11): morning and afternoon sessions of games, crafts, stories of the Prophets and plenty of fresh air.
- **Super Saturday** (ages 4–16): six Saturdays of sport, team challenges and a Saturday Fantastic 5 that the children will not stop talking about.

## Thank you

Jazakumullahu khairan to the parents who trusted us with their children, to the volunteers who gave their time every week, and to the teachers who made every session safe, fun and full of learning.

## What comes next

The new academy term starts in September: see [how to enrol](/enrol-now). We will announce next summer's programmes here and on our home page, in sha Allah.`,
  },
  {
    slug: "winter-quran-competition-2025",
    title: "Winter Qur'an Competition on 25 December 2025: registration open",
    publishAt: "2025-11-03T09:00",
    tags: ["quran competition", "events"],
    authorName: "Watford Islamic Centre",
    excerpt:
      "Our Winter Qur'an Competition takes place on 25 December 2025, for ages 5 to 25. Registration costs £5, fully refundable when you take part.",
    body: `We are delighted to announce the **Winter Qur'an Competition**, held at the centre on **25 December 2025**. It is open to everyone aged **5 to 25**.

## Categories

1. **Hifdh, first 10 Juz**: groups A–E, with prizes of £150, £200, £300, £400 and £500.
2. **Hifdh, last 10 Juz**: the same groups and prizes.
3. **Qirā'ah** (recitation): groups by age, 5–7, 8–10, 11–15, 16–19 and 20–25, with a £100 prize in each.
4. **Complete Qur'an**: a prize of £1,000.

## How to register

Registration costs **£5**, which is fully refundable when you take part. Parents register children, and participants aged 17 and over may register themselves. Please read the [competition rules](/quran-competition/rules) and [register on the competition page](/quran-competition#register); register early, as each group holds 10 to 15 participants.

May Allah bless every participant and make the Qur'an the light of their hearts.`,
  },
] as const;

/** When the blog has no posts at all, adds the three posts above (idempotent). */
export async function seedBlogPosts(): Promise<void> {
  const [{ total } = { total: 0 }] = await db().select({ total: count() }).from(blogPosts);
  if (total > 0) return;
  await db()
    .insert(blogPosts)
    .values(
      SEED_POSTS.map((post) => {
        const publishAt = londonLocalToDate(post.publishAt) ?? new Date();
        return {
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          body: post.body,
          tags: [...post.tags],
          authorName: post.authorName,
          status: "published" as const,
          publishAt,
          createdAt: publishAt,
          updatedAt: publishAt,
        };
      }),
    )
    .onConflictDoNothing({ target: blogPosts.slug });
}

/** The posts above still as the seed wrote them (one staff edited is the centre's own). */
export const demoBlogPosts: DemoContent = {
  label: "Blog posts",
  find: async (database) => {
    const rows = await database
      .select()
      .from(blogPosts)
      .where(
        inArray(
          blogPosts.slug,
          SEED_POSTS.map((post) => post.slug),
        ),
      );
    return rows
      .filter((row) =>
        SEED_POSTS.some(
          (post) =>
            post.slug === row.slug &&
            post.title === row.title &&
            post.excerpt === row.excerpt &&
            post.body === row.body &&
            row.coverImage === null &&
            row.updatedAt.getTime() === row.createdAt.getTime(),
        ),
      )
      .map((row) => ({ id: row.id, title: row.title }));
  },
  remove: async (database, ids) => {
    await database.delete(blogPosts).where(inArray(blogPosts.id, [...ids]));
  },
};

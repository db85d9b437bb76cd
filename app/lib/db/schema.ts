import { relations, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  BlogPostStatus,
  DonationFrequency,
  DonationPaymentStatus,
  DonationStatus,
  FundKind,
  ListingStatus,
  NewsletterIssueStatus,
  NewsletterSubscriberStatus,
  NoticeKind,
  NoticeScreenStyle,
  NoticeTopic,
  OutboxStatus,
  PaymentStatus,
  PushDeliveryStatus,
  SeasonStatus,
  StaffRole,
  SubmissionStatus,
} from "./enums";

/** Every public form lands here first, before any email is attempted. */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<SubmissionStatus>().notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [index("submissions_kind_created_idx").on(table.kind, table.createdAt)],
);

export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    template: text("template").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status").$type<OutboxStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    lastError: text("last_error"),
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "set null" }),
    /** Extra headers (a newsletter's `List-Unsubscribe` and `List-Unsubscribe-Post`). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /**
     * The newsletter issue this email carries, if any: such emails are sent after every other
     * waiting email, at the rate the mail provider allows, and never twice to one address.
     */
    newsletterIssueId: integer("newsletter_issue_id").references(() => newsletterIssues.id, {
      onDelete: "cascade",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    uniqueIndex("outbox_newsletter_once_idx").on(table.newsletterIssueId, table.toAddress),
  ],
);

/** Fixed-window counters shared by every app server (keyed by action and client IP). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

// Accounts (Better Auth's four tables, written by hand; names are plural, see auth.server.ts).
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_idx").on(table.userId)],
);

/** The back office's roles an account holds (none: a member of the public). */
export const staffRoleGrants = pgTable(
  "staff_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<StaffRole>().notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/**
 * How Better Auth's tables join (no migration: relations are not stored). With them it reads a
 * session and its user in one query instead of two (`advanced.database.joins` in auth.server).
 */
export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
}));
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** Every administrator action: who did what to which record, and when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_created_idx").on(table.createdAt)],
);

// Prayer times (decision 0059): one row per date, kept 60 days ahead by the sync.
export const prayerTimes = pgTable("prayer_times", {
  id: serial("id").primaryKey(),
  date: date("date", { mode: "string" }).notNull().unique(),
  fajr: text("fajr").notNull(),
  sunrise: text("sunrise").notNull(),
  dhuhr: text("dhuhr").notNull(),
  asr: text("asr").notNull(),
  maghrib: text("maghrib").notNull(),
  isha: text("isha").notNull(),
  fajrIqamah: text("fajr_iqamah").notNull(),
  dhuhrIqamah: text("dhuhr_iqamah").notNull(),
  asrIqamah: text("asr_iqamah").notNull(),
  maghribIqamah: text("maghrib_iqamah").notNull(),
  ishaIqamah: text("isha_iqamah").notNull(),
  jummahDoors: text("jummah_doors").notNull(),
  jummahKhutbah: text("jummah_khutbah").notNull(),
  jummahIqamah: text("jummah_iqamah").notNull(),
  hijriDate: text("hijri_date").notNull().default(""),
  source: text("source").$type<"timetable" | "calculated">().notNull(),
  lastUpdated: timestamp("last_updated", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The centre's own timetable: a dated row ("2025-12-01") or a yearly one ("12-01"). */
export const timetableEntries = pgTable("timetable_entries", {
  key: text("key").primaryKey(),
  times: jsonb("times").$type<Record<string, string>>().notNull(),
  iqamah: jsonb("iqamah").$type<Record<string, string>>().notNull().default({}),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Iqamah settings per prayer ("jummah" for Friday) over a date range; the newest covering one wins. */
export const iqamahRules = pgTable("iqamah_rules", {
  id: serial("id").primaryKey(),
  prayer: text("prayer").notNull(),
  mode: text("mode").$type<"fixed" | "offset">().notNull(),
  time: text("time"),
  minutes: integer("minutes"),
  doors: text("doors"),
  khutbah: text("khutbah"),
  validFrom: date("valid_from", { mode: "string" }),
  validTo: date("valid_to", { mode: "string" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first day of an Islamic month as the centre announced it (Ramadan 9, Shawwal 10,
 * Dhu al-Hijjah 12); months without a row follow the Umm al-Qura calendar and its adjustment.
 */
export const islamicMonthStarts = pgTable(
  "islamic_month_starts",
  {
    hijriYear: integer("hijri_year").notNull(),
    month: integer("month").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.hijriYear, table.month] })],
);

/** A night of Ramadan that differs from the rule: its own tarawih time, a note, or both. */
export const ramadanNights = pgTable("ramadan_nights", {
  date: date("date", { mode: "string" }).primaryKey(),
  tarawih: text("tarawih"),
  note: text("note"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An Eid as the centre announces it: when the site starts showing it, and the moon-sighting answer. */
export const eidDays = pgTable(
  "eid_days",
  {
    /** "fitr" or "adha". */
    eid: text("eid").notNull(),
    hijriYear: integer("hijri_year").notNull(),
    /** The first day the site shows this Eid's prayers (home page, banner, screens). */
    showFrom: date("show_from", { mode: "string" }).notNull(),
    /** "sighted" or "not-sighted" once the centre has announced it; null before. */
    moon: text("moon"),
    /** When the people who booked were last told that the day moved. */
    bookersToldAt: timestamp("bookers_told_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.hijriYear, table.eid] })],
);

/** Eid prayers: one row per jama'at of an Eid (its day is the centre's 1 Shawwal or 10 Dhu al-Hijjah). */
export const eidPrayers = pgTable(
  "eid_prayers",
  {
    id: serial("id").primaryKey(),
    /** "fitr" or "adha". */
    eid: text("eid").notNull(),
    hijriYear: integer("hijri_year").notNull(),
    /** The jama'at's time, "HH:MM". */
    time: text("time").notNull(),
    /** Where it is held: "Main hall", "Car park", "Victoria Park". */
    place: text("place").notNull(),
    /** The language of the khutbah. */
    language: text("language").notNull().default(""),
    /** Whether worshippers book a place (free); without booking anyone may come. */
    booking: boolean("booking").notNull().default(false),
    /** Places to book; null: no limit. */
    capacity: integer("capacity"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("eid_prayers_eid_idx").on(table.hijriYear, table.eid)],
);

/** A free place (or several, for a family) at an Eid jama'at. */
export const eidBookings = pgTable(
  "eid_bookings",
  {
    id: serial("id").primaryKey(),
    prayerId: integer("prayer_id")
      .notNull()
      .references(() => eidPrayers.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    people: integer("people").notNull(),
    /** The secret in the booking's own link (to see or cancel it). */
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (table) => [index("eid_bookings_prayer_idx").on(table.prayerId)],
);

/** A community iftar: an evening of Ramadan with places to book. */
export const iftarNights = pgTable("iftar_nights", {
  date: date("date", { mode: "string" }).primaryKey(),
  capacity: integer("capacity").notNull(),
  /** What the evening is ("Sisters' iftar", "Bring a dish"). */
  note: text("note").notNull().default(""),
  /** Whether sign-ups are taken. */
  open: boolean("open").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Places booked at a community iftar. */
export const iftarSignups = pgTable(
  "iftar_signups",
  {
    id: serial("id").primaryKey(),
    date: date("date", { mode: "string" })
      .notNull()
      .references(() => iftarNights.date),
    name: text("name").notNull(),
    email: text("email").notNull(),
    people: integer("people").notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (table) => [index("iftar_signups_date_idx").on(table.date)],
);

/** The volunteer rota of a community iftar: who does what that evening. */
export const iftarVolunteers = pgTable(
  "iftar_volunteers",
  {
    id: serial("id").primaryKey(),
    date: date("date", { mode: "string" })
      .notNull()
      .references(() => iftarNights.date, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** "Setting up", "Serving", "Clearing up". */
    task: text("task").notNull(),
    /** A phone number or email address for the organiser. */
    contact: text("contact").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("iftar_volunteers_date_idx").on(table.date)],
);

/** Site settings an administrator can change, one JSON value per key. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const weeklyEvents = pgTable(
  "weekly_events",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    dayOfWeek: integer("day_of_week").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    location: text("location").notNull().default(""),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("weekly_events_position_idx").on(table.position)],
);
// ── Blog ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Posts of the centre's blog, written in Markdown. The public sees a post when its status is
 * "published" and its publish time has passed (a future time means scheduled).
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    authorName: text("author_name").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Upload key of the cover image (a WebP under DATA_DIR/uploads), with its size and alt text. */
    coverImage: text("cover_image"),
    coverAlt: text("cover_alt"),
    coverWidth: integer("cover_width"),
    coverHeight: integer("cover_height"),
    status: text("status").$type<BlogPostStatus>().notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("blog_posts_public_idx").on(table.status, table.publishAt)],
);

/** Old slugs of a post, so links keep working after a slug changes (301 to the current one). */
export const blogSlugRedirects = pgTable("blog_slug_redirects", {
  slug: text("slug").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
// ---------------------------------------------------------------------------------------------
// Payments (Stripe Checkout, shared by every feature that takes a payment) and summer programmes.

/** One row per Stripe Checkout session (a registration may have several attempts). */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    stripeSessionId: text("stripe_session_id").notNull().unique(),
    /** What is paid for ('summer', …) and the id of that record. */
    purpose: text("purpose").notNull(),
    reference: text("reference").notNull(),
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull().default("gbp"),
    status: text("status").$type<PaymentStatus>().notNull().default("open"),
    paymentIntentId: text("payment_intent_id"),
    /** Refunded so far, as Stripe's charge says (`amount_refunded`). */
    refundedPence: integer("refunded_pence").notNull().default(0),
    /** The status of Stripe's dispute of the charge (`needs_response`, `won`, `lost`…), if any. */
    disputeStatus: text("dispute_status"),
    url: text("url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [index("payments_reference_idx").on(table.purpose, table.reference)],
);

/** Stripe webhook events already handled (idempotency). */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A summer season (decisions 0137–0148): its registration window, discount rules and status.
 * The 2025 leaflet is the season the migration adds; a centre copies it to run the next summer.
 */
export const summerSeasons = pgTable("summer_seasons", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  status: text("status").$type<SeasonStatus>().notNull().default("draft"),
  /** UK-time instants; null opens at once / never closes (the session dates still close). */
  registrationOpensAt: timestamp("registration_opens_at", { withTimezone: true }),
  registrationClosesAt: timestamp("registration_closes_at", { withTimezone: true }),
  fullWeekDays: integer("full_week_days").notNull().default(6),
  fullWeekPercent: integer("full_week_percent").notNull().default(10),
  siblingPercent: integer("sibling_percent").notNull().default(5),
  /** The season's own wording of its public pages; what is missing reads as the built-in text. */
  texts: jsonb("texts").$type<SummerSeasonTexts>(),
  /** Made by the demo seed (dated from the day it ran), marked "demo" in the admin. */
  demo: boolean("demo").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A summer season's wording (decision 0368): the gallery's heading, the FAQ and the terms (with
 * `{tokens}` filled from the season's figures) and the price pop-up as printed (absent: written
 * from the prices).
 */
export interface SummerSeasonTexts {
  galleryHeading?: string;
  faq?: string;
  terms?: string;
  prices?: string;
}

/** What a programme's card shows besides its name (the leaflet's copy). */
export interface SummerProgrammeDetails {
  subtitle: string;
  intro: string;
  bullets: string[];
  timetable: string;
  topics: { group: string; weeks: string[] }[];
}

/** A programme of a season; `key` ('fantastic-5', 'quran') is what registrations store. */
export const summerProgrammes = pgTable(
  "summer_programmes",
  {
    id: serial("id").primaryKey(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => summerSeasons.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    name: text("name").notNull(),
    short: text("short").notNull(),
    description: text("description").notNull().default(""),
    details: jsonb("details").$type<SummerProgrammeDetails>(),
    minAge: integer("min_age").notNull(),
    maxAge: integer("max_age").notNull(),
    ratePence: integer("rate_pence").notNull(),
    /** 24-hour "HH:MM", UK time. */
    startTime: text("start_time").notNull().default("10:00"),
    endTime: text("end_time").notNull().default("13:00"),
    /** Early start / late finish, per session (shown, not charged, in 2025). */
    extrasFeePence: integer("extras_fee_pence").notNull().default(500),
    /** Offered in the registration form (2025's Full-Day Camp is priced but not offered). */
    offered: boolean("offered").notNull().default(true),
    position: integer("position").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("summer_programmes_season_key_idx").on(table.seasonId, table.key)],
);

/**
 * One session date of a programme. Its weekday is its group (the Qur'an Intensive's Sundays and
 * Wednesdays); `capacity` null means no limit.
 */
export const summerSessions = pgTable(
  "summer_sessions",
  {
    id: serial("id").primaryKey(),
    programmeId: integer("programme_id")
      .notNull()
      .references(() => summerProgrammes.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    capacity: integer("capacity"),
  },
  (table) => [uniqueIndex("summer_sessions_programme_date_idx").on(table.programmeId, table.date)],
);

/** Discount codes for summer registrations (the migration adds WIC2025 to the 2025 season). */
export const summerCoupons = pgTable("summer_coupons", {
  code: text("code").primaryKey(),
  percent: integer("percent").notNull(),
  validFrom: timestamp("valid_from", { withTimezone: true }),
  validTo: timestamp("valid_to", { withTimezone: true }),
  maxUses: integer("max_uses"),
  uses: integer("uses").notNull().default(0),
  /** Null: any season. */
  seasonId: integer("season_id").references(() => summerSeasons.id, { onDelete: "cascade" }),
  disabled: boolean("disabled").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** "Tell me when it opens": one email to each on the season's opening day, through the outbox. */
export const summerOpeningNotices = pgTable(
  "summer_opening_notices",
  {
    id: serial("id").primaryKey(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => summerSeasons.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("summer_opening_notices_email_idx").on(table.seasonId, table.email)],
);

/** The registration wizard's state between steps, keyed by a cookie. */
export const summerDrafts = pgTable("summer_drafts", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A summer registration, the record the admin's CSV exports (amounts in pence). */
export const summerRegistrations = pgTable(
  "summer_registrations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    seasonId: integer("season_id")
      .notNull()
      .references(() => summerSeasons.id),
    parentName: text("parent_name").notNull(),
    parentEmail: text("parent_email").notNull(),
    parentPhone: text("parent_phone").notNull(),
    paymentMethod: text("payment_method").notNull(),
    numberOfChildren: integer("number_of_children").notNull(),
    childrenDetails: text("children_details").notNull(),
    earlyStart: boolean("early_start").notNull(),
    lateFinish: boolean("late_finish").notNull(),
    subtotalPence: integer("subtotal_pence").notNull(),
    fullWeekDiscountPence: integer("full_week_discount_pence").notNull(),
    siblingDiscountPence: integer("sibling_discount_pence").notNull(),
    couponDiscountPence: integer("coupon_discount_pence").notNull(),
    totalPence: integer("total_pence").notNull(),
    couponUsed: text("coupon_used"),
    termsAccepted: boolean("terms_accepted").notNull(),
    registrationDate: text("registration_date").notNull(),
    status: text("status").notNull().default("Pending Payment"),
    pricing: jsonb("pricing").$type<Record<string, unknown>>().notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidBy: text("paid_by"),
    /** When the retention job removed the names and contact details (the amounts stay). */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("summer_registrations_created_idx").on(table.createdAt)],
);

export interface SummerProgrammeChoice {
  programme: string;
  dates: string[];
  wednesdayDates: string[];
  earlyStart: boolean;
  lateFinish: boolean;
}

export const summerChildren = pgTable(
  "summer_children",
  {
    id: serial("id").primaryKey(),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => summerRegistrations.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    age: integer("age").notNull(),
    programmes: jsonb("programmes").$type<SummerProgrammeChoice[]>().notNull(),
  },
  (table) => [index("summer_children_registration_idx").on(table.registrationId)],
);

/**
 * One child's place at one session: what capacity counts (while the registration is not
 * cancelled or refunded). A booked session cannot be deleted (no cascade).
 */
export const summerBookings = pgTable(
  "summer_bookings",
  {
    id: serial("id").primaryKey(),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => summerRegistrations.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => summerSessions.id),
    childPosition: integer("child_position").notNull(),
  },
  (table) => [
    index("summer_bookings_session_idx").on(table.sessionId),
    uniqueIndex("summer_bookings_place_idx").on(
      table.registrationId,
      table.childPosition,
      table.sessionId,
    ),
  ],
);

// ── Business directory ──────────────────────────────────────────────────────────────────────────

/**
 * The directory's fixed lists: category groups ("category"), their subcategories
 * ("subcategory", with parent_id) and the job-seeker skills ("skill").
 */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"category" | "subcategory" | "skill">().notNull(),
    name: text("name").notNull(),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("categories_kind_position_idx").on(table.kind, table.position)],
);

/** A business listing; only approved ones are public. */
export const businesses = pgTable(
  "businesses",
  {
    id: serial("id").primaryKey(),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    website: text("website").notNull().default(""),
    description: text("description").notNull().default(""),
    /** Starts with a UK postcode, e.g. "WD24 5ER, 1 High Street, Watford". */
    address: text("address").notNull(),
    /** The address's postcode, upper case with one space ("WD24 5ER"). */
    postcode: text("postcode").notNull(),
    /** Upload key of the logo (a WebP under DATA_DIR/uploads). */
    logo: text("logo"),
    facebook: text("facebook").notNull().default(""),
    instagram: text("instagram").notNull().default(""),
    linkedin: text("linkedin").notNull().default(""),
    primaryCategory: text("primary_category").notNull(),
    secondaryCategories: text("secondary_categories").array().notNull().default(sql`'{}'::text[]`),
    subcategory: text("subcategory").notNull().default(""),
    specialty: text("specialty").notNull().default(""),
    status: text("status").$type<ListingStatus>().notNull().default("pending"),
    adminNote: text("admin_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("businesses_status_name_idx").on(table.status, table.name),
    index("businesses_owner_idx").on(table.ownerId),
  ],
);

/**
 * A job seeker's profile; contact details and the CV are private
 * (docs/decisions/0100-job-seeker-privacy-enforced-on-the-server.md).
 */
export const jobSeekers = pgTable(
  "job_seekers",
  {
    id: serial("id").primaryKey(),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    location: text("location").notNull(),
    gender: text("gender").$type<"Male" | "Female">().notNull(),
    experience: text("experience").notNull(),
    availability: text("availability").array().notNull().default(sql`'{}'::text[]`),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    desiredPosition: text("desired_position").notNull().default("Open to opportunities"),
    education: text("education").notNull().default("Not provided"),
    languages: text("languages").notNull().default("English"),
    expectedSalary: text("expected_salary").notNull().default("Negotiable"),
    personalStatement: text("personal_statement").notNull().default("Not provided"),
    facebook: text("facebook").notNull().default(""),
    instagram: text("instagram").notNull().default(""),
    linkedin: text("linkedin").notNull().default(""),
    /** Upload key of the profile picture (public WebP). */
    profilePicture: text("profile_picture"),
    /** Private storage key of the CV (never under a public URL), its original name and type. */
    cvFile: text("cv_file"),
    cvName: text("cv_name"),
    cvType: text("cv_type"),
    /**
     * When the retention job warned the seeker that the profile is about to be deleted. A warning
     * older than `updated_at` no longer counts: updating the profile starts the period again.
     */
    expiryWarnedAt: timestamp("expiry_warned_at", { withTimezone: true }),
    status: text("status").$type<ListingStatus>().notNull().default("pending"),
    adminNote: text("admin_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("job_seekers_status_name_idx").on(table.status, table.fullName),
    index("job_seekers_owner_idx").on(table.ownerId),
  ],
);

/**
 * Businesses and job-seeker profiles filled in but not yet submitted: several businesses saved
 * before "submit all", or anything filled in while signed out, submitted after sign-up or log-in.
 * Tied to a browser by a random cookie (stored here only as its SHA-256), already validated.
 */
export const directoryDrafts = pgTable(
  "directory_drafts",
  {
    id: serial("id").primaryKey(),
    browserKey: text("browser_key").notNull(),
    kind: text("kind").$type<"business" | "job_seeker">().notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("directory_drafts_browser_idx").on(table.browserKey, table.kind)],
);

/**
 * CVs stored for a job-seeker form that came back with errors (or could not be saved): the form
 * carries a signed reference so the CV is not uploaded twice. Until a profile or a draft takes the
 * file, it is held only until `expiresAt`; then the file is deleted.
 */
export const heldCvs = pgTable(
  "held_cvs",
  {
    fileKey: text("file_key").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("held_cvs_expires_idx").on(table.expiresAt)],
);

/** Categories visitors suggest; emailed to the centre. */
export const categorySuggestions = pgTable("category_suggestions", {
  id: serial("id").primaryKey(),
  suggestion: text("suggestion").notNull(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Winter Qur'an Competition (decisions 0125–0136; editions: 0160–0168) ----

export type CompetitionEditionStatus = "draft" | "open" | "closed" | "archived";

/** One year's competition: its date, venue, fee, deadline and group capacity. */
export const competitionEditions = pgTable(
  "competition_editions",
  {
    id: serial("id").primaryKey(),
    year: integer("year").notNull(),
    title: text("title").notNull(),
    /** The day of the competition (a calendar date, UK). */
    eventDate: date("event_date").notNull(),
    venue: text("venue").notNull(),
    feePence: integer("fee_pence").notNull(),
    /** The last instant a registration is taken (a UK-time instant). */
    registrationClosesAt: timestamp("registration_closes_at", { withTimezone: true }).notNull(),
    minAge: integer("min_age").notNull().default(5),
    maxAge: integer("max_age").notNull().default(25),
    groupMin: integer("group_min").notNull().default(10),
    groupMax: integer("group_max").notNull().default(15),
    /** Extra rules shown on the rules page (empty: the standing rules only). */
    rulesText: text("rules_text").notNull().default(""),
    status: text("status").$type<CompetitionEditionStatus>().notNull().default("draft"),
    /** Made by the demo seed (dated from the day it ran), marked "demo" in the admin. */
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("competition_editions_year_idx").on(table.year)],
);

export const competitionRegistrations = pgTable(
  "competition_registrations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    parentName: text("parent_name").notNull(),
    parentEmail: text("parent_email").notNull(),
    parentPhone: text("parent_phone").notNull(),
    /** 'child' or 'myself'. */
    registeringAs: text("registering_as").notNull(),
    childName: text("child_name"),
    /** Lower-cased participant name + email: the same person may enter a category once. */
    participantKey: text("participant_key").notNull(),
    editionId: integer("edition_id")
      .notNull()
      .references(() => competitionEditions.id),
    age: integer("age").notNull(),
    postcode: text("postcode").notNull(),
    gender: text("gender").notNull(),
    category: integer("category").notNull(),
    group: text("group").notNull(),
    registrationDate: text("registration_date").notNull(),
    status: text("status").notNull().default("Pending Payment"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidBy: text("paid_by"),
    /** The judges' criteria scores (0–10 each, null until scored). */
    scores: jsonb("scores").$type<(number | null)[]>(),
    /** When the retention job removed the names, contact details and postcode. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("competition_registrations_person_category_idx").on(
      table.editionId,
      table.participantKey,
      table.category,
    ),
    index("competition_registrations_group_idx").on(table.editionId, table.category, table.group),
  ],
);

// ---- WIC Academy terms and courses (decisions 0149–0159) ----

/**
 * An academy term: its name as the site shows it ("New term from September 2025") and its start
 * date. Status is 'draft', 'current' or 'archived'; at most one term is current (the one the
 * enrolment page, the home card and the enrol form read).
 */
export const academyTerms = pgTable(
  "academy_terms",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    startsOn: date("starts_on").notNull(),
    status: text("status").notNull().default("draft"),
    /** Demo content made by the seed on a fresh database. */
    demo: boolean("demo").notNull().default(false),
    /** The "See the Academy" videos: title and YouTube id (optional). */
    videos: jsonb("videos")
      .$type<{ title: string; youtubeId?: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("academy_terms_one_current_idx")
      .on(table.status)
      .where(sql`${table.status} = 'current'`),
  ],
);

/** A course of a term, in display order, with its schedule options and ages. */
export const academyCourses = pgTable(
  "academy_courses",
  {
    id: serial("id").primaryKey(),
    termId: integer("term_id")
      .notNull()
      .references(() => academyTerms.id, { onDelete: "cascade" }),
    /** The value the enrol form posts and `?course=` uses ("weekday", "weekend", "adult"). */
    slug: text("slug").notNull(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    ageLabel: text("age_label").notNull(),
    description: text("description").notNull(),
    features: jsonb("features").$type<string[]>().notNull(),
    times: text("times").notNull(),
    /** 'checkbox' (several days) or 'radio' (exactly one course option). */
    choice: text("choice").notNull(),
    options: jsonb("options").$type<{ id: string; label: string; days: string }[]>().notNull(),
    contact: text("contact").notNull(),
    minAge: integer("min_age").notNull(),
    maxAge: integer("max_age").notNull(),
    /** When the course was last saved: the version its form carries. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("academy_courses_term_slug_idx").on(table.termId, table.slug)],
);

// ---- Staff edit the site (decisions 0169–0210) ----

/**
 * The centre's settings as one JSON document under the id 'site' (identity, contacts, links,
 * videos, colours, announcement). A missing row or field means the typed default of
 * `app/lib/config/site.ts`; the admin's form validates what is written here.
 */
export const siteSettings = pgTable("site_settings", {
  id: text("id").primaryKey(),
  value: jsonb("value").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedById: text("updated_by_id").references(() => users.id, { onDelete: "set null" }),
});

/** The media library: images uploaded by staff (re-encoded WebP under DATA_DIR/uploads). */
export const mediaItems = pgTable("media_items", {
  id: serial("id").primaryKey(),
  /** Upload key, served at /uploads/<key>. */
  key: text("key").notNull(),
  alt: text("alt").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When its alt text was last saved: the version its editor carries. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where library images appear without code: 'home-hero' (one) and 'summer-slideshow' (in
 * position order). No row for a placement means its built-in artwork.
 */
export const mediaPlacements = pgTable(
  "media_placements",
  {
    id: serial("id").primaryKey(),
    placement: text("placement").notNull(),
    mediaId: integer("media_id")
      .notNull()
      .references(() => mediaItems.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    caption: text("caption").notNull().default(""),
  },
  (table) => [index("media_placements_placement_idx").on(table.placement, table.position)],
);

/**
 * The editable Markdown pages (what-is-wic, why-choose-wic, academy-policy, policies/privacy,
 * policies/terms), keyed by their path without the leading slash. The row holds the current
 * version, rendered once when it is saved; every save also adds a content_revisions row.
 */
export const contentPages = pgTable("content_pages", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  body: text("body").notNull(),
  /** Sanitised HTML of `body`, and its h2–h6 headings ({ depth, id, text }) for jump lists. */
  html: text("html").notNull(),
  headings: jsonb("headings").$type<{ depth: number; id: string; text: string }[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedById: text("updated_by_id").references(() => users.id, { onDelete: "set null" }),
});

/** Every saved version of a content page: who, when, and the whole text (restore copies one back). */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    pageSlug: text("page_slug")
      .notNull()
      .references(() => contentPages.slug, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    body: text("body").notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Shown in the history even after the account is deleted ("Seed" for the first version). */
    authorName: text("author_name").notNull(),
    /** The revision this one restored, when it was made by Restore. */
    restoredFromId: integer("restored_from_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_revisions_page_idx").on(table.pageSlug, table.createdAt)],
);

/**
 * The community projects (/projects/:slug): the first eight are seeded, staff add more and
 * hide any. The hero's art or photo, the form it uses and its buttons, then a Markdown body.
 */
export const projects = pgTable("projects", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  subtitle: text("subtitle").notNull(),
  tagline: text("tagline"),
  /** Two colours and a motif for the self-drawn artwork, used when there is no photo. */
  art: jsonb("art").$type<{ from: string; to: string; motif: string }>().notNull(),
  imageId: integer("image_id").references(() => mediaItems.id, { onDelete: "set null" }),
  /** Which form the page shows: 'interest', 'football', 'elders' or 'advice'. */
  form: text("form").notNull(),
  /** The form's choices (purpose, age category, elders modes), each also a hero button. */
  options: jsonb("options").$type<string[]>().notNull(),
  /** The hero's other buttons: WhatsApp groups (by settings key) and links. */
  links: jsonb("links")
    .$type<
      (
        | { type: "whatsapp"; label: string; group: string }
        | { type: "link"; label: string; href: string }
      )[]
    >()
    .notNull(),
  body: text("body").notNull().default(""),
  bodyHtml: text("body_html").notNull().default(""),
  hidden: boolean("hidden").notNull().default(false),
  position: integer("position").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row (id 1): bumped whenever something a public page shows may have changed. Every server's
 * page cache compares it with the version its cached pages were rendered under.
 */
export const pageCacheVersion = pgTable("page_cache_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per backup (the daily job, the admin's "Back up now", `npm run backup`). A daily run
 * claims its London date in `day_key` first, so with several servers only one backs up a day.
 */
export const backupRuns = pgTable("backup_runs", {
  id: serial("id").primaryKey(),
  /** 'daily', 'manual' (the admin's button) or 'command' (npm run backup). */
  trigger: text("trigger").notNull(),
  dayKey: text("day_key").unique(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  fileName: text("file_name"),
  bytes: bigint("bytes", { mode: "number" }),
  /** Null while it runs. */
  ok: boolean("ok"),
  error: text("error"),
});

// ---- Donations with Gift Aid (decisions 0274–0287) ----

/** A fund a donor gives to (Sadaqah, Zakat, the building fund…): its wording is the admin's. */
export const donationFunds = pgTable("donation_funds", {
  id: serial("id").primaryKey(),
  /** Stable key for links and the defaults ("zakat", "building-fund"). */
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** How the fund is used, shown under its name on /donate. */
  description: text("description").notNull().default(""),
  kind: text("kind").$type<FundKind>().notNull().default("amount"),
  /** 'per-person' funds: the rate the admin sets each Ramadan. */
  perPersonPence: integer("per_person_pence"),
  /** Suggested amounts in pence ('amount' funds); empty = the site's defaults. */
  suggestedPence: jsonb("suggested_pence").$type<number[]>().notNull().default([]),
  monthlyAllowed: boolean("monthly_allowed").notNull().default(true),
  /** Shown on /donate only between these UK dates (inclusive; null = open-ended). */
  showFrom: date("show_from"),
  showTo: date("show_to"),
  active: boolean("active").notNull().default(true),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An appeal: a target for a fund between two UK dates; progress counts paid donations only. */
export const donationCampaigns = pgTable("donation_campaigns", {
  id: serial("id").primaryKey(),
  fundId: integer("fund_id")
    .notNull()
    .references(() => donationFunds.id),
  title: text("title").notNull(),
  targetPence: integer("target_pence").notNull(),
  startsOn: date("starts_on").notNull(),
  endsOn: date("ends_on").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A donor's Gift Aid declaration (HMRC's model wording, `textVersion` names the text shown). It
 * covers the donations made under it until it is cancelled; the address is for Gift Aid only.
 */
export const giftAidDeclarations = pgTable("gift_aid_declarations", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  title: text("title").notNull().default(""),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  houseNameOrNumber: text("house_name_or_number").notNull(),
  postcode: text("postcode").notNull(),
  email: text("email").notNull(),
  textVersion: text("text_version").notNull(),
  declaredAt: timestamp("declared_at", { withTimezone: true }).notNull().defaultNow(),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
});

/** One donation as the donor made it: a one-off payment or a monthly subscription. */
export const donations = pgTable(
  "donations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    fundId: integer("fund_id")
      .notNull()
      .references(() => donationFunds.id),
    /** The fund's name when the donation was made (receipts and exports say what the donor saw). */
    fundName: text("fund_name").notNull(),
    frequency: text("frequency").$type<DonationFrequency>().notNull(),
    /** Per payment (each month, for a monthly donation). */
    amountPence: integer("amount_pence").notNull(),
    /** 'per-person' funds: how many people, at what rate. */
    people: integer("people"),
    perPersonPence: integer("per_person_pence"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    giftAidDeclarationId: uuid("gift_aid_declaration_id").references(() => giftAidDeclarations.id, {
      onDelete: "set null",
    }),
    status: text("status").$type<DonationStatus>().notNull().default("pending"),
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    stripeCustomerId: text("stripe_customer_id"),
    /** The secret in the receipt's link to manage the donation (cancel, change, Gift Aid). */
    manageToken: text("manage_token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
  },
  (table) => [
    index("donations_created_idx").on(table.createdAt),
    index("donations_email_idx").on(table.email),
  ],
);

/** A claim sent to HMRC: the Gift Aid payments it lists point at it, so none is claimed twice. */
export const giftAidClaims = pgTable("gift_aid_claims", {
  id: serial("id").primaryKey(),
  /** The UK dates of the payments it covers (inclusive). */
  periodFrom: date("period_from").notNull(),
  periodTo: date("period_to").notNull(),
  paymentCount: integer("payment_count").notNull(),
  totalPence: integer("total_pence").notNull(),
  /**
   * Payments an earlier claim listed and that were refunded since: the Gift Aid on them was
   * overclaimed, and this claim tells HMRC (Charities Online's adjustment).
   */
  adjustedPaymentCount: integer("adjusted_payment_count").notNull().default(0),
  adjustedTotalPence: integer("adjusted_total_pence").notNull().default(0),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Money received (or a failed attempt): the one-off payment, or each month's invoice. */
export const donationPayments = pgTable(
  "donation_payments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    donationId: uuid("donation_id")
      .notNull()
      .references(() => donations.id, { onDelete: "cascade" }),
    amountPence: integer("amount_pence").notNull(),
    status: text("status").$type<DonationPaymentStatus>().notNull(),
    /** Made under a Gift Aid declaration that was in force when it was paid. */
    giftAid: boolean("gift_aid").notNull().default(false),
    stripeSessionId: text("stripe_session_id").unique(),
    stripeInvoiceId: text("stripe_invoice_id").unique(),
    paymentIntentId: text("payment_intent_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** Refunded so far, as Stripe's charge says (`amount_refunded`). */
    refundedPence: integer("refunded_pence").notNull().default(0),
    /** The status of Stripe's dispute of the charge (`needs_response`, `won`, `lost`…), if any. */
    disputeStatus: text("dispute_status"),
    giftAidClaimId: integer("gift_aid_claim_id").references(() => giftAidClaims.id),
    /** The later claim that adjusted for it, once it was refunded after being claimed. */
    giftAidAdjustedInClaimId: integer("gift_aid_adjusted_in_claim_id").references(
      () => giftAidClaims.id,
    ),
    /** How much of it claims have adjusted for so far (a later partial refund adds the rest). */
    giftAidAdjustedPence: integer("gift_aid_adjusted_pence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("donation_payments_paid_idx").on(table.paidAt),
    index("donation_payments_donation_idx").on(table.donationId),
  ],
);

/** The details of a janazah notice (decision 0387): kept no longer than its retention rule. */
export interface JanazahDetails {
  /** Only with the family's consent, which `familyConsent` records. */
  deceasedName: string;
  familyConsent: boolean;
  /** When the janazah prayer is ("After Dhuhr, 13:15"). */
  prayer: string;
  place: string;
  burial: string;
}

/**
 * A notice, written once and sent where staff chose (decision 0386): the banner above the site's
 * pages, the wall screens, web push and email, between its start and end.
 */
export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<NoticeKind>().notNull(),
    /** The subscribers it reaches by push and email. */
    topic: text("topic").$type<NoticeTopic>().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    link: text("link"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    onSite: boolean("on_site").notNull().default(true),
    onScreens: text("on_screens").$type<NoticeScreenStyle>().notNull().default("none"),
    byPush: boolean("by_push").notNull().default(false),
    byEmail: boolean("by_email").notNull().default(false),
    janazah: jsonb("janazah").$type<JanazahDetails>(),
    /** Set once its pushes were queued (at its start), so they are queued once. */
    pushQueuedAt: timestamp("push_queued_at", { withTimezone: true }),
    /** A notice made by a job, once per key (the prayer-time alert for a date). */
    alertKey: text("alert_key").unique(),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("notices_times_idx").on(table.startsAt, table.endsAt)],
);

/** A browser subscribed to web push (the Push API's subscription), with its topics. */
export const pushSubscriptions = pgTable("push_subscriptions", {
  id: serial("id").primaryKey(),
  endpoint: text("endpoint").notNull().unique(),
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  topics: jsonb("topics").$type<NoticeTopic[]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
});

/** One push of one notice to one subscription: at most one each (the primary key). */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    status: text("status").$type<PushDeliveryStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.noticeId, table.subscriptionId] }),
    index("push_deliveries_due_idx").on(table.status, table.nextAttemptAt),
  ],
);

/** An email address subscribed to the newsletter's topics, confirmed by its link. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    topics: jsonb("topics").$type<NoticeTopic[]>().notNull(),
    status: text("status").$type<NewsletterSubscriberStatus>().notNull().default("pending"),
    /** The secret in the confirmation, manage and unsubscribe links. */
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("newsletter_subscribers_email_idx").on(sql`lower(${table.email})`)],
);

/** A newsletter issue: Markdown, sent to one topic's confirmed subscribers through the outbox. */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    topic: text("topic").$type<NoticeTopic>().notNull(),
    status: text("status").$type<NewsletterIssueStatus>().notNull().default("draft"),
    /** The notice it was made from, when a notice went by email (deleted with it: a janazah). */
    noticeId: integer("notice_id").references(() => notices.id, { onDelete: "cascade" }),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    /** When its last email was queued (the outbox still sends them). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("newsletter_issues_notice_idx").on(table.noticeId)],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

export const submissionStatuses = ["new", "handled"] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

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

export const outboxStatuses = ["queued", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/** Fixed-window counters shared by every app server (keyed by action and client IP). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

// Accounts (Better Auth's four tables, written by hand; names are plural, see auth.server.ts).
export const roles = ["user", "admin"] as const;
export type Role = (typeof roles)[number];

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role").$type<Role>().notNull().default("user"),
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

// ---------------------------------------------------------------------------------------------
// Payments (Stripe Checkout, shared by every feature that takes a payment) and summer programmes.

export const paymentStatuses = ["open", "paid", "expired", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

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

/** Discount codes for summer registrations (seeded with WIC2025). */
export const summerCoupons = pgTable("summer_coupons", {
  code: text("code").primaryKey(),
  percent: integer("percent").notNull(),
  validFrom: timestamp("valid_from", { withTimezone: true }),
  validTo: timestamp("valid_to", { withTimezone: true }),
  maxUses: integer("max_uses"),
  uses: integer("uses").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The registration wizard's state between steps, keyed by a cookie. */
export const summerDrafts = pgTable("summer_drafts", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The registration record of spec 001 §3 (amounts in pence). */
export const summerRegistrations = pgTable(
  "summer_registrations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
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

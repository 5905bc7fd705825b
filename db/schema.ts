import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Every accepted public submission: bookings, contact messages, datasheet requests. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** booking | contact | datasheet */
    kind: text("kind").notNull(),
    /** The public function that accepted it, e.g. send-demo-confirmation. */
    functionName: text("function_name").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    message: text("message"),
    /** Form-specific fields (role, company size, use case, campaign, product…). */
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    sourcePage: text("source_page"),
    utm: jsonb("utm").$type<Record<string, string>>().notNull().default({}),
    referrer: text("referrer"),
    idempotencyKey: uuid("idempotency_key").unique(),
    createdAt: createdAt(),
  },
  (t) => [index("leads_created_at_idx").on(t.createdAt), index("leads_kind_idx").on(t.kind)],
);

export const bookings = pgTable("bookings", {
  id: uuid("id").primaryKey().defaultRandom(),
  leadId: uuid("lead_id")
    .notNull()
    .unique()
    .references(() => leads.id, { onDelete: "cascade" }),
  /** demo | discovery */
  meetingType: text("meeting_type").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  durationMinutes: integer("duration_minutes").notNull(),
  inviteUid: text("invite_uid").notNull().unique(),
  inviteSequence: integer("invite_sequence").notNull().default(0),
  createdAt: createdAt(),
});

/** One row per taken place in a slot; the primary key is what keeps a slot from overbooking. */
export const slotSeats = pgTable(
  "slot_seats",
  {
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    seat: integer("seat").notNull(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.startsAt, t.seat] })],
);

export type OutboxMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** RFC 5545 invite sent as text/calendar; method=REQUEST and as an .ics attachment. */
  icalEvent?: { filename: string; content: string };
};

/**
 * A message as the outbox stores it: rendered, or with its body still to render from a template's
 * name and props (app/features/mail/email-content.server.tsx), which the worker does before
 * sending, so a lead's request does not spend its time on e-mail HTML.
 */
export type QueuedMessage = Omit<OutboxMessage, "html" | "text"> &
  ({ html: string; text: string; body?: undefined } | { body: { template: string; props: Record<string, unknown> }; html?: undefined; text?: undefined });

/** Mail leaves through here, written in the same transaction as its lead. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** visitor-confirmation | sales-notification | … */
    template: text("template").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    message: jsonb("message").$type<QueuedMessage>().notNull(),
    /** pending | sending | sent | held | dead */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    author: text("author").notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    readTime: text("read_time").notNull().default("5 min read"),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    featuredImageUrl: text("featured_image_url"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_posts_published_idx").on(t.published, t.publishedAt)],
);

export const admins = pgTable("admins", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
});

export const adminSessions = pgTable(
  "admin_sessions",
  {
    /** SHA-256 of the cookie's token: a leaked table does not yield live sessions. */
    tokenHash: text("token_hash").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId)],
);

/** rate-limiter-flexible's Drizzle store: counters shared by every app process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

/** Secrets generated once and kept with the data (cookie signing key, docs phrase). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

export type Lead = typeof leads.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type Admin = typeof admins.$inferSelect;

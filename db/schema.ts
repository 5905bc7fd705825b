import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Text compared byte by byte, whatever the server's locale: the order of a sort key, and a prefix
 * match (`like 'ab%'`) that a btree index can serve (only the C collation allows that).
 */
const byteText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * Lower case with Latin accents folded ("Ávila" → "avila"), by the database function
 * `search_fold` (migration 0007), which the search keys below are made with and the inbox's
 * search applies to what is typed, so both sides of a comparison are folded alike.
 */
const searchFold = (value: SQL) => sql`search_fold(${value})`;

/** Binary data: PGlite hands back a Uint8Array, pg a Buffer; both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

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
    /** Where sales stand with it: new | contacted | qualified | won | lost (lead-pipeline.ts). */
    status: text("status").notNull().default("new"),
    /** The staff member who works it; unassigned when null (or when their account is removed). */
    ownerId: uuid("owner_id").references(() => admins.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    // Kept by the database from the columns above (never written by the application): what the
    // inbox searches, sorts and counts by, each served by an index.
    /** Name, e-mail, company and message, folded: the inbox search's substring match (trigram index). */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchFold(
            sql`${leads.firstName} || ' ' || ${leads.lastName} || chr(10) || ${leads.email} || chr(10) || coalesce(${leads.company}, '') || chr(10) || coalesce(${leads.message}, '')`,
          ),
      ),
    /** The phone number's digits alone: "+44 (20) 7946-0958" is found by "7946 0958". */
    phoneDigits: text("phone_digits")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g')`),
    /** The address in lower case: one mailbox however it was typed (the per-address booking cap). */
    emailKey: byteText("email_key")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${leads.email})`),
    lastNameKey: byteText("last_name_key")
      .notNull()
      .generatedAlwaysAs((): SQL => searchFold(sql`${leads.lastName}`)),
    firstNameKey: byteText("first_name_key")
      .notNull()
      .generatedAlwaysAs((): SQL => searchFold(sql`${leads.firstName}`)),
    /** "0" and the folded company, or "1" without one: leads without a company sort after the rest. */
    companyKey: byteText("company_key")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`case when coalesce(btrim(${leads.company}), '') = '' then '1' else '0' || search_fold(${leads.company}) end`,
      ),
    /** Pipeline order, highest first: new 5, contacted 4, qualified 3, won 2, lost 1 (lead-pipeline.ts). */
    statusWeight: integer("status_weight")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case ${leads.status} when 'new' then 5 when 'contacted' then 4 when 'qualified' then 3 when 'won' then 2 when 'lost' then 1 else 0 end`,
      ),
  },
  // One index per order the inbox offers (each ends in the id, so a page boundary is exact), one
  // per filter in the default order, and the search's trigram indexes.
  (t) => [
    index("leads_created_idx").on(t.createdAt, t.id),
    index("leads_kind_created_idx").on(t.kind, t.createdAt, t.id),
    index("leads_status_created_idx").on(t.status, t.createdAt, t.id),
    index("leads_owner_created_idx").on(t.ownerId, t.createdAt, t.id),
    index("leads_name_idx").on(t.lastNameKey, t.firstNameKey, t.createdAt, t.id),
    index("leads_company_idx").on(t.companyKey, t.createdAt, t.id),
    index("leads_status_weight_idx").on(t.statusWeight, t.createdAt, t.id),
    // A search of one or two letters: the start of the full name ("bo l"), the last name, the e-mail or the company.
    index("leads_full_name_idx").on(sql`(${t.firstNameKey} || ' ' || ${t.lastNameKey})`),
    index("leads_email_key_idx").on(t.emailKey),
    index("leads_search_text_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("leads_phone_digits_idx").using("gin", t.phoneDigits.op("gin_trgm_ops")),
  ],
);

/**
 * How many leads there are of each kind and status: the inbox's tabs, read on every view. Kept by
 * a trigger on `leads` (migration 0008) that runs at commit, so a rolled-back lead never counts
 * and concurrent leads hold the counter row only while they commit.
 */
export const leadCounts = pgTable(
  "lead_counts",
  {
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.status] })],
);

/**
 * The Insights page's daily counts (decision 050): per Eastern day, how many leads arrived with each
 * value of each dimension (kind, form, status and owner today, UTM values, referrer domain, landing
 * page, the blog post it came from), and how many status changes to each status staff made. Kept by
 * triggers on `leads` and `audit_log` that run at commit (migration 0019; `lead_day_values` as
 * migration 0021 last wrote it), so a report reads a few rows per day.
 */
export const leadDays = pgTable(
  "lead_days",
  {
    dimension: text("dimension").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    value: text("value").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.value] })],
);

/** What sales wrote about a lead, oldest first; erased with it. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => admins.id, { onDelete: "set null" }),
    /** Who wrote it, kept as written even if the account goes. */
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

export const bookings = pgTable(
  "bookings",
  {
  id: uuid("id").primaryKey().defaultRandom(),
  leadId: uuid("lead_id")
    .notNull()
    .unique()
    .references(() => leads.id, { onDelete: "cascade" }),
  /** demo | discovery */
  meetingType: text("meeting_type").notNull(),
  /** What the meeting is called in e-mails and the invite; null for bookings made before it was kept. */
  title: text("title"),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  durationMinutes: integer("duration_minutes").notNull(),
  /** confirmed | cancelled (a cancelled booking holds no seat). */
  status: text("status").notNull().default("confirmed"),
  /** The visitor's IANA zone as their browser reported it, when it was sent. */
  visitorTimeZone: text("visitor_time_zone"),
  inviteUid: text("invite_uid").notNull().unique(),
  inviteSequence: integer("invite_sequence").notNull().default(0),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  /** The sales member who takes the meeting (round-robin among free hosts); null without hosts. */
  hostId: uuid("host_id").references(() => admins.id, { onDelete: "set null" }),
  /** held | no-show, marked by the host or an admin after the meeting ended; null until then. */
  outcome: text("outcome"),
  outcomeAt: timestamp("outcome_at", { withTimezone: true }),
  createdAt: createdAt(),
  },
  (t) => [
    // The meetings still to come, soonest first, without reading the past ones.
    index("bookings_confirmed_starts_idx").on(t.startsAt, t.id).where(sql`${t.status} = 'confirmed'`),
    // Round-robin's "fewest meetings over the last 30 days, longest since the last".
    index("bookings_host_starts_idx").on(t.hostId, t.startsAt).where(sql`${t.hostId} is not null`),
    // Insights: the meetings booked, and cancelled, in a date range.
    index("bookings_created_idx").on(t.createdAt),
    index("bookings_cancelled_idx").on(t.cancelledAt).where(sql`${t.cancelledAt} is not null`),
  ],
);

/**
 * The Insights page's meetings per Eastern day (decision 050): booked (the day it was made), each
 * outcome (the meeting's day), cancelled (the day it was), per host ("none" without one). Kept by a
 * trigger on `bookings` that runs at commit (migration 0019); reschedules are read from booking_events.
 */
export const meetingDays = pgTable(
  "meeting_days",
  {
    measure: text("measure").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    host: text("host").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.measure, t.day, t.host] })],
);

/**
 * Each meeting still on, with the hours from its lead's arrival to its start: the Insights page's
 * median wait, read without a lead per booking. Kept by a trigger on `bookings` (migration 0019).
 */
export const meetingWaits = pgTable(
  "meeting_waits",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    bookedAt: timestamp("booked_at", { withTimezone: true }).notNull(),
    hours: doublePrecision("hours").notNull(),
  },
  (t) => [index("meeting_waits_booked_idx").on(t.bookedAt, t.hours)],
);

/**
 * The manage links of a booking (/bookings/<token>): only the SHA-256 of each token is kept, so the
 * table yields no working link. A booking may have several: one per e-mail that had to carry a link
 * the server did not hold (staff changes), each valid until the booking is erased.
 */
export const bookingTokens = pgTable(
  "booking_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("booking_tokens_booking_idx").on(t.bookingId)],
);

/** What happened to a booking after it was made: each reschedule and cancellation, who did it and why. */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** rescheduled | cancelled */
    action: text("action").notNull(),
    /** visitor | staff */
    actor: text("actor").notNull(),
    /** The staff member's address (kept as text: the event outlives an admin account). */
    staffEmail: text("staff_email"),
    previousStartsAt: timestamp("previous_starts_at", { withTimezone: true }).notNull(),
    /** The new start of a reschedule; null for a cancellation. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    reason: text("reason"),
    /** The invite's SEQUENCE after this change. */
    inviteSequence: integer("invite_sequence").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_events_booking_idx").on(t.bookingId, t.createdAt),
    // Insights: the reschedules in a date range.
    index("booking_events_action_created_idx").on(t.action, t.createdAt),
  ],
);

/** One row per taken place in a slot; the primary key is what keeps a slot from overbooking. */
/** A range of instants, [start, end), as PostgreSQL's tstzrange (text in, text out). */
const instantRange = customType<{ data: string }>({ dataType: () => "tstzrange" });

/**
 * The time a confirmed booking holds (decision 043): a host's meeting with their buffers around
 * it, or without hosts one of SLOT_CAPACITY anonymous seats for the meeting's length. The
 * exclusion constraint (migration 0014, btree_gist) refuses two overlapping ranges of one holder,
 * so no count can race: the database itself keeps a host from two meetings at once.
 */
export const meetingHolds = pgTable(
  "meeting_holds",
  {
    bookingId: uuid("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** host:<admin id> or seat:<n> */
    holder: text("holder").notNull(),
    during: instantRange("during").notNull(),
  },
);

export type OutboxMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /**
   * RFC 5545 invite sent as a text/calendar alternative and as an .ics attachment; the method
   * (REQUEST when absent, as in messages written before it was stored) must match the file's.
   */
  icalEvent?: { filename: string; content: string; method?: "REQUEST" | "CANCEL" };
  /**
   * Extra header fields, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
   * Written by the application only, never from a visitor's input.
   */
  headers?: Record<string, string>;
};

/**
 * A message as the outbox stores it: rendered, or with its body still to render from a template's
 * name and props (app/features/mail/email-content.server.tsx), which the worker does before
 * sending, so a lead's request does not spend its time on e-mail HTML.
 */
export type QueuedMessage = Omit<OutboxMessage, "html" | "text"> & {
  /**
   * A message queued ahead of its time (a booking's reminder), as ISO instants: it is not sent
   * before `notBefore` (its row's first next_attempt_at), and once `notAfter` has passed (the meeting
   * started) it is withdrawn unsent. Its wait is counted from `notBefore` (outbox-backlog.server.ts).
   */
  schedule?: { notBefore: string; notAfter: string };
} & ({ html: string; text: string; body?: undefined } | { body: { template: string; props: Record<string, unknown> }; html?: undefined; text?: undefined });

/**
 * A webhook event waiting in the outbox: the exact JSON body `{ type, timestamp, data }` that is
 * POSTed (kept as text, so every retry sends the same bytes). It is signed at each attempt, with
 * `msg_<outbox id>` as its webhook-id (see app/features/webhooks and docs/webhooks.md).
 */
export type WebhookOutboxMessage = { kind: "webhook"; type: string; body: string };

/**
 * A meeting to write into a host's own CalDAV calendar, or to remove from it (`ics` null): the
 * calendar object as it is PUT (see app/features/scheduling/calendars). The host's account is read
 * when it is delivered, so a changed password applies to what still waits.
 */
export type CalendarWriteBackMessage = { kind: "caldav"; adminId: string; uid: string; ics: string | null };

/**
 * What an outbox row carries: an e-mail (channel "email"), a webhook event (channel "webhook") or a
 * calendar write-back (channel "caldav").
 */
export type OutboxPayload = QueuedMessage | WebhookOutboxMessage | CalendarWriteBackMessage;

/**
 * Mail, webhook events and calendar write-backs leave through here, written in the same
 * transaction as the change they tell of (a lead, a booking's change, a newsletter sign-up).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** email | webhook | caldav: which sender delivers it, and what `message` holds. */
    channel: text("channel").notNull().default("email"),
    /** visitor-confirmation | sales-notification | … ; for a webhook, its event type (lead.created…) */
    template: text("template").notNull(),
    /**
     * The e-mail's address; for a webhook, the origin of WEBHOOK_URL when it was queued; for a
     * calendar write-back, the origin of the host's CalDAV server.
     */
    recipient: text("recipient").notNull(),
    /**
     * The recipient's mailbox (lower case, no +tag) on visitor mail, whose volume per mailbox is
     * capped; null on the sales team's copies. Indexed with the time, so the cap reads a few rows.
     */
    mailboxKey: text("mailbox_key"),
    subject: text("subject").notNull(),
    message: jsonb("message").$type<OutboxPayload>().notNull(),
    /** pending | sending | sent | held | dead | suppressed | withdrawn (app/features/mail/outbox.ts) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * The cancellation of an erased lead's meeting: the last message that must carry their name and
     * address. Once sent, its recipient, subject and body are blanked (markSent).
     */
    redactAfterSend: boolean("redact_after_send").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_mailbox_idx").on(t.mailboxKey, t.createdAt),
    index("outbox_template_created_idx").on(t.template, t.createdAt),
    index("outbox_lead_idx").on(t.leadId),
    // The admin's list, newest first, all or one status at a time.
    index("outbox_created_idx").on(t.createdAt, t.id),
    index("outbox_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
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
    /** Raised by every save; a save based on an older version is refused (optimistic concurrency). */
    version: integer("version").notNull().default(1),
    /**
     * The key of the New Post form it was created from: that new post's drafts end with it, an
     * autosave that arrives after the save included (autosave.server.ts).
     */
    newPostKey: uuid("new_post_key").unique(),
  },
  (t) => [index("blog_posts_published_idx").on(t.published, t.publishedAt), index("blog_posts_created_idx").on(t.createdAt, t.id)],
);

/** What a revision keeps besides the title and the body. */
export type RevisionMetadata = {
  slug: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string[];
  readTime: string;
  published: boolean;
  /** ISO instant, or null. */
  publishedAt: string | null;
  featuredImageUrl: string | null;
};

/** Every save of a post, as it was saved, by whom and when. Never updated. */
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** The post's version this save produced. */
    version: integer("version").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    metadata: jsonb("metadata").$type<RevisionMetadata>().notNull(),
    adminId: uuid("admin_id").references(() => admins.id, { onDelete: "set null" }),
    /** Who saved it, kept as written even if the account goes. */
    editorEmail: text("editor_email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("blog_post_revisions_post_idx").on(t.postId, t.createdAt)],
);

/**
 * The editor's unsaved text, saved while typing: one row per editor and post (or per new post not
 * created yet, by the key its form made). It never changes the post; a save of the post removes it.
 */
export const blogPostAutosaves = pgTable(
  "blog_post_autosaves",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    /** For a post not created yet: the key its form made. */
    newPostKey: uuid("new_post_key"),
    /** The post's version the text was based on. */
    baseVersion: integer("base_version"),
    values: jsonb("values").$type<Record<string, string | boolean>>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("blog_post_autosaves_post_key").on(t.adminId, t.postId), unique("blog_post_autosaves_new_key").on(t.adminId, t.newPostKey)],
);

/**
 * Links that show a post not yet public to whoever has one (/blog/preview/<token>), each made by a
 * staff member for PREVIEW_LINK_TTL. Only the SHA-256 of its token is kept, so the table yields no
 * working link. A link stops when it is revoked, expires, its post goes public or is deleted (with
 * the post), or its maker's account is deactivated (app/features/blog/preview-link.server.ts).
 */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: uuid("created_by").references(() => admins.id, { onDelete: "set null" }),
    /** Who made it, kept as written even if the account goes. */
    createdByEmail: text("created_by_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("preview_links_post_idx").on(t.postId, t.createdAt), index("preview_links_creator_idx").on(t.createdBy)],
);

/** Addresses a published post had before its slug changed: each answers 301 to the current one. */
export const blogPostSlugs = pgTable(
  "blog_post_slugs",
  {
    slug: text("slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_post_slugs_post_idx").on(t.postId)],
);

/** An uploaded image (its file kept as uploaded in image_original_parts); served only through its variants. */
export const images = pgTable("images", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Hex SHA-256 of the uploaded bytes (shortened): the image's address, so one file is stored once. */
  hash: text("hash").notNull().unique(),
  /** png | jpeg | webp | avif, as read from the content. */
  format: text("format").notNull(),
  /** After EXIF orientation. */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  byteSize: integer("byte_size").notNull(),
  uploadedBy: uuid("uploaded_by").references(() => admins.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * The uploaded file itself, in parts of 256 KB (app/features/images/images.server.ts; files stored
 * before migration 0010 are one part each): on the embedded database a statement holds the event
 * loop for as long as its bytes take, so a 5 MB upload is stored in twenty short steps instead of
 * one long one. Nothing serves it; it is what the variants can be made again from.
 */
export const imageOriginalParts = pgTable(
  "image_original_parts",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    part: integer("part").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.part] })],
);

/** The resized encodings an image is served as, made once at upload. */
export const imageVariants = pgTable(
  "image_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    /** webp | avif | jpeg (the social card crop) */
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.format, t.width] })],
);

/**
 * The "AI Circle of Trust" newsletter's subscribers (double opt-in). One row per mailbox: a new
 * sign-up of a known address reuses its row. Only the SHA-256 of the confirmation token is kept;
 * unsubscribe links are signed with a key in app_secrets, so no token for them is stored at all.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** As typed (trimmed); `mailbox` is what makes two spellings one subscriber. */
    email: text("email").notNull(),
    /** The address in lower case: Ada@Corp.example and ada@corp.example are one subscriber. */
    mailbox: text("mailbox").notNull().unique(),
    /** pending | active | unsubscribed */
    status: text("status").notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    /** The page the sign-up came from. */
    sourcePage: text("source_page"),
    createdAt: createdAt(),
    /** The latest sign-up request (a repeat sign-up of a pending or unsubscribed address moves it). */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    index("newsletter_subscribers_requested_idx").on(t.requestedAt, t.id),
    index("newsletter_subscribers_created_idx").on(t.createdAt, t.id),
    index("newsletter_subscribers_status_idx").on(t.status, t.requestedAt, t.id),
    // Insights: the confirmations and unsubscribes in a date range.
    index("newsletter_subscribers_confirmed_idx").on(t.confirmedAt).where(sql`${t.confirmedAt} is not null`),
    index("newsletter_subscribers_unsubscribed_idx").on(t.unsubscribedAt).where(sql`${t.unsubscribedAt} is not null`),
  ],
);

/**
 * Mailboxes that visitor mail no longer goes to (app/features/mail/suppressions.server.ts): one
 * that refused a message for good (a bounce: every visitor template), or one that unsubscribed
 * from the newsletter (its mail only). One row per mailbox, keyed like the outbox's `mailbox_key`.
 */
export const mailSuppressions = pgTable(
  "mail_suppressions",
  {
    mailboxKey: byteText("mailbox_key").primaryKey(),
    /** bounce | unsubscribe */
    reason: text("reason").notNull(),
    /** The receiving server's refusal, for a bounce. */
    response: text("response"),
    createdAt: createdAt(),
  },
  // The admin's list, newest first.
  (t) => [index("mail_suppressions_created_idx").on(t.createdAt, t.mailboxKey)],
);

/**
 * Social card PNGs drawn for posts (app/features/blog/post-social-image.server.ts), addressed by the
 * hash of their post's id and what they show. Served only while their post is public; removed with
 * it, when it is unpublished, and when its title or category changes.
 */
export const socialCards = pgTable(
  "social_cards",
  {
    hash: text("hash").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    png: bytea("png").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("social_cards_post_idx").on(t.postId)],
);

/** Staff accounts. Each has one role (admin | sales | editor, see app/features/admin/roles.ts). */
export const admins = pgTable("admins", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** Accounts from before roles were admins, as every account was then. */
  role: text("role").notNull().default("admin"),
  /** Set when an admin deactivates the account: it can no longer sign in, and its sessions are gone. */
  deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  /** The OpenID provider's `sub` for this member once they have signed in through single sign-on. */
  oidcSubject: text("oidc_subject").unique(),
  createdAt: createdAt(),
});

/**
 * A member's authenticator app (TOTP, RFC 6238). The shared secret is sealed (AES-256-GCM); the row
 * is an enrolment in progress until a first code confirms it. `last_used_step` refuses a code twice.
 */
export const staffTotp = pgTable("staff_totp", {
  adminId: uuid("admin_id")
    .primaryKey()
    .references(() => admins.id, { onDelete: "cascade" }),
  secretSealed: text("secret_sealed").notNull(),
  lastUsedStep: integer("last_used_step"),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** A member's passkeys (WebAuthn credentials), each with its public key and signature counter. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** What the member calls it ("Work laptop"). */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("staff_passkeys_admin_idx").on(t.adminId)],
);

/** Ten one-time recovery codes per member; only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_recovery_codes_admin_code_idx").on(t.adminId, t.codeHash)],
);

/**
 * A sign-in halfway: the password (or nothing yet, for a passkey) was right and the second factor,
 * or enrolling one, is still to come. Its token lives in its own short cookie; it never opens the admin.
 */
export const staffSignIns = pgTable(
  "staff_sign_ins",
  {
    /** SHA-256 of the cookie's token. */
    tokenHash: text("token_hash").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    /** verify: prove a factor the member has; enrol: STAFF_MFA=required and they have none. */
    stage: text("stage").notNull(),
    /** Where to go once signed in (an admin path). */
    next: text("next"),
    /** The WebAuthn challenge issued for this sign-in, until it is answered. */
    webauthnChallenge: text("webauthn_challenge"),
    /** Wrong codes so far; the sign-in is dropped after a few. */
    failures: integer("failures").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("staff_sign_ins_admin_idx").on(t.adminId)],
);

/** A forgotten-password link: single use, 30 minutes; only the SHA-256 of its token is kept. */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_admin_idx").on(t.adminId)],
);

/**
 * An invitation to join the staff: a one-time link to set a password. Only the SHA-256 of its token
 * is kept; it works until it expires or is used, and a new invitation to the same address replaces it.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => admins.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // One open invitation per address: a new one replaces it, even when two admins send it at once.
  (t) => [uniqueIndex("staff_invitations_open_email_idx").on(t.email).where(sql`${t.acceptedAt} is null`)],
);

/**
 * Who did what and when: staff actions on leads and accounts, and sign-ins. It never holds a lead's
 * personal data (no names, addresses or note text): a lead is named by its id only, which after an
 * erasure points at nothing. Rows are only ever added.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The staff member who acted (no foreign key: the record outlives the account). */
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email").notNull(),
    /** lead.status_changed, lead.note_added, lead.erased, staff.invited, staff.role_changed, … */
    action: text("action").notNull(),
    /** lead | staff | invitation | session | post | preview_link | image | … (app/features/audit/audit.ts) */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    /** What changed, as codes and ids only (from/to status, role, whether a meeting was cancelled). */
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt, t.id),
    index("audit_log_action_created_idx").on(t.action, t.createdAt, t.id),
    // One member's entries, newest first (the log's filter by member).
    index("audit_log_actor_created_idx").on(t.actorId, t.createdAt, t.id),
    index("audit_log_subject_idx").on(t.subjectType, t.subjectId),
  ],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    /** SHA-256 of the cookie's token: a leaked table does not yield live sessions. */
    tokenHash: text("token_hash").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    /** The browser's User-Agent at sign-in (cut to 512 characters), shown as the device in the sessions list. */
    userAgent: text("user_agent"),
    /** The address the session signed in from. */
    ipAddress: text("ip_address"),
    /** How it signed in: password, password+totp, password+passkey, passkey, recovery, sso, invitation, reset. */
    method: text("method").notNull().default("password"),
    /** A WebAuthn challenge issued to this session while it adds a passkey. */
    webauthnChallenge: text("webauthn_challenge"),
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

/**
 * Page views counted without cookies or personal data (decision 048, app/features/insights/visits.server.ts).
 * Days are calendar days in the reporting zone (Eastern time), as "YYYY-MM-DD".
 */
const visitDay = () => date("day", { mode: "string" }).notNull();

/** The day's random salt, shared by every process; deleted with the day's hashes once the day is over. */
export const visitSalts = pgTable("visit_salts", {
  day: visitDay().primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * The day's visitor hashes (one for the site, one per page a visitor saw): only "seen before today"
 * is read from them. Without the salt, deleted after the day, a hash leads back to nobody.
 */
export const visitSeen = pgTable("visit_seen", { day: visitDay(), hash: text("hash").notNull() }, (table) => [
  primaryKey({ columns: [table.day, table.hash] }),
]);

/** Views and unique visitors of the whole site per day. */
export const visitDays = pgTable("visit_days", {
  day: visitDay().primaryKey(),
  views: integer("views").notNull(),
  visitors: integer("visitors").notNull(),
});

/** Views and unique visitors per day and page (the page's path, without query or fragment). */
export const visitPages = pgTable(
  "visit_pages",
  { day: visitDay(), path: text("path").notNull(), views: integer("views").notNull(), visitors: integer("visitors").notNull() },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/** Views per day, page and referring site (its host name) for views that came from another site. */
export const visitSources = pgTable(
  "visit_sources",
  { day: visitDay(), path: text("path").notNull(), source: text("source").notNull(), views: integer("views").notNull() },
  (table) => [primaryKey({ columns: [table.day, table.path, table.source] })],
);

/** Views and unique visitors per day and UTM campaign (the address's utm_campaign as a lead keeps it). */
export const visitCampaigns = pgTable(
  "visit_campaigns",
  { day: visitDay(), campaign: text("campaign").notNull(), views: integer("views").notNull(), visitors: integer("visitors").notNull() },
  (table) => [primaryKey({ columns: [table.day, table.campaign] })],
);

export type Lead = typeof leads.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type BookingEvent = typeof bookingEvents.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type Admin = typeof admins.$inferSelect;
export type LeadNote = typeof leadNotes.$inferSelect;
export type StaffInvitation = typeof staffInvitations.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type BlogPostRevision = typeof blogPostRevisions.$inferSelect;
export type ImageRow = typeof images.$inferSelect;
export type PreviewLink = typeof previewLinks.$inferSelect;

/**
 * A staff member who takes meetings (the Availability page): their zone, weekly hours, buffers,
 * daily maximum and meeting link. A row exists once they were set up; `takes_meetings` pauses them.
 */
export const hosts = pgTable("hosts", {
  adminId: uuid("admin_id")
    .primaryKey()
    .references(() => admins.id, { onDelete: "cascade" }),
  /** The name visitors see in the e-mails and the invite ("Dana Whitfield"); the address when unset. */
  displayName: text("display_name"),
  takesMeetings: boolean("takes_meetings").notNull().default(false),
  /** demo | discovery: the kinds they are offered for. */
  meetingKinds: text("meeting_kinds").array().notNull().default(sql`'{demo,discovery}'::text[]`),
  /** Their IANA zone, in which the weekly hours are read. */
  timeZone: text("time_zone").notNull().default("America/New_York"),
  /** ISO weekday (1 Monday … 7 Sunday) → ranges of minutes after midnight, [start, end). */
  weeklyHours: jsonb("weekly_hours").$type<Partial<Record<string, [number, number][]>>>().notNull().default({}),
  bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
  bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
  /** Meetings a day at most (in their zone); null: no maximum. */
  dailyMax: integer("daily_max"),
  /** https URL of their video room: the invite's LOCATION and the e-mails' link. */
  meetingUrl: text("meeting_url"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A host's days off, single days and ranges (both ends included), as dates in their zone. */
export const hostDaysOff = pgTable(
  "host_days_off",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => hosts.adminId, { onDelete: "cascade" }),
    firstDay: text("first_day").notNull(),
    lastDay: text("last_day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("host_days_off_admin_idx").on(t.adminId, t.lastDay)],
);

/**
 * A host's calendar read for busy times: an iCal feed (its secret URL) or a CalDAV account (the
 * password encrypted with a key of app_secrets, never shown again). Each read's outcome is kept
 * for the Availability page; a failed read keeps the busy times of the last good one.
 */
export const hostCalendars = pgTable(
  "host_calendars",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => hosts.adminId, { onDelete: "cascade" }),
    /** ical | caldav */
    kind: text("kind").notNull(),
    url: text("url").notNull(),
    username: text("username"),
    /** AES-256-GCM of the CalDAV password (see calendar-secrets.server.ts). */
    passwordEncrypted: text("password_encrypted"),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique("host_calendars_admin_kind_key").on(t.adminId, t.kind)],
);

/** Busy times of a calendar's last good read, replaced as a whole by the next one. */
export const hostBusyTimes = pgTable(
  "host_busy_times",
  {
    calendarId: uuid("calendar_id")
      .notNull()
      .references(() => hostCalendars.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("host_busy_times_calendar_idx").on(t.calendarId, t.endsAt)],
);

/**
 * The reminders of a booking (BOOKING_REMINDERS): one row per offset and recipient, queued as an
 * outbox message due at its time. The unique key keeps one from being queued twice; a reschedule
 * withdraws the unsent ones and queues a new set, a cancellation withdraws them.
 */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** visitor | host */
    recipient: text("recipient").notNull(),
    offsetSeconds: integer("offset_seconds").notNull(),
    /** The start the reminder was written for: a reschedule's set has the new one. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [unique("booking_reminders_once_key").on(t.bookingId, t.recipient, t.offsetSeconds, t.startsAt)],
);

/** An entry's fields as its collection defines them (app/features/site-content/collections.ts). */
export type SiteEntryData = Record<string, string>;

/**
 * The site's content besides posts, one row per entry of a collection (the announcement bar, news
 * items, …; app/features/site-content/). Public while `published` and inside its optional window
 * [`show_from`, `show_until`); a collection the editors order keeps `position`.
 */
export const siteEntries = pgTable(
  "site_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    collection: text("collection").notNull(),
    data: jsonb("data").$type<SiteEntryData>().notNull(),
    position: integer("position").notNull().default(0),
    published: boolean("published").notNull().default(false),
    showFrom: timestamp("show_from", { withTimezone: true }),
    showUntil: timestamp("show_until", { withTimezone: true }),
    /** Raised by every save; a save based on an older version is refused (optimistic concurrency). */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("site_entries_collection_idx").on(t.collection, t.position, t.createdAt),
    // An entry with an address of its own (a press release, a landing page): one per address in its collection.
    uniqueIndex("site_entries_slug_idx")
      .on(t.collection, sql`(${t.data}->>'slug')`)
      .where(sql`(${t.data}->>'slug') is not null`),
  ],
);

/** What a revision keeps besides the fields: the entry's publication. */
export type SiteEntryPublication = { published: boolean; showFrom: string | null; showUntil: string | null };

/** Every save of a site entry, as it was saved, by whom and when. Never updated. */
export const siteEntryRevisions = pgTable(
  "site_entry_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => siteEntries.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    data: jsonb("data").$type<SiteEntryData>().notNull(),
    publication: jsonb("publication").$type<SiteEntryPublication>().notNull(),
    adminId: uuid("admin_id").references(() => admins.id, { onDelete: "set null" }),
    editorEmail: text("editor_email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("site_entry_revisions_entry_idx").on(t.entryId, t.createdAt)],
);

/** An editor's unsaved text of a site entry, saved while typing; a save of the entry removes it. */
export const siteEntryAutosaves = pgTable(
  "site_entry_autosaves",
  {
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => siteEntries.id, { onDelete: "cascade" }),
    /** The entry's version the text was based on. */
    baseVersion: integer("base_version").notNull(),
    values: jsonb("values").$type<Record<string, string>>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.entryId] })],
);

/** The collections whose first content has been put in once (a later empty collection stays empty). */
export const siteContentSeeds = pgTable("site_content_seeds", {
  collection: text("collection").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SiteEntry = typeof siteEntries.$inferSelect;

// A company's years of data, made up: staff, leads with accented names, phones in every format,
// companies, statuses, owners and notes; bookings past and to come, with hosts, outcomes and
// reschedules; an outbox in every state; newsletter subscribers; long blog posts with revisions; a
// year of page views; the audit log. Proportions follow two years of a vendor's site (per 100,000
// leads: 40,000 bookings, ~315,000 outbox rows, 10,000 subscribers, 2,000 posts with 5,000
// revisions, ~220,000 audit rows, page views of 61 pages a day). Rows are made by the
// database itself (generate_series), so 100,000 leads take seconds, on PostgreSQL and PGlite alike.
// Used by `npm run bench:scale` and the query-plan test.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/index.ts";
import { hashPassword } from "#app/features/admin/password.server.ts";

export type ScaleOptions = {
  leads: number;
  /** Blog posts; one per 50 leads by default (2,000 at 100,000). */
  posts?: number;
  /** The seed of the database's random(): the same seed makes the same rows. */
  seed?: number;
};

export type ScaleFigures = Record<"leads" | "bookings" | "notes" | "outbox" | "subscribers" | "posts" | "revisions" | "audit" | "pageViewDays", number>;

export const SCALE_STAFF_PASSWORD = "scale benchmark passphrase";

const FIRST_NAMES = [
  "Ada", "Amélie", "Ana", "Anders", "Aoife", "Björn", "Camille", "Chloé", "Chidi", "Dvořák", "Élodie", "Emeka", "Fatima", "François",
  "Grace", "Hana", "Íñigo", "İnci", "Jakub", "José", "Kenji", "Lars", "Léa", "Łukasz", "Maëlle", "Mateo", "Mei", "Miłosz", "Ngozi",
  "Noémie", "Ólafur", "Oscar", "Priya", "Rafael", "Renée", "Sanjay", "Siobhán", "Søren", "Sofía", "Tomás", "Wei", "Yusuf", "Zoë", "Zuzana",
];
const LAST_NAMES = [
  "Ávila", "Abara", "Andersson", "Bauer", "Brontë", "Castillo", "Chen", "Čapek", "Dąbrowski", "Da Silva", "Dubois", "Eriksen", "Fernández",
  "García", "Gonçalves", "Haddad", "Hernández", "Ishikawa", "Jäger", "Kowalski", "Kumar", "Łapiński", "Le", "Li", "Lindqvist", "López",
  "Martínez", "Müller", "Nakamura", "Ng", "Nguyen", "Novák", "Nwosu", "O'Brien", "Okafor", "Østergaard", "Patel", "Pérez", "Quinn",
  "Rodríguez", "Schäfer", "Schmidt", "Silva", "Smith", "Søndergaard", "Sørensen", "Tanaka", "Thompson", "Vázquez", "Wójcik", "Wu", "Yilmaz", "Zhang",
];
const COMPANIES = [
  "Northwind Health", "Contoso Bank", "Fabrikam Insurance", "Quartz Labs", "Álamo Financial", "Brightline Telecom", "Kestrel Legal LLP",
  "Meridian Retail", "Helios Energy", "Orbital Logistics", "Lumen Credit Union", "Vanguard Manufacturing", "Société Générale Assurances",
  "Müller & Söhne", "Nordisk Data", "Tidewater Pharma", "Cobalt Systems", "Juniper Public Schools", "Atlas Capital", "Pinecrest Hospital",
  "Redwood Media", "Skyline Airways", "Blue Harbor Shipping", "Crescent Telecom", "Evergreen County", "Granite Securities",
];
const MESSAGES = [
  "We are rolling out a copilot to 4,000 employees next quarter and need guardrails before legal signs off.",
  "Could you share how the trust score is computed for agents that call internal tools?",
  "Our CISO asked for a red-teaming report on the customer support bot before launch. What does an engagement look like?",
  "Interested in observability for our RAG pipeline: hallucination and data leakage monitoring in particular.",
  "Please send pricing for the enterprise tier, around 120 applications in scope.",
  "We had an incident where the assistant revealed another customer's ticket. Can your guardrails stop prompt injection at the gateway?",
  "Looking for SOC 2 and ISO 27001 documentation for our vendor review.",
  "Is there an on-premises deployment option? Our data cannot leave the EU.",
  "Hola, nos interesa una demostración para el equipo de cumplimiento en Madrid.",
  "Bonjour, nous évaluons des solutions de gouvernance de l'IA pour nos équipes juridiques.",
  "Following up on the webinar: can we get a trial for the shadow AI discovery module?",
  "Our board wants quarterly AI risk reporting. Does the platform export evidence for the EU AI Act?",
];
const SOURCE_PAGES = ["/book-demo", "/schedule", "/pricing", "/contact-us", "/demo/redport", "/solutions/legal-ai-governance", "/ai-trust-score-guardrails", "/ai-trust-score-observability", "/blog/shadow-ai-in-banking"];
const UTM_SOURCES = ["google", "linkedin", "newsletter", "g2", "partner", "webinar"];
const UTM_CAMPAIGNS = ["q1-guardrails", "eu-ai-act", "redport-launch", "ciso-roundtable", "copilot-security"];
const REFERRERS = ["https://www.google.com/", "https://www.linkedin.com/", "https://news.ycombinator.com/", "https://www.bing.com/"];
const POST_TOPICS = ["Prompt injection", "Shadow AI", "Agent permissions", "RAG data leakage", "Model supply chain", "EU AI Act", "Red teaming", "Hallucination risk", "Copilot governance", "LLM observability"];
const POST_ANGLES = ["a field guide", "what we learned from 40 audits", "a checklist for CISOs", "the questions boards ask", "beyond the demo", "in regulated industries"];
const POST_CATEGORIES = ["Gen AI", "Security", "Research", "Implementation", "Company News", "AI Security"];
const PARAGRAPHS = [
  "Most enterprises discover their first generative AI incident the same way: a screenshot in a chat channel. By then the prompt, the retrieved documents and the answer are gone, and the review starts from memory.",
  "A guardrail is only as good as the policy behind it. We recommend writing policies as testable statements, such as 'no customer identifier leaves the tenant', and scoring every release against them before it ships.",
  "Red teaming works best as a habit rather than an event. A weekly run of a few hundred adversarial prompts catches regressions that a yearly engagement never sees.",
  "Retrieval-augmented generation moves the risk from the model to the index. Access controls that hold in the document store must hold in the vector store too, down to the chunk.",
  "The trust score summarises nine risk dimensions into one number, but the number is where the conversation starts. Each dimension links to the prompts and answers that moved it.",
  "Agents that call tools need the same least-privilege reviews as service accounts. An agent that can read a mailbox and send mail can be talked into forwarding it.",
  "Regulators increasingly ask for evidence rather than intentions: logs of what was tested, when, against which model version, and what changed afterwards.",
  "Shadow AI is rarely malicious. Teams reach for the tools that make them faster; the answer is a sanctioned path that is easier than the workaround.",
];

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
/** A SQL array of the given texts, and an expression picking one of them at random per row. */
const pick = (values: readonly string[]): SQL => sql.raw(`(array[${values.map(literal).join(",")}])[1 + floor(random() * ${values.length})::int]`);

async function count(db: Database, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]!.n);
}

/** Adds the rows to an empty, migrated database. */
export async function fillScaleData(db: Database, { leads: leadCount, posts: postCount = Math.max(10, Math.round(leadCount / 50)), seed = 0.42 }: ScaleOptions): Promise<ScaleFigures> {
  await db.execute(sql`select setseed(${seed})`);
  const passwordHash = await hashPassword(SCALE_STAFF_PASSWORD);

  // The staff: an admin, sales people who own leads, an editor.
  await db.execute(sql`
    insert into admins (email, password_hash, role)
    select email, ${passwordHash}, role from (values
      ('owner@lumenguard.example', 'admin'), ('maria.lopez@lumenguard.example', 'sales'), ('kenji.tanaka@lumenguard.example', 'sales'),
      ('aoife.quinn@lumenguard.example', 'sales'), ('lars.eriksen@lumenguard.example', 'sales'), ('priya.patel@lumenguard.example', 'sales'),
      ('tomas.novak@lumenguard.example', 'sales'), ('editor@lumenguard.example', 'editor')
    ) as staff(email, role)
    on conflict (email) do nothing`);

  // Leads over two years: 40% bookings, 35% contact messages, 25% datasheet requests.
  await db.execute(sql`
    with staff as (select array_agg(id order by email) as ids from admins where role in ('admin', 'sales')),
    people as (
      select i, ${pick(FIRST_NAMES)} as first_name, ${pick(LAST_NAMES)} as last_name,
        case when random() < 0.12 then null else ${pick(COMPANIES)} end as company,
        random() as r_kind, random() as r_form, random() as r_status, random() as r_owner, random() as r_phone, random() as r_utm,
        now() - make_interval(secs => random() * 730 * 86400) as created_at
      from generate_series(1, ${leadCount}) as i
    )
    insert into leads (kind, function_name, first_name, last_name, email, phone, company, message, details, source_page, utm, referrer, status, owner_id, created_at)
    select
      case when r_kind < 0.40 then 'booking' when r_kind < 0.75 then 'contact' else 'datasheet' end,
      case when r_kind < 0.40 then (array['send-demo-confirmation', 'send-discovery-confirmation', 'send-msp-demo-request'])[1 + floor(r_form * 3)::int]
           when r_kind < 0.75 then 'send-contact-email'
           else (array['send-guardrails-datasheet-email', 'send-red-teaming-datasheet-email', 'send-observability-datasheet-email', 'send-chatbot-datasheet-email'])[1 + floor(r_form * 4)::int] end,
      first_name, last_name,
      regexp_replace(search_fold(first_name), '[^a-z]', '', 'g') || '.' || regexp_replace(search_fold(last_name), '[^a-z]', '', 'g') || i
        || '@' || coalesce(regexp_replace(search_fold(company), '[^a-z0-9]+', '', 'g'), 'mail') || '.example',
      case when r_phone < 0.25 then '+1 (' || (200 + floor(random() * 799))::int || ') 555-' || lpad(floor(random() * 10000)::int::text, 4, '0')
           when r_phone < 0.40 then '+44 20 7946 ' || lpad(floor(random() * 10000)::int::text, 4, '0')
           when r_phone < 0.50 then '+49 30 ' || (100000 + floor(random() * 899999))::int
           when r_phone < 0.60 then (200 + floor(random() * 799))::int || '.555.' || lpad(floor(random() * 10000)::int::text, 4, '0')
           else null end,
      company,
      case when r_kind >= 0.75 then null when r_kind < 0.40 and random() < 0.5 then null else ${pick(MESSAGES)} end,
      jsonb_build_object('role', ${pick(["CISO", "CTO", "Head of AI", "Security Engineer", "Compliance Officer", "VP Engineering"])}, 'companySize', ${pick(["1-50", "51-200", "201-1000", "1001-5000", "5000+"])}),
      ${pick(SOURCE_PAGES)},
      case when r_utm < 0.4 then jsonb_build_object('utm_source', ${pick(UTM_SOURCES)}, 'utm_medium', ${pick(["cpc", "email", "social", "referral"])}, 'utm_campaign', ${pick(UTM_CAMPAIGNS)}) else '{}'::jsonb end,
      case when r_utm > 0.7 then ${pick(REFERRERS)} else null end,
      case when r_status < 0.45 then 'new' when r_status < 0.65 then 'contacted' when r_status < 0.80 then 'qualified' when r_status < 0.88 then 'won' else 'lost' end,
      case when r_owner < 0.3 then null else (select ids from staff)[1 + floor(r_owner * 1000)::int % array_length((select ids from staff), 1)] end,
      created_at
    from people`);

  // Their meetings: a day to three weeks after the request, on the half hour; the newest are still to come.
  await db.execute(sql`
    insert into bookings (lead_id, meeting_type, title, starts_at, duration_minutes, status, visitor_time_zone, invite_uid, invite_sequence, cancelled_at, created_at)
    select id,
      case when function_name = 'send-discovery-confirmation' then 'discovery' else 'demo' end,
      case when function_name = 'send-discovery-confirmation' then 'Discovery call' else 'Product demo' end,
      date_trunc('hour', created_at + make_interval(days => 1 + floor(random() * 20)::int)) + make_interval(mins => 30 * floor(random() * 2)::int),
      case function_name when 'send-discovery-confirmation' then 15 when 'send-msp-demo-request' then 30 else 30 end,
      case when random() < 0.12 then 'cancelled' else 'confirmed' end,
      ${pick(["America/New_York", "Europe/London", "Europe/Berlin", "Asia/Tokyo", "America/Los_Angeles"])},
      'scale-' || id || '@lumenguard.example', 0, null, created_at
    from leads where kind = 'booking'`);
  await db.execute(sql`update bookings set cancelled_at = created_at + interval '2 days' where status = 'cancelled'`);
  // Hosts from the sales team; the meetings that took place marked held or no-show; one in ten moved once.
  await db.execute(sql`
    with staff as (select array_agg(id order by email) as ids from admins where role = 'sales')
    update bookings set host_id = (select ids from staff)[1 + floor(random() * array_length((select ids from staff), 1))::int]`);
  await db.execute(sql`
    update bookings set outcome = case when random() < 0.85 then 'held' else 'no-show' end, outcome_at = starts_at + interval '1 hour'
    where status = 'confirmed' and starts_at + interval '1 hour' < now()`);
  await db.execute(sql`
    insert into booking_events (booking_id, action, actor, previous_starts_at, starts_at, invite_sequence, created_at)
    select id, 'rescheduled', 'visitor', starts_at - interval '2 days', starts_at, 1, created_at + interval '1 day'
    from bookings where status = 'confirmed' and random() < 0.1`);

  // Notes on a fifth of the leads.
  await db.execute(sql`
    insert into lead_notes (lead_id, author_id, author_email, body, created_at)
    select l.id, a.id, a.email, ${pick(["Called, left a voicemail.", "Budget confirmed for Q3; wants a security review first.", "Sent the SOC 2 report.", "Asked for a proof of concept with their support bot.", "Not a fit: under 20 employees."])}, l.created_at + interval '1 day'
    from leads l join admins a on a.id = l.owner_id
    where random() < 0.2`);

  // The outbox: the visitor's e-mail, the sales copy and a webhook per lead, plus a reminder for
  // some meetings (queued with the booking, due the day before); older ones sent, a few dead or
  // held, the last day's still pending.
  await db.execute(sql`
    insert into outbox (lead_id, channel, template, recipient, mailbox_key, subject, message, status, attempts, next_attempt_at, last_error, sent_at, created_at)
    select l.id, m.channel, m.template,
      case when m.channel = 'webhook' then 'https://crm.lumenguard.example' when m.template = 'sales-notification' then 'sales@lumenguard.example' else l.email end,
      case when m.template in ('visitor-confirmation', 'booking-reminder') then lower(l.email) end,
      m.subject,
      case when m.channel = 'webhook' then jsonb_build_object('kind', 'webhook', 'type', m.template, 'body', '{"type":"' || m.template || '"}')
           else jsonb_build_object('from', 'no-reply@lumenguard.example', 'to', l.email, 'subject', m.subject, 'body', jsonb_build_object('template', m.template, 'props', jsonb_build_object('firstName', l.first_name))) end,
      s.status, case when s.status = 'sent' then 1 when s.status = 'dead' then 8 else 0 end,
      l.created_at, case when s.status = 'dead' then '550 5.1.1 mailbox unavailable' end,
      case when s.status = 'sent' then l.created_at + interval '3 seconds' end,
      l.created_at
    from leads l
    cross join lateral (values
      ('email', 'visitor-confirmation', 'Your request to Lumenguard'),
      ('email', 'sales-notification', 'New lead: ' || l.first_name || ' ' || l.last_name),
      ('webhook', 'lead.created', 'lead.created')
    ) as m(channel, template, subject)
    cross join lateral (select case
      when l.created_at > now() - interval '1 day' then (array['pending', 'sending', 'held'])[1 + floor(random() * 3)::int]
      when random() < 0.006 then 'dead' when random() < 0.004 then 'held' else 'sent' end as status) s`);
  await db.execute(sql`
    insert into outbox (lead_id, channel, template, recipient, mailbox_key, subject, message, status, attempts, next_attempt_at, sent_at, created_at)
    select b.lead_id, 'email', 'booking-reminder', l.email, lower(l.email), 'Reminder: your meeting',
      jsonb_build_object('from', 'no-reply@lumenguard.example', 'to', l.email, 'subject', 'Reminder', 'body', jsonb_build_object('template', 'booking-reminder', 'props', '{}'::jsonb)),
      case when b.starts_at - interval '1 day' < now() then 'sent' else 'pending' end, 1, b.starts_at - interval '1 day',
      case when b.starts_at - interval '1 day' < now() then b.starts_at - interval '1 day' end, b.created_at
    from bookings b join leads l on l.id = b.lead_id
    where random() < 0.375`);

  // Newsletter subscribers: one in ten leads, most confirmed.
  await db.execute(sql`
    insert into newsletter_subscribers (email, mailbox, status, source_page, created_at, requested_at, confirmed_at, unsubscribed_at)
    select email, lower(email), st, source_page, created_at, created_at,
      case when st <> 'pending' then created_at + interval '10 minutes' end,
      case when st = 'unsubscribed' then created_at + interval '90 days' end
    from (select l.*, case when random() < 0.7 then 'active' when random() < 0.5 then 'pending' else 'unsubscribed' end as st
          from leads l where random() < 0.1) s
    on conflict (mailbox) do nothing`);

  // Blog posts: long articles over three years, a few drafts and scheduled ones.
  const body = PARAGRAPHS.join("\n\n");
  await db.execute(sql`
    insert into blog_posts (title, slug, excerpt, content, author, category, tags, read_time, published, published_at, created_at, updated_at, version)
    select title, regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g') || '-' || i, ${PARAGRAPHS[0]!},
      '## Why it matters' || chr(10) || chr(10) || ${body} || chr(10) || chr(10) || '## What to do next' || chr(10) || chr(10) || ${body} || chr(10) || chr(10) || '## Checklist' || chr(10) || chr(10) || '- Inventory every assistant in use' || chr(10) || '- Score each release' || chr(10) || '- Keep the evidence',
      ${pick(["Lumenguard Research", "Maria López", "Kenji Tanaka", "Aoife Quinn", "The Lumenguard Team"])},
      ${pick(POST_CATEGORIES)},
      array[${pick(["guardrails", "red-teaming", "compliance", "agents", "rag"])}, ${pick(["ciso", "eu-ai-act", "shadow-ai", "observability"])}],
      (6 + floor(random() * 10)::int) || ' min read',
      r < 0.95, case when r < 0.93 then created_at when r < 0.95 then now() + interval '3 days' end,
      created_at, created_at, 1 + floor(random() * 4)::int
    from (select i, random() as r, ${pick(POST_TOPICS)} || ': ' || ${pick(POST_ANGLES)} as title, now() - make_interval(secs => random() * 1095 * 86400) as created_at
          from generate_series(1, ${postCount}) as i) p`);
  // A revision per save: a post at version 3 was saved three times.
  await db.execute(sql`
    insert into blog_post_revisions (post_id, version, title, content, metadata, admin_id, editor_email, created_at)
    select p.id, v, p.title, p.content,
      jsonb_build_object('slug', p.slug, 'excerpt', p.excerpt, 'author', p.author, 'category', p.category, 'tags', to_jsonb(p.tags), 'readTime', p.read_time, 'published', p.published, 'publishedAt', p.published_at, 'featuredImageUrl', null),
      (select id from admins where role = 'editor' limit 1), 'editor@lumenguard.example', p.created_at + make_interval(hours => v)
    from blog_posts p cross join lateral generate_series(1, p.version) as v`);

  // A year of page views (counted per day, decision 048): the site's pages and fifty posts, each a
  // few to a few hundred views a day, with the sites that sent some of them and the leads' campaigns.
  await db.execute(sql`
    insert into visit_pages (day, path, views, visitors)
    select day, path, views, greatest(1, round(views * (0.6 + random() * 0.3))::int)
    from (select (now() at time zone 'America/New_York')::date - d as day from generate_series(0, 364) as d) days
    cross join (select unnest(array[${sql.raw(["/", "/blog", ...SOURCE_PAGES].map(literal).join(","))}]) as path
                union all (select '/blog/' || slug from blog_posts where published order by created_at desc limit 50)) paths
    cross join lateral (select 1 + floor(random() * case when paths.path like '/blog/%' then 40 else 400 end)::int as views) v`);
  await db.execute(sql`
    insert into visit_days (day, views, visitors)
    select day, sum(views), round(sum(visitors) * 0.8)::int from visit_pages group by day`);
  await db.execute(sql`
    insert into visit_sources (day, path, source, views)
    select p.day, p.path, s.source, greatest(1, floor(p.views * random() * 0.3)::int)
    from visit_pages p cross join unnest(array['google.com', 'linkedin.com', 'news.ycombinator.com', 'bing.com', 'newsletter']) as s(source)
    where random() < 0.4`);
  await db.execute(sql`
    insert into visit_campaigns (day, campaign, views, visitors)
    select day, campaign, views, greatest(1, round(views * 0.8)::int)
    from (select d.day, c.campaign, 1 + floor(random() * 200)::int as views
          from visit_days d cross join unnest(array[${sql.raw(UTM_CAMPAIGNS.map(literal).join(","))}]) as c(campaign)) v`);

  // The audit log: what sales did to the leads, and their sign-ins.
  await db.execute(sql`
    insert into audit_log (actor_id, actor_email, action, subject_type, subject_id, details, created_at)
    select a.id, a.email, act.action, 'lead', l.id::text,
      case act.action when 'lead.status_changed' then jsonb_build_object('from', 'new', 'to', l.status) else '{}'::jsonb end,
      l.created_at + make_interval(hours => 1 + floor(random() * 48)::int)
    from leads l join admins a on a.id = l.owner_id
    cross join lateral (select unnest(array['lead.owner_changed', 'lead.status_changed', 'lead.note_added']) as action) act
    where random() < 0.95`);
  await db.execute(sql`
    insert into audit_log (actor_id, actor_email, action, subject_type, subject_id, details, created_at)
    select a.id, a.email, 'session.signed_in', 'session', null, '{}'::jsonb, now() - make_interval(secs => random() * 730 * 86400)
    from admins a cross join generate_series(1, ${Math.round(leadCount / 40)})`);

  // The daily counts (migration 0019) were rewritten thousands of times in the few transactions
  // above, which left most of their pages dead; years of single-lead commits keep them compact.
  await db.execute(sql`vacuum full lead_days, meeting_days`);

  const tables = { leads: "leads", bookings: "bookings", notes: "lead_notes", outbox: "outbox", subscribers: "newsletter_subscribers", posts: "blog_posts", revisions: "blog_post_revisions", audit: "audit_log", pageViewDays: "visit_pages" } as const;
  const figures = {} as ScaleFigures;
  for (const [name, table] of Object.entries(tables)) figures[name as keyof ScaleFigures] = await count(db, table);
  return figures;
}

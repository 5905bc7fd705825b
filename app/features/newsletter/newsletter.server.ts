// The newsletter service behind its pages: sign up (double opt-in), confirm, unsubscribe. Like the
// lead service it never throws for bad input; every outcome is a status and what the page shows.
// Log lines name subscribers by id only: no address and no link token reaches the log.
import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import { HONEYPOT_FIELD, newsletter } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { consumeRateLimit } from "#app/features/leads/rate-limit.server.ts";
import { composeConfirmationEmail } from "./newsletter-emails.server.ts";
import { NEWSLETTER_MESSAGES, NewsletterSignupSchema, type SignupResult } from "./newsletter.schema.ts";
import type { SubscriberStatus } from "./subscriber-entry.ts";
import {
  confirmUrl,
  hashConfirmToken,
  isConfirmTokenShape,
  newConfirmToken,
  signedUnsubscribeToken,
  subscriberOfUnsubscribeToken,
  unsubscribeSigningKey,
  unsubscribeUrl,
} from "./newsletter-tokens.server.ts";
import { confirmSubscription, findByConfirmToken, findSubscriber, requestSignup, resubscribe, unsubscribe } from "./subscribers.server.ts";

export type NewsletterContext = {
  env: Env;
  db: Database;
  logger: Logger;
  /** The client as rate limits count it (see server/client-address.ts). */
  clientIp: string;
  now?: () => Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** `signedUp`: an address was accepted (or the honeypot pretended so); false for an empty field. */
export type SignupOutcome = { status: number; result: SignupResult; signedUp?: boolean; retryAfterSeconds?: number };

const filled = (value: FormDataEntryValue | null) => typeof value === "string" && value.trim() !== "";

/**
 * A sign-up from the block: per-IP limit, honeypot, the address's rule; then the subscriber and its
 * confirmation e-mail in one transaction. Every accepted address gets the same answer, whether it
 * was new, pending, unsubscribed or already active: the form must not tell who is subscribed.
 */
export async function signUp(ctx: NewsletterContext, form: FormData, sourcePage: string | null): Promise<SignupOutcome> {
  const typed = form.get("email");
  const email = typeof typed === "string" ? typed.slice(0, 300) : "";
  try {
    const verdict = await consumeRateLimit(ctx, "newsletter-signup", ctx.clientIp);
    if (verdict.limited) {
      return { status: 429, result: { ok: false, message: NEWSLETTER_MESSAGES.rateLimited, email }, retryAfterSeconds: verdict.retryAfterSeconds };
    }
    if (filled(form.get(HONEYPOT_FIELD))) {
      ctx.logger.info("newsletter honeypot filled; sign-up discarded");
      return { status: 200, result: { ok: true }, signedUp: true };
    }
    // Subscribe with an empty field goes on to the report without signing anyone up (the spec's button).
    if (typeof typed === "string" && typed.trim() === "") return { status: 200, result: { ok: true }, signedUp: false };
    const parsed = NewsletterSignupSchema.safeParse({ email: typed });
    if (!parsed.success) return { status: 422, result: { ok: false, message: NEWSLETTER_MESSAGES.invalidEmail, email } };

    const now = ctx.now?.() ?? new Date();
    const token = newConfirmToken();
    const signingKey = await unsubscribeSigningKey(ctx.db);
    const outcome = await requestSignup(ctx.db, {
      email: parsed.data.email,
      sourcePage: sourcePage?.slice(0, 200) || null,
      confirmTokenHash: hashConfirmToken(token),
      confirmExpiresAt: new Date(now.getTime() + newsletter.confirmDays * DAY_MS),
      now,
      compose: async (subscriberId) => {
        const unsubscribe = signedUnsubscribeToken(signingKey, subscriberId);
        return composeConfirmationEmail(ctx.env, {
          to: parsed.data.email,
          confirmUrl: confirmUrl(ctx.env, token),
          unsubscribe: { url: unsubscribeUrl(ctx.env, unsubscribe), token: unsubscribe },
        });
      },
      emailStatus: ctx.env.SMTP_URL ? "pending" : "held",
      visitorMailCaps: { perAddress: ctx.env.VISITOR_MAIL_PER_ADDRESS, perDay: ctx.env.VISITOR_MAIL_PER_DAY },
    });
    if (outcome.status === "confirmation" && (outcome.visitorMail === "address-cap" || outcome.visitorMail === "daily-cap")) {
      ctx.logger.warn({ subscriberId: outcome.subscriberId, cap: outcome.visitorMail }, "visitor e-mail cap reached: newsletter confirmation not queued");
    } else {
      const suppressed = outcome.status === "confirmation" && outcome.visitorMail === "suppressed";
      ctx.logger.info({ subscriberId: outcome.subscriberId, outcome: suppressed ? "suppressed" : outcome.status }, "newsletter sign-up");
    }
    return { status: 200, result: { ok: true }, signedUp: true };
  } catch (error) {
    ctx.logger.error({ err: error }, "newsletter sign-up failed");
    return { status: 503, result: { ok: false, message: NEWSLETTER_MESSAGES.unavailable, email } };
  }
}

/**
 * A link page's work: an unexpected failure (the database is away) is logged and answered as
 * "unavailable", so the page says to try again and never becomes a 5xx error page.
 */
export async function unlessUnavailable<T>(ctx: Pick<NewsletterContext, "logger">, what: string, work: () => Promise<T>): Promise<T | "unavailable"> {
  try {
    return await work();
  } catch (error) {
    ctx.logger.error({ err: error }, `newsletter ${what} failed`);
    return "unavailable";
  }
}

/** What a confirmation link's page shows: ready to confirm, done, or a link that does not work. */
export type ConfirmState = "ready" | "confirmed" | "unknown";

export async function confirmLinkState(ctx: NewsletterContext, token: string): Promise<ConfirmState> {
  if (!isConfirmTokenShape(token)) return "unknown";
  const found = await findByConfirmToken(ctx.db, hashConfirmToken(token), ctx.now?.() ?? new Date());
  return found.status === "pending" ? "ready" : found.status === "active" ? "confirmed" : "unknown";
}

/** The confirm button: activates the subscription (a second press finds it done). */
export async function confirmByLink(ctx: NewsletterContext, token: string): Promise<ConfirmState> {
  if (!isConfirmTokenShape(token)) return "unknown";
  const subscriber = await confirmSubscription(ctx.db, hashConfirmToken(token), ctx.now?.() ?? new Date());
  if (!subscriber) return "unknown";
  ctx.logger.info({ subscriberId: subscriber.id }, "newsletter subscription confirmed");
  return "confirmed";
}

/** What an unsubscribe link's page shows: the subscription's state, or a link this site did not make. */
export type UnsubscribeState = { status: SubscriberStatus } | { status: "unknown" };

export async function unsubscribeLinkState(ctx: NewsletterContext, token: string): Promise<UnsubscribeState> {
  const id = await subscriberOfUnsubscribeToken(ctx.db, token);
  const subscriber = id ? await findSubscriber(ctx.db, id) : null;
  return subscriber ? { status: subscriber.status as SubscriberStatus } : { status: "unknown" };
}

/** The one-click POST (RFC 8058) or the page's button: unsubscribes; again changes nothing. */
export async function unsubscribeByLink(ctx: NewsletterContext, token: string): Promise<UnsubscribeState> {
  const id = await subscriberOfUnsubscribeToken(ctx.db, token);
  const subscriber = id ? await unsubscribe(ctx.db, id, ctx.now?.() ?? new Date()) : null;
  if (!subscriber) return { status: "unknown" };
  ctx.logger.info({ subscriberId: subscriber.id }, "newsletter unsubscribed");
  return { status: "unsubscribed" };
}

/** The unsubscribed page's "Subscribe again": active at once (the link is the proof); else unchanged. */
export async function resubscribeByLink(ctx: NewsletterContext, token: string): Promise<UnsubscribeState> {
  const id = await subscriberOfUnsubscribeToken(ctx.db, token);
  if (!id) return { status: "unknown" };
  const subscriber = await resubscribe(ctx.db, id, ctx.now?.() ?? new Date());
  if (subscriber) ctx.logger.info({ subscriberId: subscriber.id }, "newsletter subscribed again from the unsubscribe page");
  return unsubscribeLinkState(ctx, token);
}

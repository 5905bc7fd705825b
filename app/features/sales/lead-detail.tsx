import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { OutboxEntry } from "#app/features/mail/outbox.ts";
import { formatEastern } from "#app/lib/dates.ts";
import { useMountedAfterHydration } from "#app/lib/use-hydrated.ts";
import { EmailLink, PhoneNumber } from "#app/features/leads/contact-links.tsx";
import { meetingSummary, type InboxLead } from "./inbox.ts";
import { showsOtherTime, visitorClock } from "#app/features/scheduling/visitor-zone.ts";
import { humanize, kindLabel } from "./leads-table.tsx";
import { OutboxStatusBadge, RetryButton } from "#app/features/mail/outbox-table.tsx";

type Props = {
  lead: InboxLead;
  invite: { uid: string; sequence: number } | null;
  messages: OutboxEntry[];
  closeHref: string;
  csrfToken: string;
  /** The booking's own panel (status, history, staff changes), when the lead booked a meeting. */
  children?: React.ReactNode;
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

const recordEntries = (record: Record<string, string>) => Object.entries(record).filter(([, value]) => value);

/** Escape closes the lead, as in a mail client, unless it is pressed while typing or in an open dialog. */
function useEscapeCloses(closeHref: string) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== "Escape" || event.defaultPrevented || target?.closest("input, textarea, select, [role=dialog]")) return;
      void navigate(closeHref, { preventScrollReset: true });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [closeHref, navigate]);
}

/** Everything one lead sent, its meeting and its e-mails. */
export function LeadDetail({ lead, invite, messages, closeHref, csrfToken, children }: Props) {
  useEscapeCloses(closeHref);
  // A lead opened from the list takes the focus to its name, so the keyboard carries on in its
  // detail; one the server rendered is left alone (the staff member may already be using the page).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openedOnThePage = useMountedAfterHydration();
  const shownLead = useRef(lead.id);
  useEffect(() => {
    const switched = shownLead.current !== lead.id;
    shownLead.current = lead.id;
    if (openedOnThePage || switched) headingRef.current?.focus();
  }, [lead.id, openedOnThePage]);
  return (
    <section aria-labelledby="lead-detail-heading" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{kindLabel(lead.kind)}</p>
          <h2 ref={headingRef} id="lead-detail-heading" tabIndex={-1} className="mt-1 text-xl font-semibold outline-none">
            {lead.firstName} {lead.lastName}
          </h2>
        </div>
        <Button asChild variant="ghost" size="icon">
          <Link to={closeHref} preventScrollReset aria-label="Close the lead" title="Close (Esc)">
            <X aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <dl className="mt-4 divide-y">
        <Row label="Email">
          <EmailLink email={lead.email} />
        </Row>
        {lead.phone && (
          <Row label="Phone">
            <PhoneNumber phone={lead.phone} />
          </Row>
        )}
        {lead.company && <Row label="Company">{lead.company}</Row>}
        <Row label="Received">{formatEastern(lead.createdAt)}</Row>
        <Row label="API function">{lead.functionName}</Row>
        {lead.meetingStartsAt && (
          <Row label="Meeting">
            {meetingSummary(lead)}
            {lead.meetingMinutes ? `, ${lead.meetingMinutes} minutes` : ""}
          </Row>
        )}
        {lead.meetingStartsAt && showsOtherTime(new Date(lead.meetingStartsAt), lead.visitorTimeZone) && (
          <Row label="Visitor's time">
            {visitorClock(new Date(lead.meetingStartsAt), lead.visitorTimeZone)} ({lead.visitorTimeZone.replace(/_/g, " ")})
          </Row>
        )}
        {invite && (
          <Row label="Calendar invite">
            <code className="text-xs">{invite.uid}</code> (sequence {invite.sequence})
          </Row>
        )}
        {lead.message && (
          <Row label="Message">
            <span className="whitespace-pre-wrap">{lead.message}</span>
          </Row>
        )}
        {recordEntries(lead.details).map(([key, value]) => (
          <Row key={key} label={humanize(key)}>
            {value}
          </Row>
        ))}
        {lead.sourcePage && <Row label="Source page">{lead.sourcePage}</Row>}
        {recordEntries(lead.utm).length > 0 && (
          <Row label="Campaign">
            {recordEntries(lead.utm)
              .map(([key, value]) => `${key}=${value}`)
              .join(", ")}
          </Row>
        )}
        {lead.referrer && <Row label="Referrer">{lead.referrer}</Row>}
      </dl>
      {children}

      <h3 className="mt-6 text-base font-semibold">E-mails for this lead</h3>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No e-mails were written for this lead.</p>
      ) : (
        <ul className="mt-2 divide-y rounded-lg border">
          {messages.map((message) => (
            <li key={message.id} className="flex flex-wrap items-start justify-between gap-3 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-all">
                  {message.recipient}: {message.subject}
                </p>
                <p className="text-xs text-muted-foreground">
                  {message.template}, {message.attempts} {message.attempts === 1 ? "attempt" : "attempts"}
                  {message.lastError ? `, last error: ${message.lastError}` : ""}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <OutboxStatusBadge status={message.status} />
                {message.status === "dead" && <RetryButton id={message.id} csrfToken={csrfToken} />}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

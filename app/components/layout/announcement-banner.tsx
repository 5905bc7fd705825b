import type { Announcement } from "#app/features/site-content/public.server.ts";

/** The announcement bar above the header (edited in the admin's Site content); nothing when none is on show. */
export function AnnouncementBanner({ announcement }: { announcement: Announcement | null }) {
  if (!announcement) return null;
  return (
    <div className="bg-brand-ink px-4 py-2 text-center text-sm text-white">
      <p>
        <span>{announcement.text}</span>{" "}
        {/* A full page load, as the spec asks: the article is a separate document. */}
        <a href={announcement.link} className="font-semibold text-brand-amber underline underline-offset-4 hover:text-white">
          {announcement.linkText}
          {announcement.linkContext && <span className="sr-only">{` ${announcement.linkContext}`}</span>}
        </a>
      </p>
    </div>
  );
}

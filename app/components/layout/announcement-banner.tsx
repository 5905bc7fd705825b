import { announcement } from "#app/config/site.ts";

export function AnnouncementBanner() {
  return (
    <div className="bg-brand-ink px-4 py-2 text-center text-sm text-white">
      <p>
        <span>{announcement.text}</span>{" "}
        {/* A full page load, as the spec asks: the article is a separate document. */}
        <a href={announcement.href} className="font-semibold text-brand-amber underline underline-offset-4 hover:text-white">
          Read More<span className="sr-only"> about the Cool Vendor recognition</span>
        </a>
      </p>
    </div>
  );
}

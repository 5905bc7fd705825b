// The public site's chrome and page widgets without React: the one script a page that does not
// hydrate runs (decision 032). Hydrated pages run it too, so each behaviour is written once; it
// listens on the document, so whatever React renders later is covered as well.
import { enhanceBackLinks } from "./back-links.ts";
import { enhanceBackToTop } from "./back-to-top.ts";
import { enhanceBlogFilter } from "./blog-filter.ts";
import { enhanceCapabilityBar } from "./capability-bar.ts";
import { enhanceCodeCopy } from "./code-copy.ts";
import { enhanceCookieBar } from "./cookie-bar.ts";
import { enhanceCopyPageMarkdown } from "./copy-page-markdown.ts";
import { enhanceDesktopMenus } from "./desktop-menus.ts";
import { enhanceDisclosures } from "./disclosures.ts";
import { enhanceDocsGate } from "./docs-gate.ts";
import { enhanceDocsSidebar } from "./docs-sidebar.ts";
import { enhanceDocsTabs } from "./docs-tabs.ts";
import { enhanceGlossaryLetters } from "./glossary-letters.ts";
import { enhanceHeroRotator } from "./hero-rotator.ts";
import { enhanceIslands } from "./islands.ts";
import { enhanceLocalTimes } from "./local-times.ts";
import { enhanceMobileMenu } from "./mobile-menu.ts";
import { enhanceNewsTicker } from "./news-ticker.ts";
import { enhancePageToasts } from "./page-toasts.ts";
import { enhancePendingForms } from "./pending-forms.ts";
import { enhanceShareButtons } from "./share-buttons.ts";
import { enhanceSlashSearch } from "./slash-search.ts";
import { enhanceSmoothScrollLinks } from "./smooth-scroll-links.ts";
import { enhanceVisitBeacon } from "./visit-beacon.ts";

enhanceDesktopMenus(document);
enhanceDisclosures(document);
enhanceMobileMenu(document);
enhanceCookieBar(document);
enhanceBackToTop(document);
enhanceShareButtons(document);
enhanceBackLinks(document);
enhanceGlossaryLetters(document);
enhanceCapabilityBar(document);
enhanceBlogFilter(document);
enhanceDocsGate(document);
enhanceDocsSidebar(document);
enhanceCodeCopy(document);
enhanceCopyPageMarkdown(document);
enhanceDocsTabs(document);
enhanceSlashSearch(document);
enhanceLocalTimes(document);
enhanceHeroRotator(document);
enhanceNewsTicker(document);
enhancePendingForms(document);
enhanceSmoothScrollLinks(document);
enhanceIslands(document);
enhancePageToasts(document);
enhanceVisitBeacon(document);

// Ready: a test (or a script) can wait for this before using the chrome.
document.documentElement.dataset.enhanced = "";

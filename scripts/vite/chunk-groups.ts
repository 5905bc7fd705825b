// How the browser build is cut into files (vite.config.ts). Left to itself the bundler makes one
// chunk for every distinct set of routes sharing a module, so the home page asked for 41 files,
// most of them a single 0.2 KB icon. Each file is a request before the page hydrates (and, on
// HTTP/1.1, waits for one of six connections), so these groups gather what many pages load anyway.
// A route's own code stays in its chunk, code only a few routes share stays apart, and what only
// lazy parts use (dialogs, below-the-fold forms) stays lazy: every group takes modules that some
// route loads up front ("$initial").
const INITIAL = ["$initial" as const];

export const browserChunkGroups = [
  // React, React DOM and React Router: every page, and the part that changes least often, so it
  // stays cached across deploys.
  { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
  // Modules that eight or more routes load: the shared UI, the page chrome's helpers. Not zod: the
  // admin's account pages brought its users to eight, and in here it would add 22 KB to every
  // admin page, the sign-in page too, whether or not the page validates anything in the browser.
  { name: "shared", test: /^(?!.*node_modules[\\/]zod[\\/])/, minShareCount: 8, tags: INITIAL, priority: 2 },
  // The parts every lead form shares (the hook, fields, announcer, submit button, text area and
  // select), then the booking forms' own (date and time fields, slot lists, the booked meeting): a
  // page with a form loads one or two files for them instead of ten small ones. Forms come first, so
  // the booking group, which takes its modules' imports along, leaves them to the contact page.
  // Measured: /book-demo 11 files and 139.2 KB instead of 22 and 141.1; /contact-us 11 and 133.7
  // instead of 16 and 134.4; /pricing, which prefills the next form's e-mail, pays 3.1 KB for it.
  { name: "forms", test: /app[\\/](features[\\/]leads|components[\\/]forms|components[\\/]ui[\\/](textarea|native-select))[\\/.]/, minShareCount: 2, tags: INITIAL, priority: 1 },
  { name: "booking", test: /app[\\/]features[\\/]booking[\\/]/, minShareCount: 2, tags: INITIAL, priority: 1 },
  // Icons used by four or more routes, one file instead of one request each. At two, every page
  // loaded all 56 shared icons (4.8 KB); at four /book-demo drops from 140.2 to 138.0 KB with as
  // many files (19); at eight it needs 23 files.
  { name: "icons", test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 4, tags: INITIAL, priority: 1 },
];

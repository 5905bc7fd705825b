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
  // Modules that eight or more routes load: the shared UI, the page chrome's helpers.
  { name: "shared", minShareCount: 8, tags: INITIAL, priority: 2 },
  // Icons used by four or more routes, one file instead of one request each. At two, every page
  // loaded all 56 shared icons (4.8 KB); at four /book-demo drops from 140.2 to 138.0 KB with as
  // many files (19); at eight it needs 23 files.
  { name: "icons", test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 4, tags: INITIAL, priority: 1 },
];

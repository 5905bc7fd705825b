// Serves `virtual:docs-bundle`: the docs built from content/docs/ (app/features/docs/build/). The
// build inlines it into the server bundle; the dev server rebuilds it when a file there changes.
import path from "node:path";
import type { Plugin } from "vite";
import { buildDocsBundle } from "#app/features/docs/build/docs-bundle.ts";

const VIRTUAL_ID = "virtual:docs-bundle";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function docsBundle(root: string): Plugin {
  const contentDir = path.join(root, "content", "docs");
  return {
    name: "lumenguard-docs-bundle",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(contentDir);
      return `export default ${JSON.stringify(await buildDocsBundle(contentDir))};`;
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      const rebuild = (file: string) => {
        if (!file.startsWith(contentDir)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on("add", rebuild).on("change", rebuild).on("unlink", rebuild);
    },
  };
}

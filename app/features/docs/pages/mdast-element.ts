// One kind of Markdown-tree node for everything the docs pipeline adds (sections, callouts, tabs,
// cards…): "render this element". mdast-util-to-hast turns a node it has no handler for into an
// element named by `data.hName`, so each is an element of the page in the hast the bundle stores,
// drawn by the component docs-article.tsx maps to its name.
import type { Properties, ElementContent } from "hast";
import type { Data, Parent, RootContent } from "mdast";

interface DocsElementData extends Data {
  hName: string;
  hProperties?: Properties;
  /** Ready-made hast children (highlighted code), in place of the node's own. */
  hChildren?: ElementContent[];
}

export interface DocsElement extends Parent {
  type: "docsElement";
  children: RootContent[];
  data: DocsElementData;
  /** The text it stands for when its children are ready-made hast (code), for search. */
  value?: string;
}

declare module "mdast" {
  interface RootContentMap {
    docsElement: DocsElement;
  }
  interface BlockContentMap {
    docsElement: DocsElement;
  }
}

export function element(hName: string, hProperties: Properties, children: RootContent[]): DocsElement {
  return { type: "docsElement", data: { hName, hProperties }, children };
}

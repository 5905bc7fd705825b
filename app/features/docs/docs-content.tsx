// A docs page's body: the hast the build made from its Markdown (app/features/docs/pages/), drawn
// by React on the server with a component for each element. Raw HTML never reaches this tree (the
// build refuses it), and the rest is React elements, so there is no markup to sanitise.
import type { Root } from "hast";
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime";
import type { ComponentProps } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { cn } from "#app/lib/utils.ts";
import { CodeBlock } from "./code-block.tsx";
import {
  Aside,
  Callout,
  Card,
  Cards,
  Definition,
  DefinitionList,
  Description,
  flow,
  headings,
  LinkButton,
  Section,
  Step,
  Steps,
  StepTitle,
  TableHeaderCell,
  TableRegion,
  Term,
} from "./docs-blocks.tsx";
import { Tab, Tabs } from "./docs-tabs.tsx";

const inlineCode = "rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] text-foreground";

/** Plain Markdown elements with the docs' typography. */
const markdown = {
  p: (props: ComponentProps<"p">) => <p className="leading-7" {...props} />,
  ul: (props: ComponentProps<"ul">) => <ul className="grid list-disc gap-2 pl-6 leading-7" {...props} />,
  ol: (props: ComponentProps<"ol">) => <ol className="grid list-decimal gap-2 pl-6 leading-7" {...props} />,
  a: (props: ComponentProps<"a">) => <a className="font-medium text-primary underline underline-offset-4 wrap-anywhere" {...props} />,
  code: (props: ComponentProps<"code">) => <code className={inlineCode} {...props} />,
  blockquote: (props: ComponentProps<"blockquote">) => <blockquote className="border-l-4 border-primary/40 pl-4 text-muted-foreground" {...props} />,
  table: (props: ComponentProps<"table">) => <table className="w-full min-w-[36rem] text-left text-sm [&_tbody_tr]:border-t [&_tbody_tr]:align-top" {...props} />,
  caption: (props: ComponentProps<"caption">) => <caption className="sr-only" {...props} />,
  thead: (props: ComponentProps<"thead">) => <thead className="bg-muted" {...props} />,
  th: TableHeaderCell,
  td: (props: ComponentProps<"td">) => <td className="px-4 py-3 text-muted-foreground" {...props} />,
  ...headings,
};

/** The pipeline's own elements (see the directives in app/features/docs/pages/directives.ts). */
const docs = {
  section: Section,
  "docs-code": CodeBlock,
  "docs-callout": Callout,
  "docs-tabs": Tabs,
  "docs-tab": Tab,
  "docs-steps": Steps,
  "docs-step": Step,
  "docs-step-title": StepTitle,
  "docs-cards": Cards,
  "docs-card": Card,
  dl: DefinitionList,
  "docs-definition": Definition,
  dt: Term,
  dd: Description,
  "docs-aside": Aside,
  "docs-link-button": LinkButton,
  "docs-table": TableRegion,
};

// The docs' element names are not HTML's, which is all the library's type knows.
const components = { ...markdown, ...docs } as unknown as Partial<Components>;

export function DocsContent({ body, className }: { body: Root; className?: string }) {
  return <div className={cn(flow, className)}>{toJsxRuntime(body, { Fragment, jsx, jsxs, components, passKeys: true })}</div>;
}

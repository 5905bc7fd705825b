declare module "virtual:docs-bundle" {
  import type { DocsBundle } from "#app/features/docs/build/docs-bundle.ts";

  const bundle: DocsBundle;
  export default bundle;
}

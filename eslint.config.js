import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "audit/", ".cache/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // One import style (docs/architecture.md): `#app/…` and friends across folders, `./` within one.
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~/|\\.\\./)|/\\.\\./", message: "Import across folders through #app/, #db/, #server/, #scripts/ or #tests/." }] },
      ],
      // The server bundle would hoist a static import to its top and load the SDK with tracing off:
      // server/tracing/start.ts loads OpenTelemetry with import() (decision 036).
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@opentelemetry/*"], allowTypeImports: true, message: "Load OpenTelemetry with import() in server/tracing/start.ts; elsewhere import its types only." }] },
      ],
    },
  },
  {
    // Route actions read bodies through one helper that bounds and checks them first.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/form-body.server.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='request'][property.name=/^(formData|json|text|arrayBuffer|blob|bytes|body|clone)$/]",
          message: "Read a request body with readFormBody() from #app/lib/form-body.server.ts: it limits its size and refuses malformed forms with a 4xx.",
        },
      ],
    },
  },
);

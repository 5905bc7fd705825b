import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** One import style (docs/architecture.md): `#app/…` and friends across folders, `./` within one. */
const ACROSS_FOLDERS = { regex: "^(~/|\\.\\./)|/\\.\\./", message: "Import across folders through #app/, #db/, #server/, #scripts/ or #tests/." };

/**
 * The meetings' layers (decision 043): scheduling (time and calendar rules) below the lead forms,
 * those below a booking's life, and that below the sales and availability screens. A folder may
 * not import from the folders above it.
 */
const LAYERS = [
  ["scheduling", ["leads", "booking", "sales", "availability"]],
  ["leads", ["booking", "sales", "availability"]],
  ["booking", ["sales", "availability"]],
];
const layerRules = LAYERS.map(([folder, above]) => ({
  files: [`app/features/${folder}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ACROSS_FOLDERS,
          { regex: `^#app/features/(${above.join("|")})/`, message: `app/features/${folder} sits below ${above.join(", ")} (docs/architecture.md): it must not import from them.` },
        ],
      },
    ],
  },
}));

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
      "no-restricted-imports": ["error", { patterns: [ACROSS_FOLDERS] }],
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
  ...layerRules,
);

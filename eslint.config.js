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
    },
  },
);

import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build*/**",
      ".react-router/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "db/migrations/**",
      "tmp-probe/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["warn", { allow: ["warn", "error", "info", "log"] }],
    },
  },
  // Import directions (docs/architecture.md): production code never imports test code; content
  // (copy, catalog, prompts) is a leaf that no capability logic flows into; the shared helpers in
  // app/lib and the UI kit in app/components never reach into a route. Type-only imports are free.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "platform/**/*.ts", "db/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^#?|/)tests/",
              message: "Production code never imports test code (issue 22): move the helper to tests/support/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/content/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^(~/(features|routes|components)|#platform/|\\.\\./(features|routes|components)/|(\\.\\./)+(server|platform)/)",
              allowTypeImports: true,
              message:
                "Content is data: it imports only content (and types). Compose it with behaviour in the feature instead.",
            },
            {
              regex: "(^#?|/)tests/",
              message: "Production code never imports test code (issue 22): move the helper to tests/support/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "app/lib/**/*.{ts,tsx}",
      "app/components/**/*.{ts,tsx}",
      "app/features/**/*.{ts,tsx}",
      "app/actions/**/*.{ts,tsx}",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^~/routes/|(\\.\\./)+routes/)",
              allowTypeImports: true,
              message: "Only routes import routes: move what both need into a feature or app/lib.",
            },
            {
              regex: "^(\\.\\./)+server/",
              message:
                "Features and components do not import the HTTP entry (server/): what they share is in platform/.",
            },
            {
              regex: "(^#?|/)tests/",
              message: "Production code never imports test code (issue 22): move the helper to tests/support/.",
            },
          ],
        },
      ],
    },
  },
  // The UI kit and the page sections start no capability themselves: a button that does (the
  // live demo, a dialog, a checkout, a content CTA) comes from app/actions. Only the layout (the
  // app shell: header, voice widget) reads feature stores.
  {
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "app/components/layout/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^~/routes/|(\\.\\./)+routes/)",
              allowTypeImports: true,
              message: "Only routes import routes: move what both need into a feature or app/lib.",
            },
            {
              regex: "(^~/features/|(\\.\\./)+features/)",
              allowTypeImports: true,
              message:
                "Components start no capability (issue 22): use the button from app/actions, or move the part into the feature.",
            },
            {
              regex: "^(\\.\\./)+server/",
              message:
                "Features and components do not import the HTTP entry (server/): what they share is in platform/.",
            },
            {
              regex: "(^#?|/)tests/",
              message: "Production code never imports test code (issue 22): move the helper to tests/support/.",
            },
          ],
        },
      ],
    },
  },
  // The platform (db, env, jobs, mail, auth configuration, rate limits, request context) is what
  // every feature stands on, so it depends on no feature, route, component or the HTTP entry: what
  // the app does around an account is passed in as hooks (AccountHooks).
  {
    files: ["platform/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/(features|routes|components|islands)/|(\\.\\./)+(app|server)/)",
              message:
                "The platform imports no feature, route, component or server module (issue 22): pass the behaviour in (see AccountHooks).",
            },
            {
              regex: "(^#?|/)tests/",
              message: "Production code never imports test code (issue 22): move the helper to tests/support/.",
            },
          ],
        },
      ],
    },
  },
  // app/lib is a leaf: small helpers every layer may use, which use no feature, route, component
  // or platform module themselves (a platform type may be named).
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^(~/(features|routes|components|islands)/|#platform/|\\.\\./(features|routes|components|islands)/|(\\.\\./)+(server|platform)/)",
              allowTypeImports: true,
              message: "app/lib is a leaf (issue 22): it imports only content, other lib modules and packages.",
            },
            {
              regex: "(^#?|/)tests/",
              message: "Production code never imports test code (issue 22): move the helper to tests/support/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs}", "*.config.{js,ts}", ".ci/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);

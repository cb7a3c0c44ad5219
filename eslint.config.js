import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { featureEdges } from "./app/features/edges.mjs";

const noTests = {
  regex: "(^#?|/)tests/",
  message: "Production code never imports test code (issue 22): move the helper to tests/support/.",
};
const noRoutes = {
  regex: "(^~/routes/|(\\.\\./)+routes/)",
  allowTypeImports: true,
  message: "Only routes import routes: move what both need into a feature or app/lib.",
};
const noFlows = {
  regex: "(^~/flows/|(\\.\\./)+flows/)",
  allowTypeImports: true,
  message:
    "A feature never calls a flow (docs/decisions/114): flows call features. Move the cross-feature step into app/flows and call it from the route or job.",
};
const noServer = {
  regex: "^(\\.\\./)+server/",
  message: "Features and components do not import the HTTP entry (server/): what they share is in platform/.",
};

/** One block of import rules for the production files matched by `files` (tests are free). */
function importRules(files, ...patterns) {
  return {
    files,
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [...patterns, noTests] }] },
  };
}

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
  // No function over 120 lines in production code (issue 44): split it into named parts.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "platform/**/*.ts", "db/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "max-lines-per-function": ["error", { max: 120 }] },
  },
  // Import directions (docs/architecture.md); type-only imports are free where a rule says so.
  // Production code never imports test code (every block adds that rule).
  importRules(["app/**/*.{ts,tsx}", "server/**/*.ts", "platform/**/*.ts", "db/**/*.ts"]),
  // Content (copy, catalog, prompts) is a leaf that no capability logic flows into.
  importRules(["app/content/**/*.ts"], {
    regex:
      "^(~/(features|routes|components)|#platform/|\\.\\./(features|routes|components)/|(\\.\\./)+(server|platform)/)",
    allowTypeImports: true,
    message: "Content is data: it imports only content (and types). Compose it with behaviour in the feature instead.",
  }),
  // Features and actions never reach into a route or the HTTP entry.
  importRules(["app/features/**/*.{ts,tsx}", "app/actions/**/*.{ts,tsx}"], noRoutes, noServer, noFlows),
  // Feature edges as designed (issue 44, docs/decisions/123; app/features/edges.mjs): a feature
  // imports only the features its entry lists (type-only imports are free), so the feature folders
  // stay a DAG. One block per feature, carrying the rules above too (a later block replaces them).
  ...Object.entries(featureEdges).map(([feature, allowed]) => {
    const others = Object.keys(featureEdges).filter((f) => f !== feature && !allowed.includes(f));
    if (!others.length) return importRules([`app/features/${feature}/**/*.{ts,tsx}`], noRoutes, noServer, noFlows);
    return importRules([`app/features/${feature}/**/*.{ts,tsx}`], noRoutes, noServer, noFlows, {
      regex: `(^~/features/|^(\\.\\./)+)(${others.join("|")})(/|$)`,
      allowTypeImports: true,
      message: `${feature} may import only ${allowed.length ? allowed.join(", ") : "no other feature"} (app/features/edges.mjs, decision 123): pass the behaviour in as a parameter, or move the cross-feature step into app/flows.`,
    });
  }),
  // Flows (app/flows) stitch features together for routes, fast paths and jobs: never a route or the entry.
  importRules(["app/flows/**/*.ts"], noRoutes, noServer),
  // The UI kit and the page sections start no capability themselves: a button that does (the live
  // demo, a dialog, a checkout, a content CTA) comes from app/actions. Only the layout (the app
  // shell: header, voice widget) reads feature stores.
  importRules(["app/components/**/*.{ts,tsx}"], noRoutes, noServer, noFlows, {
    regex: "(^~/features/|(\\.\\./)+features/)",
    allowTypeImports: true,
    message:
      "Components start no capability (issue 22): use the button from app/actions, or move the part into the feature.",
  }),
  importRules(["app/components/layout/**/*.{ts,tsx}"], noRoutes, noServer, noFlows),
  // The platform (db, env, jobs, mail, auth configuration, rate limits, request context) is what
  // every feature stands on, so it depends on no feature, route, component or the HTTP entry: what
  // the app does around an account is passed in as hooks (AccountHooks).
  importRules(["platform/**/*.ts"], {
    regex: "^(~/(features|routes|components|islands)/|(\\.\\./)+(app|server)/)",
    message:
      "The platform imports no feature, route, component or server module (issue 22): pass the behaviour in (see AccountHooks).",
  }),
  // app/lib is a leaf: small helpers every layer may use, which use no feature, route, component
  // or platform module themselves (a platform type may be named).
  importRules(["app/lib/**/*.{ts,tsx}"], {
    regex:
      "^(~/(features|routes|components|islands)/|#platform/|\\.\\./(features|routes|components|islands)/|(\\.\\./)+(server|platform)/)",
    allowTypeImports: true,
    message: "app/lib is a leaf (issue 22): it imports only content, other lib modules and packages.",
  }),
  {
    files: ["scripts/**/*.{js,mjs}", "*.config.{js,ts}", ".ci/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);

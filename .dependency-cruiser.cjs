/**
 * The directions code may depend in (docs/architecture.md, "Boundaries"). `npm run check` runs it;
 * app/lib/boundaries.test.ts shows each rule failing on a deliberate violation.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "No import cycle anywhere in the app, server or scripts.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "shared-code-never-imports-features",
      comment: "app/lib and app/components serve every feature, so they never reach into one.",
      severity: "error",
      from: { path: "^app/(lib|components)/" },
      to: { path: "^app/features/" },
    },
    {
      name: "features-never-import-the-app-above-them",
      comment:
        "root.tsx, routes.ts, app/routes/, the feature list (app/features.server.ts) and the payment registry (app/payments.server.ts) assemble the features; a feature importing them would make a cycle (a type, such as the root loader's, is fine).",
      severity: "error",
      from: { path: "^app/(features|lib|components)/", pathNot: "\\.test\\.tsx?$" },
      to: {
        path: "^app/(root\\.tsx|routes\\.ts|routes/|features\\.server\\.ts|payments\\.server\\.ts)",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "components-never-import-the-database",
      comment: "UI components get their data as props; the database stays on the server.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "^app/lib/db/" },
    },
    {
      name: "features-meet-through-their-public-files",
      comment:
        "Another feature is reached only through its index.ts (UI, types) or index.server.ts (server code). Tests may call any route module.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/", pathNot: "\\.test\\.tsx?$" },
      to: {
        path: "^app/features/",
        pathNot: ["^app/features/$1/", "^app/features/[^/]+/index(\\.server)?\\.tsx?$"],
      },
    },
    {
      name: "schema-values-stay-on-the-server",
      comment:
        "A module that can reach the browser imports the Drizzle schema only as `import type`; status lists live in app/lib/db/enums.ts.",
      severity: "error",
      from: { path: "^app/", pathNot: ["\\.server\\.tsx?$", "\\.test\\.tsx?$", "^app/lib/db/"] },
      to: { path: "^app/lib/db/schema\\.ts$", dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

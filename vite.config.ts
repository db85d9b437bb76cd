import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// Every page loads the document (root.tsx) and the site's layout, so what they import, at any
// depth, is fetched by every page anyway: in one chunk it compresses better than in the dozen
// small ones the bundler would make (about 4 KB gzipped less per page). React and React Router
// keep a chunk of their own, which an update of the site does not change.
const SHELL = ["app/root.tsx", "app/features/shell/routes/site-layout.tsx"].map((file) =>
  path.resolve(file),
);
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-router)[\\/]/;

interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** A route module's id may carry a query (`root.tsx?__react-router-build-client-route`). */
const isShell = (id: string) => SHELL.includes(id.split("?")[0] ?? id);

function shellChunk() {
  const imported = new Map<string, boolean>();
  // Whether `id` is imported by the shell, directly or through modules it imports (statically).
  const importedByShell = (id: string, context: ChunkingContext): boolean => {
    const known = imported.get(id);
    if (known !== undefined) return known;
    imported.set(id, false);
    const found = (context.getModuleInfo(id)?.importers ?? []).some(
      (importer) => isShell(importer) || importedByShell(importer, context),
    );
    imported.set(id, found);
    return found;
  };
  return {
    name: (id: string, context: ChunkingContext) =>
      !isShell(id) && importedByShell(id, context) ? "shell" : null,
  };
}

// The server build gets a second entry, `start.js` (server/production.ts, what `npm start` runs),
// beside React Router's `index.js`: both import the app from the same chunks, so the running server
// holds one copy of its code. React Router names every server entry `index.js`; `[name].js` keeps
// that name for its own and gives ours its own.
const SERVER_ENTRIES = {
  index: "virtual:react-router/server-build",
  start: path.resolve("server/production.ts"),
};

function serverStartEntry(): Plugin {
  return {
    name: "wic:server-start-entry",
    apply: "build",
    outputOptions(output) {
      return { ...output, entryFileNames: "[name].js" };
    },
    applyToEnvironment: (environment) => environment.name === "ssr",
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), serverStartEntry()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? { rollupOptions: { input: SERVER_ENTRIES } }
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "framework", test: FRAMEWORK, priority: 1 }, shellChunk()],
            },
          },
        },
      },
}));

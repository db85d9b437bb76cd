import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import routes from "#app/routes";
import { routeFullPath } from "../../server/admin-guard";

/**
 * The production build's route table, for the tests that walk every route (bad bodies, hostile
 * input, the admin guard): nothing is listed by hand, so a new route is tested as it lands.
 */

const buildDirectory = process.env.WIC_BUILD_DIR ?? "build";

/** The production build (`npm run build`), as the test servers serve it. */
export async function productionBuild(): Promise<ServerBuild> {
  return (await import(path.resolve(buildDirectory, "server/index.js"))) as ServerBuild;
}

/** One route of the production build, with what the tests that walk the route table need. */
export interface RouteEntry {
  id: string;
  /** The full path with its parameters, e.g. `/blog/:slug`; "*" for a splat. */
  path: string;
  /** The names of its path parameters. */
  params: string[];
  /** Its module, relative to the repository (`app/features/blog/routes/post.tsx`). */
  file: string;
  /** An index route of no path of its own: its action is reached with `?index` (else its parent's is). */
  indexOfParent: boolean;
  hasAction: boolean;
  hasLoader: boolean;
  /** A download or other resource (CSV, JSON, a file): no page of its own. */
  isResource: boolean;
  /** Routes nested in it (a layout) exist: it is never answered alone. */
  isLayout: boolean;
}

/** The module of every route id in app/routes.ts (React Router's default id is the file's path). */
function filesById(entries: RouteConfigEntry[], files = new Map<string, string>()) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[^.]+$/, "");
    files.set(id, path.join("app", entry.file));
    if (entry.children) filesById(entry.children, files);
  }
  return files;
}

/** Every route of `build`, from its own table (the root and pathless layouts included). */
export function routeTable(build: ServerBuild): RouteEntry[] {
  const files = filesById(routes);
  files.set("root", "app/root.tsx");
  const parents = new Set(Object.values(build.routes).map((route) => route?.parentId));
  return Object.values(build.routes).flatMap((route) => {
    if (!route) return [];
    const full = `/${routeFullPath(build, route.id)}`;
    return {
      id: route.id,
      path: full,
      params: [...full.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ""),
      file: files.get(route.id) ?? "",
      indexOfParent: Boolean(route.index) && !route.path,
      hasAction: Boolean(route.module.action),
      hasLoader: Boolean(route.module.loader),
      isResource: !route.module.default && !route.module.ErrorBoundary,
      isLayout: parents.has(route.id),
    };
  });
}

/** A real value for each kind of path parameter, so the page (and its forms) exists. */
const SAMPLE_PARAMS: Record<string, string> = {
  slug: "library",
  page: "privacy",
  token: "abc",
  group: "A",
  file: "x.webp",
};

/**
 * The route's address with each parameter given a value (`sample`, by default one that exists)
 * and the splat filled in; an index route's with `?index`, which its action needs.
 */
export function routeAddress(
  route: RouteEntry,
  sample: (param: string) => string = (name) => SAMPLE_PARAMS[name] ?? "1",
): string {
  const pathname = route.path
    .replace(/:(\w+)\??/g, (_, name: string) => sample(name))
    .replace("*", "no-such-page");
  return route.indexOfParent ? `${pathname}?index` : pathname;
}

/** The same address as a script asks for it (React Router's `.data` requests). */
export function dataAddress(address: string): string {
  const [pathname = "/", search] = address.split("?");
  return `${pathname === "/" ? "/_root" : pathname}.data${search ? `?${search}` : ""}`;
}

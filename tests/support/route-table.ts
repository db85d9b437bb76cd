import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import routes from "~/routes";

/** One route of the production build, with what the tests that walk the route table need. */
export interface RouteEntry {
  id: string;
  /** The full path with its parameters, e.g. `/blog/:slug`; "*" for a splat. */
  path: string;
  /** The names of its path parameters. */
  params: string[];
  /** Its module, relative to the repository (`app/features/blog/routes/post.tsx`). */
  file: string;
  hasAction: boolean;
  hasLoader: boolean;
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
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(build.routes).flatMap((route) => {
    if (!route) return [];
    const full = `/${fullPath(route.id)}`;
    return {
      id: route.id,
      path: full,
      params: [...full.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ""),
      file: files.get(route.id) ?? "",
      hasAction: Boolean(route.module.action),
      hasLoader: Boolean(route.module.loader),
      isLayout: parents.has(route.id),
    };
  });
}

/** The route's path with each parameter given a value (`sample(name)`) and the splat filled in. */
export function samplePath(route: RouteEntry, sample: (param: string) => string): string {
  return route.path
    .replace(/:(\w+)\??/g, (_, name: string) => sample(name))
    .replace("*", "no-such-page");
}

import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of the site, in one place.
export default [
  layout("features/shell/routes/site-layout.tsx", [
    index("features/home/routes/home.tsx"),
    route("contact", "features/contact/routes/contact.tsx"),
    route("enrol", "features/shell/routes/enrol-redirect.ts"),
    route("__test/error", "features/shell/routes/error-test.tsx"),
    route("*", "features/shell/routes/not-found.tsx"),
  ]),
  layout("features/shell/routes/display-layout.tsx", [
    route("display", "features/shell/routes/display.tsx", { id: "display" }),
    route("tv", "features/shell/routes/display.tsx", { id: "tv" }),
  ]),
  route("healthz", "features/shell/routes/healthz.ts"),
] satisfies RouteConfig;

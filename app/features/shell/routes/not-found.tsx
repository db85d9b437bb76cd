import { data } from "react-router";
import { NotFound } from "#app/components/layout/error-screen";
import { type MetaMatchList, pageMeta } from "#app/lib/meta";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = ({ matches }: { matches: MetaMatchList }) =>
  pageMeta(matches, {
    title: "Page not found",
    description: "The page you were looking for could not be found.",
  });

export default function NotFoundRoute() {
  return <NotFound />;
}

import { site } from "~/lib/config/site";

/** Title and description tags for a page, with the centre's name appended to the title. */
export function pageMeta({ title, description }: { title: string; description: string }) {
  return [
    { title: title === site.name ? title : `${title} | ${site.name}` },
    { name: "description", content: description },
  ];
}

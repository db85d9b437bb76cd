// Placeholder: built in this issue.
export function loader() {
  return new Response("Not Found", { status: 404 });
}

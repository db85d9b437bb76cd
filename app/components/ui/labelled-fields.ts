/**
 * A form's fields named by the keys of its one labels map: `field("title")` gives the `meta` and
 * `label` a field component takes (`<TextField {...field("title")} />`), so a field is named once
 * and always shows the label its error summary uses.
 */
export function labelledFields<Fields, Name extends keyof Fields & string>(
  fields: Fields,
  labels: Record<Name, string>,
) {
  return <Key extends Name>(name: Key) => ({ meta: fields[name], label: labels[name] });
}

import { useNavigation } from "react-router";

/**
 * Whether this form's own submission is on its way, not another form's of the page: the one that
 * sends every value of `sends` (`{ intent: "term" }`, `{ slug: project.slug }`).
 */
export function useSubmitting(sends: Readonly<Record<string, string>>): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    Object.entries(sends).every(([name, value]) => navigation.formData?.get(name) === value)
  );
}

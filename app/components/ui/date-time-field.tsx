import { type PresetFieldProps, TextField } from "./field";

/**
 * A date and time, as the browser's `datetime-local` control gives it (its hint says which zone).
 * Its own module: only admin forms use it, so public pages do not ship it.
 */
export function DateTimeField(props: PresetFieldProps) {
  return <TextField type="datetime-local" {...props} />;
}

import type { ComponentProps } from "react";
import { FramedSelect } from "./field";

/** Options under headings (`<optgroup>`), each value shown as its own label. */
export interface OptionGroup {
  name: string;
  options: readonly string[];
}

/** A choice from options grouped under headings, starting on `placeholder` (an empty value). */
export function GroupedSelectField({
  groups,
  placeholder,
  ...selectProps
}: Omit<ComponentProps<typeof FramedSelect>, "children"> & {
  groups: readonly OptionGroup[];
  placeholder: string;
}) {
  return (
    <FramedSelect {...selectProps}>
      <option value="">{placeholder}</option>
      {groups.map((group) => (
        <optgroup key={group.name} label={group.name}>
          {group.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </optgroup>
      ))}
    </FramedSelect>
  );
}

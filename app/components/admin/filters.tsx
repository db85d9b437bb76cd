import { createContext, type ReactNode, useContext } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { controlClasses } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { panelClasses, statusLabel } from "./page";

/** A labelled control in a filter form. */
function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

type FilterOption = readonly [value: string, label: string];

/** The choice that filters nothing out, first in a select filter. */
export const ALL: FilterOption = ["", "All"];

/** The filters the page was loaded with, by name: each control starts with its own. */
const FilterValues = createContext<Record<string, unknown>>({});

/** A control's loaded value, unless it is given one. */
function useFilterValue(name: string, given: string | undefined) {
  const value = useContext(FilterValues)[name];
  return given ?? String(value ?? "");
}

/** A filter control's id when it needs no other: `filter-` and its name. */
const filterId = (name: string) => `filter-${name}`;

/** A labelled `<select>` filter; `options` are value and label pairs. */
export function SelectFilter({
  name,
  id = filterId(name),
  label,
  defaultValue,
  options,
  className,
}: {
  id?: string;
  name: string;
  label: string;
  defaultValue?: string;
  options: readonly FilterOption[];
  className?: string;
}) {
  const value = useFilterValue(name, defaultValue);
  return (
    <FilterField id={id} label={label} className={className}>
      <select id={id} name={name} defaultValue={value} className={controlClasses}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A status filter's choices: the first value stands for every status ("All"), then each status. */
export function statusFilterOptions([every, ...statuses]: readonly string[]): FilterOption[] {
  return [
    [every ?? "", ALL[1]],
    ...statuses.map((status) => [status, statusLabel(status)] as const),
  ];
}

type InputFilterProps = {
  id?: string;
  name: string;
  label: string;
  defaultValue?: string;
  className?: string;
};

function InputFilter({
  name,
  id = filterId(name),
  label,
  defaultValue,
  className,
  ...input
}: InputFilterProps & { type: "search" | "date"; placeholder?: string }) {
  const value = useFilterValue(name, defaultValue);
  return (
    <FilterField id={id} label={label} className={className}>
      <input id={id} name={name} {...input} defaultValue={value} className={controlClasses} />
    </FilterField>
  );
}

/** A labelled search box filter. */
export function SearchFilter(props: InputFilterProps & { placeholder?: string }) {
  return <InputFilter {...props} type="search" />;
}

/** A labelled date filter (a UK calendar date, YYYY-MM-DD as the date control sends it). */
export function DateFilter(props: InputFilterProps) {
  return <InputFilter {...props} type="date" />;
}

/**
 * A GET form of filters with Apply and Clear, its controls starting with the loaded `values`. It is
 * keyed on the query string so its controls reset to them after every navigation.
 */
export function FilterForm({
  values,
  label,
  className,
  submitLabel,
  clearTo,
  actionsClassName,
  children,
}: {
  values: Record<string, unknown>;
  label: string;
  className: string;
  submitLabel: string;
  clearTo: string;
  /** When given, Apply and Clear sit in a `<div>` with these classes. */
  actionsClassName?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const actions = (
    <>
      <button type="submit" className={buttonClasses("primary")}>
        {submitLabel}
      </button>
      <Link to={clearTo} className={buttonClasses("ghost")}>
        Clear
      </Link>
    </>
  );
  return (
    <Form
      method="get"
      key={location.search}
      aria-label={label}
      className={cn(panelClasses, className)}
    >
      <FilterValues value={values}>{children}</FilterValues>
      {actionsClassName ? <div className={actionsClassName}>{actions}</div> : actions}
    </Form>
  );
}

import { outboxStatuses } from "#app/lib/db/enums";

// Filter choices shared by the loaders (parsing) and the pages (the select options).
export const submissionStatusFilters = ["all", "new", "handled"] as const;

export const emailStatusFilters = ["all", ...outboxStatuses] as const;
export type EmailStatusFilter = (typeof emailStatusFilters)[number];

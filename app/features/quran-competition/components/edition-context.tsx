import { createContext, useContext } from "react";
import type { EditionText } from "../editions";
import { COMPETITION_DATE_TEXT, FEE_LABEL, GROUP_MAX, GROUP_MIN, MAX_AGE, MIN_AGE } from "../rules";

/** The 2025 edition (decision 0162), until a page provides the edition it shows. */
const SPEC_EDITION: EditionText = {
  year: 2025,
  dateText: COMPETITION_DATE_TEXT,
  venue: "Watford Islamic Centre",
  feeLabel: FEE_LABEL,
  minAge: MIN_AGE,
  maxAge: MAX_AGE,
  groupMin: GROUP_MIN,
  groupMax: GROUP_MAX,
  rulesText: "",
};

const EditionContext = createContext<EditionText>(SPEC_EDITION);

export const EditionProvider = EditionContext.Provider;

/** The edition the page shows (its date, fee, ages and group sizes). */
export function useEdition(): EditionText {
  return useContext(EditionContext);
}

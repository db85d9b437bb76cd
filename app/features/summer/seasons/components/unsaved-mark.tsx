import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { LeaveGuard, useTypedInto } from "#app/components/admin/unsaved-changes";

/** Whether a submission on its way is this form's: it carries each of `sends`' fields as given. */
const isFrom = (data: FormData | undefined, sends: Readonly<Record<string, string>>) =>
  data !== undefined && Object.entries(sends).every(([name, value]) => data.get(name) === value);

/**
 * Whether the form `formId` holds changes not saved: typed into since it was shown or last sent
 * (its own submission, not another form's), or sent back by the server (`sentBack`, refused).
 */
function useFormUnsaved(
  formId: string,
  sentBack: boolean,
  sends: Readonly<Record<string, string>>,
) {
  const [unsaved, setUnsaved] = useState(sentBack);
  useEffect(() => {
    if (sentBack) setUnsaved(true);
  }, [sentBack]);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && isFrom(navigation.formData, sends);
  useEffect(() => {
    if (sending) setUnsaved(false);
  }, [sending]);
  useTypedInto(formId, setUnsaved);
  return unsaved;
}

/**
 * "Unsaved changes", next to a form's Save, while that form holds changes not saved: a page with
 * several forms (the season, each programme) says which of them, and saving one leaves the
 * others' marks (and their question before leaving the page) as they were.
 */
export function UnsavedMark({
  formId,
  sentBack,
  sends,
}: {
  formId: string;
  sentBack: boolean;
  /** The hidden fields that tell this form's submission from the page's others. */
  sends: Readonly<Record<string, string>>;
}) {
  const unsaved = useFormUnsaved(formId, sentBack, sends);
  // The shared guard stands down whenever any form of the page is sent; mounted again after
  // each navigation, it keeps asking for this form while it still holds changes.
  const { key } = useLocation();
  return (
    <span aria-live="polite" className="text-sm font-semibold text-amber-800">
      {unsaved ? (
        <>
          <LeaveGuard key={key} formId={formId} unsaved />
          Unsaved changes
        </>
      ) : null}
    </span>
  );
}

import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button";
import { ErrorSummary, TextAreaField } from "#app/components/ui/field";
import { formErrorsOf, useValidatedForm } from "#app/lib/forms";
import { useHydrated } from "#app/lib/use-hydrated";
import { denySchema, type ListingKind } from "../schema";

/** What the review forms need to know of a listing. */
export interface Reviewed {
  kind: ListingKind;
  id: number;
  name: string;
}

/** The answer of /admin/directory's action about one listing (errors, the reason typed). */
export interface ReviewAnswer {
  result: SubmissionResult<string[]>;
  id: number;
  kind: ListingKind;
}

/** The answer if `data` is one, and about this listing. */
export function answerAbout(data: unknown, listing: Reviewed): ReviewAnswer | undefined {
  if (!data || typeof data !== "object" || !("result" in data)) return undefined;
  const answer = data as ReviewAnswer;
  return answer.id === listing.id && answer.kind === listing.kind ? answer : undefined;
}

/** The message of a review or delete of this listing that failed ('Failed to update status'). */
export function ListingError({ answer }: { answer: ReviewAnswer | undefined }) {
  return <ErrorSummary formErrors={formErrorsOf(answer?.result)} className="mt-2" />;
}

function ListingFields({ listing }: { listing: Reviewed }) {
  return (
    <>
      <input type="hidden" name="id" value={listing.id} />
      <input type="hidden" name="kind" value={listing.kind} />
    </>
  );
}

export function ApproveForm({ listing }: { listing: Reviewed }) {
  const navigation = useNavigation();
  return (
    <Form method="post">
      <ListingFields listing={listing} />
      <Button
        type="submit"
        name="intent"
        value="approve"
        className="px-4 py-1.5"
        pending={
          navigation.formData?.get("id") === String(listing.id) &&
          navigation.formData?.get("kind") === listing.kind &&
          navigation.formData?.get("intent") === "approve"
        }
      >
        Approve<span className="sr-only"> {listing.name}</span>
      </Button>
    </Form>
  );
}

/**
 * Deny with a reason (required: the button stays disabled until one is typed). After a failed
 * save the reason typed is still there, also when the page was reloaded. `place` tells apart the
 * two copies of a listing's forms (the phone's card and the table's row).
 */
export function DenyForm({
  listing,
  answer,
  place,
}: {
  listing: Reviewed;
  answer: ReviewAnswer | undefined;
  place: string;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useValidatedForm(denySchema, {
    id: `deny-${listing.kind}-${listing.id}-${place}`,
    lastResult: answer?.result,
  });
  const note = typeof fields.note.value === "string" ? fields.note.value : "";
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-2">
      <ListingFields listing={listing} />
      <TextAreaField meta={fields.note} label="Reason for denial" rows={2} />
      <Button
        type="submit"
        name="intent"
        value="deny"
        variant="outline"
        disabled={hydrated && !note.trim()}
        className="px-4 py-1.5"
      >
        Deny<span className="sr-only"> {listing.name}</span>
      </Button>
    </Form>
  );
}

export function DeleteForm({ listing }: { listing: Reviewed }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        const first = window.confirm(
          `Are you sure you want to delete "${listing.name}"? This action cannot be undone.`,
        );
        const second =
          first &&
          window.confirm(
            `FINAL WARNING: "${listing.name}" will be permanently deleted from the directory. Continue?`,
          );
        if (!second) event.preventDefault();
      }}
    >
      <ListingFields listing={listing} />
      <button
        type="submit"
        name="intent"
        value="delete"
        className={buttonClasses("ghost", "px-4 py-1.5 text-red-800")}
      >
        Delete<span className="sr-only"> {listing.name}</span>
      </button>
    </Form>
  );
}

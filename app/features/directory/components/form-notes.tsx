/** Above the forms for signed-out visitors: what they fill in is kept until they sign in. */
export function SignedOutNote({ signedIn }: { signedIn: boolean }) {
  return signedIn ? null : (
    <p className="mb-5 rounded-lg bg-stone-50 p-3 text-sm text-stone-800 ring-1 ring-stone-200">
      You can fill this in now: we keep it safe while you create an account or log in, then submit
      it for you.
    </p>
  );
}

/** Above an edit form: the note our team left when it denied the listing. */
export function EditNote({ note }: { note: string | null }) {
  return note ? (
    <p className="mb-6 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <strong>Note from our team:</strong> {note}
    </p>
  ) : null;
}

import { PostButton } from "./post-button";

/** An admin's "paid at the centre" button for one registration (intent mark-paid). */
export function MarkPaidForm({
  id,
  who,
  disabled,
  className,
}: {
  id: string | number;
  who: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <PostButton
      fields={{ id }}
      name="intent"
      value="mark-paid"
      variant="outline"
      className={className}
      disabled={disabled}
    >
      Mark paid<span className="sr-only"> for {who}</span>
    </PostButton>
  );
}

import { cn } from "#app/lib/cn";

/** A failure the reader must know about (the page could not load something), announced once. */
export function FailureAlert({ message, className }: { message: string; className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        "mt-6 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-sm font-semibold text-red-900",
        className,
      )}
    >
      {message}
    </p>
  );
}

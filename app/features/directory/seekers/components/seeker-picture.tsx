import { cn } from "#app/lib/cn";

/** The seeker's round picture, or a placeholder (female variant or generic) when there is none. */
export function SeekerPicture({
  pictureUrl,
  female,
  className,
}: {
  pictureUrl: string | null;
  female: boolean;
  className?: string;
}) {
  if (pictureUrl) {
    return (
      <img
        src={pictureUrl}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        className={cn("size-16 rounded-full object-cover", className)}
      />
    );
  }
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      className={cn("size-16 rounded-full bg-stone-100 text-stone-500", className)}
      data-placeholder={female ? "female" : "generic"}
    >
      <circle cx="32" cy="24" r="11" fill="currentColor" />
      {female ? (
        <path
          d="M14 58c0-14 8-22 18-22s18 8 18 22z M19 26c0-12 6-19 13-19s13 7 13 19l3 14H16z"
          fill="currentColor"
          opacity="0.8"
        />
      ) : (
        <path d="M12 58c0-12 9-20 20-20s20 8 20 20z" fill="currentColor" />
      )}
    </svg>
  );
}

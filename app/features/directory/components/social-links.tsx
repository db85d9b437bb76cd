export const NETWORKS = [
  ["facebook", "Facebook"],
  ["instagram", "Instagram"],
  ["linkedin", "LinkedIn"],
] as const;

/** Facebook, Instagram and LinkedIn links (already normalised to https:// by the server). */
export function SocialLinks({
  social,
  owner,
}: {
  social: { facebook: string; instagram: string; linkedin: string };
  owner: string;
}) {
  const present = NETWORKS.filter(([key]) => social[key]);
  if (present.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`${owner} on social media`}>
      {present.map(([key, label]) => (
        <li key={key}>
          <a
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-brand-strong hover:bg-brand-soft"
          >
            {label}
            <span className="sr-only"> of {owner} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A programme card's points and weekly topics as the programme form types them: one point per
 * line; the topics in groups, each its name on a line then one topic per line (week by week),
 * with a blank line between groups. Pure: the browser checks them as the admin types, the action
 * before it stores them.
 */

export interface TopicGroup {
  group: string;
  weeks: string[];
}

/** How much a card holds: what a card on /summer/programmes still reads well with. */
export const CARD_LIMITS = {
  points: 8,
  pointLength: 120,
  groups: 6,
  groupNameLength: 60,
  topicsPerGroup: 12,
  topicLength: 120,
  /** The whole field, checked before it is read line by line. */
  pointsText: 2_000,
  topicsText: 10_000,
} as const;

const linesOf = (text: string) =>
  text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export const parsePoints = (text: string): string[] => linesOf(text);

export const pointsText = (points: readonly string[]): string => points.join("\n");

/** Groups of topics: blocks split by blank lines, each its name line then its topics. */
export function parseTopics(text: string): TopicGroup[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map(linesOf)
    .flatMap(([group, ...weeks]) => (group ? [{ group, weeks }] : []));
}

export const topicsText = (groups: readonly TopicGroup[]): string =>
  groups.map(({ group, weeks }) => [group, ...weeks].join("\n")).join("\n\n");

const characters = (count: number) => `${count} ${count === 1 ? "character" : "characters"}`;

/** Why the typed points cannot be stored, or null. */
export function pointsProblem(text: string): string | null {
  const points = parsePoints(text);
  if (points.length > CARD_LIMITS.points)
    return `A card shows at most ${CARD_LIMITS.points} points, one per line: this list has ${points.length}.`;
  const long = points.findIndex((point) => point.length > CARD_LIMITS.pointLength);
  if (long >= 0)
    return `Each point must be ${CARD_LIMITS.pointLength} characters or fewer: point ${long + 1} has ${characters(points[long]?.length ?? 0)}.`;
  return null;
}

/** Why the typed topics cannot be stored, or null. */
export function topicsProblem(text: string): string | null {
  const groups = parseTopics(text);
  if (groups.length > CARD_LIMITS.groups)
    return `A card shows at most ${CARD_LIMITS.groups} groups of topics: this list has ${groups.length} (a blank line starts a new group).`;
  for (const { group, weeks } of groups) {
    if (group.length > CARD_LIMITS.groupNameLength)
      return `A group's name (its first line) must be ${CARD_LIMITS.groupNameLength} characters or fewer: “${group}” has ${characters(group.length)}.`;
    if (weeks.length === 0)
      return `“${group}” has no topics: write them under its name, one per line.`;
    if (weeks.length > CARD_LIMITS.topicsPerGroup)
      return `A group has at most ${CARD_LIMITS.topicsPerGroup} weekly topics: “${group}” has ${weeks.length}.`;
    const long = weeks.findIndex((topic) => topic.length > CARD_LIMITS.topicLength);
    if (long >= 0)
      return `Each topic must be ${CARD_LIMITS.topicLength} characters or fewer: week ${long + 1} of “${group}” has ${characters(weeks[long]?.length ?? 0)}.`;
  }
  return null;
}

/**
 * Remembers the answers of a pure function of a string, the last `limit` keys (the oldest is
 * forgotten first): for work that depends only on a text, such as rendering a post's Markdown,
 * which is then done once per version of the text rather than once per request.
 */
export function memoise<T>(compute: (key: string) => T, limit: number): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = compute(key);
    answers.set(key, answer);
    if (answers.size > limit) {
      const [oldest] = answers.keys();
      if (oldest !== undefined) answers.delete(oldest);
    }
    return answer;
  };
}

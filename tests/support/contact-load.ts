/** What became of one contact-form post: its answer's status, or the error of a request that got none. */
export type ContactOutcome = { message: string; status?: number; error?: string };

/**
 * Posts the contact form `total` times, `concurrency` at a time, each with its own message;
 * calls `onAcknowledged` after each 2xx/3xx with how many there have been.
 */
export async function submitContactForms(
  origin: string,
  {
    total,
    concurrency,
    label = "Load test message",
    onAcknowledged = () => {},
  }: {
    total: number;
    concurrency: number;
    label?: string;
    onAcknowledged?: (count: number) => void;
  },
): Promise<ContactOutcome[]> {
  const outcomes: ContactOutcome[] = [];
  let next = 0;
  let acknowledged = 0;
  const worker = async () => {
    while (next < total) {
      const message = `${label} number ${next++}`;
      try {
        const response = await fetch(`${origin}/contact`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            firstName: "Amina",
            lastName: "Khan",
            email: "amina@example.org",
            message,
          }),
        });
        await response.arrayBuffer();
        outcomes.push({ message, status: response.status });
        if (response.status < 400) onAcknowledged(++acknowledged);
      } catch (error) {
        outcomes.push({ message, error: String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

/** The outcomes that were acknowledged (a 2xx or 3xx answer). */
export const acknowledgedOutcomes = (outcomes: ContactOutcome[]) =>
  outcomes.filter((outcome) => outcome.status !== undefined && outcome.status < 400);

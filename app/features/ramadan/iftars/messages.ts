/** What a visitor reads about community iftars besides the form's own messages (decision 0382). */
export const IFTAR_MESSAGES = {
  signedUp: "You are signed up. We have emailed you the details.",
  notStored: "Your sign-up could not be saved. Please try again in a moment.",
  full: "This iftar is full. Please look at the other iftars on the Ramadan page.",
  closed: "Sign-ups for this iftar are closed.",
  past: "This iftar has taken place: sign-ups are closed.",
  cancelled: "Your booking is cancelled, and your places are free for someone else.",
  alreadyCancelled: "This booking was already cancelled.",
  cancelPast: "This iftar has taken place: the booking can no longer be cancelled.",
} as const;

/** The content pages from today's content/ files, with a first revision, inserted when missing. */
export async function seedContentPages(): Promise<void> {}

/** The spec's eight projects with a first body each, inserted when missing (every install). */
export async function seedProjects(): Promise<void> {}

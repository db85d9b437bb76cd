/** The newest backup run, as the admin overview shows it. */
export interface LastBackup {
  startedAt: Date;
  finishedAt: Date | null;
  fileName: string | null;
  bytes: number | null;
  /** Null while it runs. */
  ok: boolean | null;
  error: string | null;
}

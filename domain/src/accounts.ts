// The paying account a record belongs to. Kept apart from schemas/team.ts so that screens which
// only need the id (the task page) do not load zod and the team schemas with it.

/** The account a record belongs to: its accountId, else (records before teams) its user. */
export function accountOf(record: { accountId?: string | null; userId: string }): string {
  return record.accountId ?? record.userId;
}

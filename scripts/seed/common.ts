// What every seeder shares: an hour in milliseconds and a write that leaves an existing document alone.

export const HOUR = 3_600_000;

export async function createIfAbsent(ref: FirebaseFirestore.DocumentReference, data: Record<string, unknown>) {
  try {
    await ref.create(data);
  } catch (err) {
    if ((err as { code?: number }).code !== 6) throw err; // 6 = ALREADY_EXISTS
  }
}

// Shared pieces for the webhooks' functions tests: the log and endpoint as stored, and a retry run
// through the dev callable (the receiver is in webhook-receiver.ts).
import { adminDb, signedInClient, type TestClient } from './functions-client';

export { receiver, until, type Receiver, type Received } from './webhook-receiver';

export const deliveriesOf = async (endpointId: string) =>
  (await adminDb.collection('webhookDeliveries').where('endpointId', '==', endpointId).get()).docs.map((d) => ({
    id: d.id,
    ...(d.data() as {
      status: string;
      eventType: string;
      eventId: string;
      attempts: { statusCode: number | null; ok: boolean; body: string }[];
      nextAttemptAt: { toMillis(): number } | null;
      createdAt: { toMillis(): number };
    }),
  }));

export const endpointOf = async (id: string) => (await adminDb.doc(`webhookEndpoints/${id}`).get()).data();

let adminClient: Promise<TestClient> | null = null;
/** One retry run at `nowMs`, through the emulator-only callable. */
export async function webhookTick(nowMs: number) {
  adminClient ??= signedInClient({ admin: true });
  return (await adminClient).call('runWebhookTickDev', { nowMs });
}
export async function closeWebhookTickClient() {
  if (adminClient) await (await adminClient).close();
  adminClient = null;
}

// The French scan's /developers: a read-only API key, made as the customer makes one.
export async function seedDevelopers(
  client: { call(name: string, data: unknown): Promise<unknown> },
  accountId: string,
  at: Date,
): Promise<string[]> {
  await client.call('createApiKey', { accountId, name: 'Notre CMS', scope: 'read' });
  return ['Notre CMS', ...(await seedWebhookLog(accountId, at))];
}

// The French scan's webhooks: one endpoint with one delivery in its log, written directly (nothing
// is sent). Returns the text it wrote as the customer's own (their URL, their server's answer).
export async function seedWebhookLog(accountId: string, at: Date): Promise<string[]> {
  const { adminDb } = await import('../support/functions-client');
  const hook = adminDb.collection('webhookEndpoints').doc();
  const url = 'https://erabliere.example/tasklane';
  await hook.set({
    accountId,
    createdBy: accountId,
    url,
    events: ['task.delivered'],
    status: 'enabled',
    disabledReason: null,
    failingSince: null,
    secretPrefix: 'whsec_abcd',
    secretRotatedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await adminDb.doc(`webhookDeliveries/evt_scan_${hook.id}`).set({
    accountId,
    endpointId: hook.id,
    eventId: 'evt_scan',
    eventType: 'task.delivered',
    payload: '{}',
    status: 'succeeded',
    attempts: [{ at, statusCode: 200, ok: true, body: 'reçu', manual: false }],
    attemptCount: 1,
    nextAttemptAt: null,
    createdAt: at,
  });
  return [url, 'reçu'];
}

import { ABUSE_LIMITS, type CallableInput } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, PORTS, PROJECT_ID, REGION, randomId } from '../support/emulators';
import {
  adminDb,
  anonymousClient,
  atGlobalCeiling,
  callThroughFrontEnd,
  errorOf,
  forgedIp,
  signedInClient,
  type TestClient,
} from '../support/functions-client';
import { mailsTo, rawSource, waitForMails } from '../support/maildev';

// The staff address is the STAFF_EMAIL param's default (functions/src/services/mail.ts).
const STAFF = 'staff@tasklane.ca';

function message(overrides: Partial<CallableInput<'submitContact'>> = {}): CallableInput<'submitContact'> {
  return {
    name: 'Luc Bérubé',
    email: `${randomId('contact')}@example.test`,
    company: 'Boulangerie du Ruisseau',
    phone: '819 555-0134',
    subject: `Menu translation ${randomId('s')}`,
    message: 'Could you translate our new menu? About 300 words, English to French.',
    locale: 'en',
    ...overrides,
  };
}

async function storedFor(email: string) {
  return (await adminDb.collection('contactMessages').where('email', '==', email).get()).docs.map((d) => d.data());
}

/** A raw callable request, so a test can set the client IP the way a proxy in front would. */
async function callFromIp(
  ip: string,
  data: unknown,
): Promise<{ status: number; body: { result?: unknown; error?: { status: string } } }> {
  const res = await fetch(`http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/submitContact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ data }),
  });
  return { status: res.status, body: (await res.json()) as { result?: unknown; error?: { status: string } } };
}

let anon: TestClient;
beforeAll(() => {
  anon = anonymousClient();
});
afterAll(async () => anon.close());

describe('submitContact', () => {
  it('stores the message, e-mails the staff and acknowledges the sender in English', async () => {
    const input = message();
    await expect(anon.call('submitContact', input)).resolves.toEqual({ ok: true });

    const stored = await storedFor(input.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: input.name,
      subject: input.subject,
      message: input.message,
      locale: 'en',
      userId: null,
      status: 'new',
    });
    expect(stored[0]).not.toHaveProperty('website');

    const [staff] = await waitForMails(STAFF, { where: (m) => m.subject.includes(input.subject) });
    expect(staff?.text).toContain(input.message);
    expect(staff?.text).toContain(input.email);
    expect(await rawSource(staff!)).toMatch(new RegExp(`^Reply-To: ${input.email}$`, 'm'));

    const [ack] = await waitForMails(input.email);
    expect(ack?.subject).toBe('We received your message · Tasklane');
    expect(ack?.text).toContain('within 2 business hours, Monday to Friday, 9 a.m. to 5 p.m. Eastern');
    // The address is unverified: the acknowledgement echoes nothing the sender typed.
    for (const typed of [input.message, input.subject, input.name]) {
      expect(ack?.text).not.toContain(typed);
      expect(ack?.html).not.toContain(typed);
    }
  });

  it('acknowledges in French and records the signed-in sender', async () => {
    const customer = await signedInClient();
    try {
      const input = message({ locale: 'fr', name: 'Geneviève Caron' });
      await customer.call('submitContact', input);
      const [ack] = await waitForMails(input.email);
      expect(ack?.subject).toBe('Nous avons bien reçu votre message · Tasklane');
      expect(ack?.text).toContain('Bonjour,');
      expect(ack?.text).not.toContain('Geneviève');
      expect(ack?.text).toContain('en moins de 2 heures ouvrables, du lundi au vendredi, de 9 h à 17 h');
      expect((await storedFor(input.email))[0]).toMatchObject({ userId: customer.uid, locale: 'fr' });
    } finally {
      await customer.close();
    }
  });

  it('escapes what the sender wrote in the staff mail, and keeps it out of the acknowledgement', async () => {
    const input = message({
      name: 'Eve <img src=x onerror=alert(1)>',
      message: 'Hello <script>alert("x")</script> team, a question.',
    });
    await anon.call('submitContact', input);
    const [staff] = await waitForMails(STAFF, { where: (m) => m.subject.includes(input.subject) });
    const [ack] = await waitForMails(input.email);
    for (const mail of [staff, ack]) {
      expect(mail?.html).not.toContain('<script>');
      expect(mail?.html).not.toContain('<img src=x');
    }
    expect(staff?.html).toContain('&lt;script&gt;');
    expect(ack?.html).not.toContain('script');
  });

  it('pretends success for a filled honeypot, storing and sending nothing', async () => {
    const input = message({ website: 'http://spam.example' });
    await expect(anon.call('submitContact', input)).resolves.toEqual({ ok: true });
    // The real message sent next proves mail was flowing while the honeypot one was dropped.
    const control = message();
    await anon.call('submitContact', control);
    await waitForMails(control.email);
    expect(await storedFor(input.email)).toEqual([]);
    expect(await mailsTo(input.email)).toEqual([]);
  });

  it('limits one address to 3 messages an hour', async () => {
    const email = `${randomId('busy')}@example.test`;
    for (let i = 0; i < 3; i++) await anon.call('submitContact', message({ email, subject: `Try ${i}` }));
    const err = await errorOf(anon.call('submitContact', message({ email, subject: 'Try 4' })));
    expect(err.code).toBe('functions/resource-exhausted');
    expect(await storedFor(email)).toHaveLength(3);
  });

  it('limits one IP to 10 messages an hour, whatever the addresses', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < 10; i++) {
      const r = await callFromIp(ip, message());
      expect(r.body.result).toEqual({ ok: true });
    }
    const blocked = message();
    const r = await callFromIp(ip, blocked);
    expect(r.body.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(await storedFor(blocked.email)).toEqual([]);
    // Another IP is not affected.
    expect((await callFromIp('198.51.100.7', message())).body.result).toEqual({ ok: true });
  });

  it('counts the address the front end saw, not the X-Forwarded-For the client forged', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const answers: string[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await callThroughFrontEnd('submitContact', message(), ip, forgedIp());
      answers.push(r.body.error?.status ?? 'OK');
    }
    expect(answers.filter((a) => a === 'OK')).toHaveLength(10);
    expect(answers.slice(10)).toEqual(['RESOURCE_EXHAUSTED', 'RESOURCE_EXHAUSTED']);
  });

  it('sends no acknowledgement past the service-wide hourly ceiling, yet keeps the message', async () => {
    const input = message();
    await atGlobalCeiling('contactAckGlobal', ABUSE_LIMITS.contactAckGlobal.max, () =>
      anon.call('submitContact', input),
    );
    await waitForMails(STAFF, { where: (m) => m.subject.includes(input.subject) });
    expect(await storedFor(input.email)).toHaveLength(1);
    // The call returns once its mails are sent, so none to the sender means none was sent.
    expect(await mailsTo(input.email)).toEqual([]);
  });

  it('rejects bad input with a code per field, storing nothing', async () => {
    const email = 'not-an-email';
    const err = await errorOf(
      anon.callRaw('submitContact', {
        ...message(),
        name: 'L',
        email,
        phone: 'call me',
        subject: '',
        message: 'short',
      }),
    );
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toMatchObject({
      fields: {
        name: 'name_too_short',
        email: 'email_invalid',
        phone: 'phone_invalid',
        subject: 'subject_required',
        message: 'message_too_short',
      },
    });
    expect(await storedFor(email)).toEqual([]);
  });

  // submitContact is public: anyone may write to us, so there is no unauthenticated or wrong-role case.
});

// The French scan's data, one role at a time: what each role's table entries show.
import { createUser } from './support';
import { seedDataExports } from './french-scan-exports';
import { QUOTE_STATES, TASK_STATES, H, DAY, type Seed } from './french-scan-table';
import { seedDevelopers } from './french-scan-webhooks';

export async function seedVisitor(): Promise<Seed> {
  // The public pages show what the content files and the settings say: nothing to write.
  return { ids: {}, content: [] };
}

/**
 * A French customer who bought a pack and a plan by card (the Stripe stand-in, as a customer would),
 * with a task in every status, a quote in every state, a brand kit, a month of statistics and an
 * invitation to a team.
 */
export async function seedCustomer(): Promise<{ seed: Seed; user: { email: string; password: string } }> {
  const { adminDb, passwordClient } = await import('../support/functions-client');
  const { buyer, packInput, payAt, subscribe } = await import('../support/stripe');
  const { taskDoc } = await import('../support/factories');
  const { quoteDoc, versionOf, acceptedOf } = await import('../support/quotes');
  const { brandKitDoc } = await import('../support/brand-kits');
  const { K, statsBucket } = await import('@tasklane/domain');
  const client = await buyer({ locale: 'fr', province: 'QC', balance: 12 });
  const uid = client.uid as string;
  const email = client.email as string;
  const user = { email, password: 'Test-password-123!' };
  await adminDb.doc(`profiles/${uid}`).update({ name: 'Camille Tremblay', company: 'Érablière Tremblay' });
  const stamp = Date.now();
  const ids: Record<string, string> = {};
  const content = ['Camille Tremblay', 'Érablière Tremblay', 'Camille T.'];

  const pack = await client.call('createCheckoutSession', { ...packInput('pack_5', 'fr') });
  await payAt(pack.url);
  ids.packSession = pack.sessionId;
  ids.planSession = (await subscribe(client, 'pro', 'fr')).sessionId;

  const now = Date.now();
  const at = (ms: number) => new Date(now + ms);
  const base = {
    language: 'fr' as const,
    brief: 'Veuillez peaufiner le texte ci-dessous en gardant notre ton chaleureux.',
    sourceText: 'Nous sommes une petite érablière près du canal.',
  };
  const delivered = {
    status: 'delivered' as const,
    queueStatus: null,
    queuePosition: null,
    activatedAt: at(-3 * H),
    dueAt: at(-H),
    deliveredAt: at(-H / 2),
    result: 'Voici le texte révisé de votre page À propos.',
  };
  const tasks: Record<(typeof TASK_STATES)[number], Parameters<typeof taskDoc>[1]> = {
    queued: { queuePosition: 2 },
    'in production': { queueStatus: 'active', queuePosition: null, activatedAt: at(-H), dueAt: at(20 * H) },
    'AI draft ready': {
      status: 'ai_drafted',
      queueStatus: null,
      queuePosition: null,
      activatedAt: at(-H),
      dueAt: at(20 * H),
    },
    'in review': {
      status: 'in_review',
      queueStatus: null,
      queuePosition: null,
      activatedAt: at(-2 * H),
      dueAt: at(10 * H),
      reviewerId: 'staff',
    },
    delivered,
    'refund requested': delivered,
    reopened: {
      ...delivered,
      status: 'reopened',
      revisionNote: 'Merci d’ajouter nos heures d’ouverture.',
      revisionCount: 1,
    },
    cancelled: { status: 'cancelled', queueStatus: null, queuePosition: null },
  };
  for (const [state, overrides] of Object.entries(tasks)) {
    const ref = adminDb.collection('tasks').doc();
    const title = `Page À propos (${state}) ${stamp}`;
    await ref.set(taskDoc(uid, { ...base, ...overrides, title }));
    ids[`task ${state}`] = ref.id;
    content.push(title);
    if (state === 'delivered') ids.deliveredTitle = title;
    if (state === 'refund requested') {
      await adminDb.doc(`refundRequests/${ref.id}`).set({
        taskId: ref.id,
        userId: uid,
        accountId: uid,
        taskTitle: title,
        credits: 1,
        paymentMethod: 'credits',
        reason: 'Ce n’est pas le ton demandé.',
        status: 'pending',
        decisionReason: null,
        decidedBy: null,
        createdAt: new Date(),
        decidedAt: null,
      });
    }
  }
  content.push(
    base.brief,
    base.sourceText,
    delivered.result,
    'Merci d’ajouter nos heures d’ouverture.',
    'Ce n’est pas le ton demandé.',
  );

  const v1 = versionOf({ scope: 'Réécrire les 30 pages en langage clair, une ronde de révision.', by: 'staff' });
  const accepted = acceptedOf({ version: v1 });
  const settledAt = now - H;
  const quoteTitle = `Guide de l’employé ${stamp}`;
  const quoteBase = {
    title: quoteTitle,
    language: 'fr' as const,
    description: 'Notre guide de 30 pages doit être réécrit en langage clair.',
    sourceText: 'Section 1. Heures de travail.',
  };
  const quoted = { versions: [v1], expiresAt: v1.expiresAt };
  const quoteResult = { result: 'Voici le guide réécrit.', actualCents: 24_000, deliveredAt: now - 2 * H };
  const quotes: Record<(typeof QUOTE_STATES)[number], Parameters<typeof quoteDoc>[1]> = {
    requested: {},
    quoted,
    changes_requested: { versions: [v1], changesNote: 'Pouvez-vous inclure la section sur les congés?' },
    declined: { versions: [v1] },
    expired: { versions: [{ ...v1, expiresAt: now - DAY }] },
    accepted: { versions: [v1], accepted },
    in_progress: { versions: [v1], accepted },
    delivered: { versions: [v1], accepted, ...quoteResult },
    settled: {
      versions: [v1],
      accepted,
      ...quoteResult,
      settlement: {
        actualCents: 24_000,
        consumedCredits: 9,
        releasedCredits: 1,
        refundCents: 0,
        by: 'customer',
        settledAt,
      },
    },
    refund_requested: { versions: [v1], accepted, ...quoteResult },
    refunded: {
      versions: [v1],
      accepted,
      ...quoteResult,
      settlement: { actualCents: 0, consumedCredits: 0, releasedCredits: 10, refundCents: 0, by: 'refund', settledAt },
    },
  };
  for (const [status, overrides] of Object.entries(quotes)) {
    const ref = adminDb.collection('quotes').doc();
    await ref.set(quoteDoc(uid, { ...quoteBase, ...overrides, status: status as (typeof QUOTE_STATES)[number] }));
    ids[`quote ${status}`] = ref.id;
  }
  ids.quoteTitle = quoteTitle;
  content.push(
    quoteTitle,
    quoteBase.description,
    quoteBase.sourceText,
    v1.scope,
    'Pouvez-vous inclure la section sur les congés?',
    'Voici le guide réécrit.',
  );

  const kit = brandKitDoc(uid, {
    description: 'Une cabane à sucre de Gatineau.',
    audience: 'Les familles de l’Outaouais',
    voice: ['chaleureux'],
    wordsToUse: ['maison'],
    wordsToAvoid: ['bon marché'],
    signOff: 'À bientôt à la cabane!',
  });
  await adminDb.doc(`brandKits/${uid}`).set(kit);
  content.push(...kit.glossary.flatMap((g) => [g.en, g.fr]), 'maple taffy', 'sugar shack', 'sap run');

  // A translation memory with a pair from a delivered task and one from pasted texts.
  const { seedMemory } = await import('../support/tm-seed');
  const memory = [
    { en: 'Our patio is heated all winter.', fr: 'Notre terrasse est chauffée tout l’hiver.' },
    { en: 'Maple taffy on snow every weekend.', fr: 'De la tire sur la neige chaque fin de semaine.' },
  ];
  await seedMemory(uid, memory);
  content.push(...memory.flatMap((p) => [p.en, p.fr]));
  // A running weekly schedule with one occurrence skipped for want of credits (still submittable).
  const schedule = await client.call('createSchedule', {
    requestId: `scan-${stamp}`,
    template: {
      title: 'Publications du lundi',
      category: 'marketing_content',
      tier: 'standard',
      brief: 'Trois publications pour nos spéciaux de la semaine, ton chaleureux.',
      sourceText: '',
      deliverableType: 'text',
      language: 'fr',
    },
    timing: {
      rhythm: { kind: 'weekly', weekdays: [1] },
      time: '09:00',
      startDate: '2030-01-07',
      end: { kind: 'never' },
    },
  });
  await adminDb.doc(`schedules/${schedule.scheduleId}/occurrences/2030-01-07`).set({
    accountId: uid,
    localDate: '2030-01-07',
    runAt: at(-H),
    outcome: 'skipped',
    reason: 'insufficient_credits',
    taskId: null,
    priceCredits: 1,
    lateByMs: 0,
    submitBy: at(23 * H),
    at: at(-H),
  });
  ids.scheduleTitle = 'Publications du lundi';
  content.push('Publications du lundi', ...(await seedDevelopers(client, uid, at(-H))));

  const { month } = statsBucket(now);
  const c = {
    [K.submitted]: 3,
    [K.category('marketing_content')]: 2,
    [K.category('admin_docs')]: 1,
    [K.delivered]: 2,
    [K.onTime]: 1,
    [K.late]: 1,
    [K.turnaround(2)]: 2,
    [K.revisions]: 1,
    [K.creditsSold]: 10,
    [K.creditsConsumed]: 3,
    [K.payments]: 1,
    [K.grossCents]: 25_000,
    [K.chargedCents]: 28_744,
    [K.tax('GST')]: 1250,
    [K.tax('QST')]: 2494,
  };
  await adminDb.doc(`customerStats/${uid}`).set({ accountId: uid, month: 'total', c });
  await adminDb.doc(`customerStats/${uid}/months/${month}`).set({ accountId: uid, month, c });
  await seedDataExports(uid, now);

  // A team whose owner invited this customer: the join page opens on the invitation.
  const { waitForMails } = await import('../support/maildev');
  const owner = await createUser({ locale: 'fr', name: 'Louis Côté' });
  const ownerClient = await passwordClient(owner.email, owner.password);
  const teamName = `Café du Canal ${stamp}`;
  const { teamId } = await ownerClient.call('createTeam', {
    name: teamName,
    legalName: `${teamName} inc.`,
    province: 'QC',
    address: '12 rue du Canal, Gatineau QC',
  });
  await ownerClient.call('inviteMember', { teamId, email, role: 'member' });
  await ownerClient.close();
  const [mail] = await waitForMails(email);
  ids.invitationToken = decodeURIComponent(/token=([A-Za-z0-9_.%-]+)/.exec(mail?.text ?? '')?.[1] ?? '');
  content.push(teamName, 'Louis Côté');
  await client.close();
  return { seed: { ids, content }, user };
}

/** A team owner who has invited a colleague. */
export async function seedTeamOwner(): Promise<{ seed: Seed; user: { email: string; password: string } }> {
  const { passwordClient } = await import('../support/functions-client');
  const owner = await createUser({ locale: 'fr', name: 'Sophie Lavoie' });
  const client = await passwordClient(owner.email, owner.password);
  const teamName = `Boulangerie Lavoie ${Date.now()}`;
  const { teamId } = await client.call('createTeam', {
    name: teamName,
    legalName: `${teamName} inc.`,
    province: 'QC',
    address: '3 rue Principale, Gatineau QC',
  });
  const invited = `collegue-${Date.now()}@example.test`;
  await client.call('inviteMember', { teamId, email: invited, role: 'member' });
  await client.close();
  // A member's order waiting for the owner's approval (the approvals screen), written as the
  // submission path writes it.
  const { adminDb } = await import('../support/functions-client');
  const memberUid = `membre-${Date.now()}`;
  await adminDb.doc(`teams/${teamId}/members/${memberUid}`).set({
    uid: memberUid,
    teamName,
    email: `${memberUid}@example.test`,
    name: 'Julie Gagnon',
    role: 'member',
    joinedAt: new Date(),
    monthlyCapCredits: null,
    spentMonth: '2026-01',
    spentCredits: 0,
  });
  const requestTitle = 'Affiche des soldes';
  await adminDb.doc(`approvalRequests/scan-${teamId}`).set({
    accountId: teamId,
    userId: memberUid,
    kind: 'task',
    status: 'pending',
    title: requestTitle,
    priceCredits: 2,
    task: null,
    quote: null,
    schedule: null,
    via: 'app',
    createdAt: new Date(),
    expiresAt: Date.now() + 7 * 86_400_000,
    decidedAt: null,
    decidedBy: null,
    declineReason: null,
    taskId: null,
    updatedAt: new Date(),
  });
  return {
    seed: {
      ids: { teamId },
      content: [
        teamName,
        `${teamName} inc.`,
        '3 rue Principale, Gatineau QC',
        'Sophie Lavoie',
        invited,
        'Julie Gagnon',
        requestTitle,
      ],
    },
    user: owner,
  };
}

/** An admin, with a French customer's drafted task, a delivered one with a refund request, a quote request, a message and a rating. */
export async function seedAdmin(): Promise<{ seed: Seed; user: { email: string; password: string } }> {
  const { adminDb } = await import('../support/functions-client');
  const { taskDoc, contactMessageDoc } = await import('../support/factories');
  const { quoteDoc } = await import('../support/quotes');
  const { K, statsBucket } = await import('@tasklane/domain');
  const { FieldValue, Timestamp } = await import('firebase-admin/firestore');
  const admin = await createUser({ admin: true, locale: 'fr', name: 'Nathalie Roy' });
  const customer = await createUser({ locale: 'fr', name: 'Mathieu Gagné', credits: 4 });
  const stamp = Date.now();
  const now = Date.now();
  const ids: Record<string, string> = {};
  const draftedTitle = `Légendes de la terrasse ${stamp}`;
  const brief = 'Trois courtes légendes pour annoncer notre terrasse chauffée, ton chaleureux.';
  const drafted = adminDb.collection('tasks').doc();
  await drafted.set(
    taskDoc(customer.uid, {
      title: draftedTitle,
      category: 'marketing_content',
      tier: 'express',
      brief,
      sourceText: 'La terrasse ouvre vendredi.',
      language: 'fr',
      priceCredits: 2,
      status: 'ai_drafted',
      queueStatus: null,
      queuePosition: null,
      activatedAt: new Date(now - H / 2),
      dueAt: new Date(now + 17 * H),
    }),
  );
  await drafted.collection('staff').doc('draft').set({
    provider: 'offline',
    text: 'Notre terrasse ouvre vendredi.',
    model: 'offline-drafter-v1',
    tokens: 5,
    ms: 0,
    attempts: 1,
    failed: false,
    error: null,
    createdAt: Timestamp.now(),
  });
  ids.drafted = drafted.id;
  // The incident register holds one entry with an addendum (no user named).
  const incident = `INC-2026-${String(stamp % 10_000).padStart(4, '0')}`;
  await adminDb.doc(`privacyIncidents/${incident}`).set({
    reference: incident,
    recordedAtMs: now - DAY,
    fields: {
      occurredFrom: '2026-11-01',
      occurredTo: null,
      discoveredOn: '2026-11-02',
      description: 'Un courriel de livraison envoyé à la mauvaise adresse.',
      information: 'Nom, adresse courriel, titre d’une tâche.',
      peopleCount: 1,
      risk: 'not_serious',
      riskReasons: 'Le destinataire a confirmé la suppression.',
      notifications: {
        commission: { notified: false, on: null },
        people: { notified: true, on: '2026-11-03' },
        public: { notified: false, on: null },
      },
      measures: '',
    },
  });
  await adminDb
    .doc(`privacyIncidents/${incident}/addenda/a1`)
    .set({ atMs: now - H, changes: { measures: 'Adresses vérifiées deux fois.' }, note: 'Mesure décidée.' });

  const refundedTitle = `Menu d’automne ${stamp}`;
  const at = new Date(now - H);
  const delivered = adminDb.collection('tasks').doc();
  await delivered.set(
    taskDoc(customer.uid, {
      title: refundedTitle,
      language: 'fr',
      brief,
      status: 'delivered',
      queueStatus: null,
      queuePosition: null,
      activatedAt: at,
      dueAt: at,
      deliveredAt: at,
      result: 'Notre menu d’automne.',
    }),
  );
  await adminDb.doc(`refundRequests/${delivered.id}`).set({
    taskId: delivered.id,
    userId: customer.uid,
    accountId: customer.uid,
    taskTitle: refundedTitle,
    credits: 1,
    paymentMethod: 'credits',
    reason: 'Pas le ton demandé.',
    status: 'pending',
    decisionReason: null,
    decidedBy: null,
    createdAt: new Date(),
    decidedAt: null,
  });
  ids.refunded = delivered.id;

  const quoteTitle = `Manuel des bénévoles ${stamp}`;
  await adminDb.collection('quotes').add(
    quoteDoc(customer.uid, {
      title: quoteTitle,
      language: 'fr',
      description: 'Réécrire notre manuel en langage clair.',
    }),
  );
  const subject = `Traduction de menu ${stamp}`;
  await adminDb
    .collection('contactMessages')
    .add(contactMessageDoc({ subject, message: 'Traduisez-vous les menus?', name: 'Luc Bérubé' }));
  ids.contactSubject = subject;
  await adminDb.doc(`ratings/${delivered.id}_1`).set({
    taskId: delivered.id,
    round: 1,
    userId: customer.uid,
    accountId: customer.uid,
    reviewerId: admin.uid,
    category: 'admin_docs',
    stars: 5,
    comment: 'Travail impeccable, merci!',
    locale: 'fr',
    quote: { firstName: 'Mathieu', initial: 'G.', city: 'Gatineau' },
    published: false,
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  const { month, day } = statsBucket(now);
  const inc = {
    [K.submitted]: 4,
    [K.delivered]: 2,
    [K.onTime]: 2,
    [K.grossCents]: 13_500,
    [K.chargedCents]: 15_255,
    [K.tax('HST')]: 1_755,
    [K.productGross('pack')]: 13_500,
    [K.creditsSold]: 5,
  };
  const asIncrements = Object.fromEntries(Object.entries(inc).map(([k, v]) => [k, FieldValue.increment(v)]));
  await adminDb
    .doc(`statsPlatform/${month}_0`)
    .set({ month, shard: 0, c: asIncrements, d: { [day]: asIncrements } }, { merge: true });
  await adminDb.doc('statsPlatform/total_0').set({ month: 'total', shard: 0, c: asIncrements }, { merge: true });

  const content = [
    draftedTitle,
    refundedTitle,
    brief,
    'La terrasse ouvre vendredi.',
    'Notre terrasse ouvre vendredi.',
    'Notre menu d’automne.',
    'Pas le ton demandé.',
    quoteTitle,
    'Réécrire notre manuel en langage clair.',
    subject,
    'Traduisez-vous les menus?',
    'Luc Bérubé',
    'Travail impeccable, merci!',
    'Mathieu Gagné',
    'Mathieu',
    'Nathalie Roy',
  ];
  return { seed: { ids, content }, user: admin };
}

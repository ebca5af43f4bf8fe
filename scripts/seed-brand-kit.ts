// The demo customer's brand kit (Café Rideau), so the /brand page, the drafter's prompt and the
// reviewer's glossary check have something to show. Written once; an edited kit is left alone.
import { EMPTY_BRAND_KIT, brandKitSchema } from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminSdk } from './support/admin-sdk.ts';

export async function seedBrandKit(accountId: string) {
  const { db } = adminSdk();
  const kit = brandKitSchema.parse({
    ...EMPTY_BRAND_KIT,
    description:
      'Café Rideau is a small café by the Rideau Canal in Ottawa: espresso, homemade pastries and soups, and a heated patio in winter.',
    audience: 'Neighbours, students and skaters on the canal; about half read French first.',
    voice: ['warm', 'neighbourly', 'plain'],
    wordsToUse: ['homemade', 'neighbourhood'],
    wordsToAvoid: ['cheap', 'artisanal'],
    signOff: 'À bientôt au Café Rideau!',
    glossary: [
      { en: 'heated patio', fr: 'terrasse chauffée' },
      { en: 'soup of the day', fr: 'soupe du jour' },
      { en: 'maple latte', fr: 'latté à l’érable' },
    ],
    colours: ['#1f4e79', '#f2e8d5'],
    accountId,
    logo: null,
    updatedBy: accountId,
    updatedAt: Timestamp.now(),
  });
  try {
    await db.collection('brandKits').doc(accountId).create(kit);
  } catch (err) {
    if ((err as { code?: number }).code !== 6) throw err; // 6 = ALREADY_EXISTS
  }
}

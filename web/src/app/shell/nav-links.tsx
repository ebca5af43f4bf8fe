import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '../../config/paths';

export interface NavLinkDef {
  to: string;
  label: MessageDescriptor;
  adminOnly?: boolean;
  /** Shown to reviewers who are not admins (admins reach the same place through Admin). */
  reviewerOnly?: boolean;
}

/** Whether the signed-in person sees a link: admin links to admins, the review desk to reviewers. */
export function linkVisible(l: NavLinkDef, roles: { isAdmin: boolean; isReviewer?: boolean }): boolean {
  if (l.adminOnly) return roles.isAdmin;
  if (l.reviewerOnly) return !roles.isAdmin && roles.isReviewer === true;
  return true;
}

/** Every signed-in destination, in the order the spec lists them in the header. */
export const signedInLinks: NavLinkDef[] = [
  { to: paths.dashboard.getHref(), label: msg`Dashboard` },
  { to: paths.tasks.getHref(), label: msg`Tasks` },
  { to: paths.quotes.getHref(), label: msg`Quotes` },
  { to: paths.schedules.getHref(), label: msg`Recurring tasks` },
  { to: paths.credits.getHref(), label: msg`Credits` },
  { to: paths.brand.getHref(), label: msg`Brand kit` },
  { to: paths.admin.getHref(), label: msg`Admin`, adminOnly: true },
  { to: paths.admin.getHref(), label: msg`Review desk`, reviewerOnly: true },
  { to: paths.aiFeatures.getHref(), label: msg`AI features` },
  { to: paths.analytics.getHref(), label: msg`Analytics` },
  { to: paths.developers.getHref(), label: msg`Developers` },
  { to: paths.about.getHref(), label: msg`About` },
  { to: paths.whyUs.getHref(), label: msg`Why us` },
  { to: paths.contact.getHref(), label: msg`Contact` },
];

/**
 * The signed-in header at desktop widths: the places a customer scans for first, then everything
 * else under "More", so the row fits at 1024 px in French too. Credits stay one click away through
 * the balance and the user menu. The side drawer on phones lists `signedInLinks` in full.
 */
export const signedInPrimaryLinks: NavLinkDef[] = signedInLinks.filter((l) =>
  ([paths.dashboard.getHref(), paths.tasks.getHref(), paths.quotes.getHref()] as string[]).includes(l.to),
);
export const signedInMoreLinks: NavLinkDef[] = signedInLinks.filter(
  (l) => !signedInPrimaryLinks.includes(l) && l.to !== paths.credits.getHref(),
);

export const signedOutLinks: NavLinkDef[] = [
  { to: paths.about.getHref(), label: msg`About` },
  { to: paths.whyUs.getHref(), label: msg`Why us` },
  { to: paths.contact.getHref(), label: msg`Contact` },
  { to: paths.pricing.getHref(), label: msg`Pricing` },
];

export const bottomNavLinks: NavLinkDef[] = [
  { to: paths.dashboard.getHref(), label: msg`Dashboard` },
  { to: paths.tasks.getHref(), label: msg`Tasks` },
  { to: paths.submitTask.getHref(), label: msg`New task` },
  { to: paths.credits.getHref(), label: msg`Credits` },
  { to: paths.profile.getHref(), label: msg`Profile` },
];

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '../../config/paths';

export interface NavLinkDef {
  to: string;
  label: MessageDescriptor;
  adminOnly?: boolean;
}

/** Spec section 2, "Header and navigation". */
export const signedInLinks: NavLinkDef[] = [
  { to: paths.dashboard.getHref(), label: msg`Dashboard` },
  { to: paths.tasks.getHref(), label: msg`Tasks` },
  { to: paths.quotes.getHref(), label: msg`Quotes` },
  { to: paths.credits.getHref(), label: msg`Credits` },
  { to: paths.admin.getHref(), label: msg`Admin`, adminOnly: true },
  { to: paths.aiFeatures.getHref(), label: msg`AI features` },
  { to: paths.analytics.getHref(), label: msg`Analytics` },
  { to: paths.about.getHref(), label: msg`About` },
  { to: paths.whyUs.getHref(), label: msg`Why us` },
  { to: paths.contact.getHref(), label: msg`Contact` },
];

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

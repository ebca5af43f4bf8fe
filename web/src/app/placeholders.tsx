import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { ComingSoon } from '../components/coming-soon';

/** Screens that later issues build; each keeps its real route, guard and layout meanwhile. */
function placeholder(title: MessageDescriptor) {
  return function Placeholder() {
    const { i18n } = useLingui();
    return <ComingSoon title={i18n._(title)} />;
  };
}

export const placeholders = {
  dashboard: placeholder(msg`Dashboard`),
  tasks: placeholder(msg`My tasks`),
  taskNew: placeholder(msg`Submit a task`),
  task: placeholder(msg`Task details`),
  quotes: placeholder(msg`Quotes`),
  profile: placeholder(msg`Profile settings`),
  credits: placeholder(msg`Credits and billing`),
  aiFeatures: placeholder(msg`AI features`),
  admin: placeholder(msg`Admin`),
  auth: placeholder(msg`Log in`),
  authCallback: placeholder(msg`Confirming your email...`),
  pricing: placeholder(msg`Pricing`),
  about: placeholder(msg`About Tasklane`),
  whyUs: placeholder(msg`Why Tasklane`),
  contact: placeholder(msg`Contact us`),
  blog: placeholder(msg`Blog`),
  faq: placeholder(msg`Frequently asked questions`),
  testimonials: placeholder(msg`Testimonials`),
  ottawa: placeholder(msg`Ottawa services`),
  gatineau: placeholder(msg`Gatineau services`),
  legal: placeholder(msg`Legal`),
};

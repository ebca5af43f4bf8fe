import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Category, DeliverableType, QuoteStatus, TaskStatus, Tier } from '@tasklane/domain';

/** The status labels customers and staff see. */
export const statusLabels: Record<TaskStatus, MessageDescriptor> = {
  submitted: msg`Submitted`,
  ai_drafted: msg`AI Draft Ready`,
  in_review: msg`In Review`,
  delivered: msg`Delivered`,
  reopened: msg`Revision Requested`,
  cancelled: msg`Cancelled`,
};

/** Bulma colour per status, for badges. */
export const statusTagClass: Record<TaskStatus, string> = {
  submitted: 'is-info is-light',
  ai_drafted: 'is-link is-light',
  in_review: 'is-warning is-light',
  delivered: 'is-success is-light',
  reopened: 'is-danger is-light',
  cancelled: 'is-light',
};

/** A quote's states, as customers and admins see them. */
export const quoteStatusLabels: Record<QuoteStatus, MessageDescriptor> = {
  requested: msg`Requested`,
  quoted: msg`Quote ready`,
  changes_requested: msg`Changes requested`,
  declined: msg`Declined`,
  expired: msg`Expired`,
  accepted: msg`Accepted`,
  in_progress: msg`In progress`,
  delivered: msg`Delivered`,
  settled: msg`Completed`,
  refund_requested: msg`Refund requested`,
  refunded: msg({ context: 'quote status', message: 'Refunded' }),
};

export const quoteStatusTagClass: Record<QuoteStatus, string> = {
  requested: 'is-info is-light',
  quoted: 'is-link is-light',
  changes_requested: 'is-warning is-light',
  declined: 'is-light',
  expired: 'is-light',
  accepted: 'is-primary is-light',
  in_progress: 'is-warning is-light',
  delivered: 'is-success is-light',
  settled: 'is-success',
  refund_requested: 'is-danger is-light',
  refunded: 'is-light',
};

export const categoryLabels: Record<Category, MessageDescriptor> = {
  admin_docs: msg`Admin and docs`,
  marketing_content: msg`Marketing and content`,
  design_media: msg`Design and media`,
  research_data: msg`Research and data`,
  forms_business_docs: msg`Forms and business docs`,
  business_launch: msg`Business launch and setup`,
  legal_compliance: msg`Legal and compliance`,
  hr_operations: msg`HR and operations`,
  tech_digital: msg`Tech and digital`,
};

/** One-line hint per category (legal: document preparation only, never advice). */
export const categoryHints: Record<Category, MessageDescriptor> = {
  admin_docs: msg`Polish a letter, a procedure or a short report.`,
  marketing_content: msg`Social captions, short marketing copy, commercial e-mails.`,
  design_media: msg`A light visual, subtitles or a short transcription.`,
  research_data: msg`A light spreadsheet, a short market scan, data clean-up.`,
  forms_business_docs: msg`Explain or pre-fill a form, tidy a business document.`,
  business_launch: msg`Checklists and documents to register or launch a business.`,
  legal_compliance: msg`Prepare compliance documents; never legal advice.`,
  hr_operations: msg`Job postings, onboarding checklists, internal memos.`,
  tech_digital: msg`Website copy updates, app store text, simple how-tos.`,
};

export const tierLabels: Record<Tier, MessageDescriptor> = {
  standard: msg`Standard`,
  express: msg`Express`,
  premium: msg`Premium`,
};

export const deliverableLabels: Record<DeliverableType, MessageDescriptor> = {
  text: msg`Text (up to 800 words)`,
  sheet: msg`Sheet (up to 500 rows)`,
  visual: msg`One visual`,
};

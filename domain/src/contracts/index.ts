import type { z } from 'zod';
import { adminContracts } from '../admin.js';
import { reviewerContracts } from '../reviewers.js';
import { ratingContracts } from '../ratings.js';
import { threadContracts } from '../threads.js';
import { closedTeamContracts } from '../team-balance.js';
import { pricingContracts } from './pricing.js';
import { accountsContracts } from './accounts.js';
import { contactContracts } from './contact.js';
import { tasksContracts } from './tasks.js';
import { pipelineContracts } from './pipeline.js';
import { paymentsContracts } from './payments.js';
import { subscriptionsContracts } from './subscriptions.js';
import { briefCheckContracts } from './brief-check.js';
import { receiptsContracts } from './receipts.js';
import { quotesContracts } from './quotes.js';
import { teamsContracts } from './teams.js';
import { brandKitsContracts } from './brand-kits.js';
import { approvalsContracts } from './approvals.js';
import { translationMemoryContracts } from './translation-memory.js';
import { consentsContracts } from './consents.js';
import { privacyContracts } from './privacy.js';
import { schedulesContracts } from './schedules.js';
import { apiKeysContracts } from './api-keys.js';
import { webhooksContracts } from './webhooks.js';
import { dataExportContracts } from './data-export.js';

/**
 * Each callable's input and output, by name. Functions parse with `input`; the web's typed
 * client infers its types from here, so both sides agree by construction.
 * Each feature keeps its own file in this folder (or beside its domain code); add yours and spread
 * it in.
 */
export const contracts = {
  ...teamsContracts,
  ...quotesContracts,
  ...paymentsContracts,
  ...pricingContracts,
  ...accountsContracts,
  ...contactContracts,
  ...tasksContracts,
  ...pipelineContracts,
  ...receiptsContracts,
  ...briefCheckContracts,
  ...subscriptionsContracts,
  ...adminContracts,
  ...reviewerContracts,
  ...ratingContracts,
  ...threadContracts,
  ...brandKitsContracts,
  ...closedTeamContracts,
  ...approvalsContracts,
  ...translationMemoryContracts,
  ...consentsContracts,
  ...privacyContracts,
  ...schedulesContracts,
  ...apiKeysContracts,
  ...webhooksContracts,
  ...dataExportContracts,
} as const;

export type CallableName = keyof typeof contracts;
export type CallableInput<N extends CallableName> = z.input<(typeof contracts)[N]['input']>;
export type CallableOutput<N extends CallableName> = z.output<(typeof contracts)[N]['output']>;

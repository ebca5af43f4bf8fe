// The logger alone: the package's root also loads every v1 provider, about 0.7 s of each cold start.
import * as logger from 'firebase-functions/logger';

// Every log line is a named function, so messages stay consistent and searchable.
export const logs = {
  afterCommitFailed: (label: string, err: unknown) =>
    logger.error('work after a committed transaction failed; the tick catches up', {
      label,
      error: err instanceof Error ? err.message : String(err),
    }),
  callableFailed: (name: string, err: unknown) =>
    logger.error(`callable ${name} failed`, { error: err instanceof Error ? err.message : String(err) }),
  briefCheckRateLimited: (uid: string) => logger.warn('brief check refused: rate limit reached', { uid }),
  briefCheckUnavailable: (provider: string, error: string) =>
    logger.warn('brief check unavailable', { provider, error }),
  invalidInput: (name: string, issues: unknown) => logger.warn(`callable ${name}: invalid input`, { issues }),
  // Accounts
  authEmailFailed: (type: string, err: unknown) =>
    logger.error(`auth e-mail (${type}) could not be sent`, {
      error: err instanceof Error ? err.message : String(err),
    }),
  authEmailRateLimited: (type: string) => logger.warn(`auth e-mail (${type}) refused: rate limit reached`),
  authEmailSkipped: (type: string, reason: string) => logger.info(`auth e-mail (${type}) not sent: ${reason}`),
  signUpRolledBack: (uid: string, err: unknown) =>
    logger.error('sign-up: profile creation failed, Auth user removed', {
      uid,
      error: err instanceof Error ? err.message : String(err),
    }),
  roleChanged: (uid: string, admin: boolean, by: string) =>
    logger.info(`admin role ${admin ? 'granted' : 'revoked'}`, { uid, by }),
  accountDeleted: (counts: Record<string, number>) => logger.info('account deleted', counts),
  tick: (result: unknown) => logger.info('queue tick', { result }),
  scheduleTick: (result: unknown) => logger.info('schedule tick', { result }),
  scheduleOccurrence: (scheduleId: string, localDate: string, outcome: string) =>
    logger.info(`schedule occurrence ${outcome}`, { scheduleId, localDate }),
  scheduleFileMissing: (scheduleId: string, taskId: string, fileId: string) =>
    logger.error("a schedule's file was missing when its occurrence was copied", { scheduleId, taskId, fileId }),
  scheduleFailed: (scheduleId: string, err: unknown) =>
    logger.error('schedule occurrence failed; the next run tries again', {
      scheduleId,
      error: err instanceof Error ? err.message : String(err),
    }),
  tickTaskFailed: (taskId: string, err: unknown) =>
    logger.error('queue tick: task step failed', { taskId, error: err instanceof Error ? err.message : String(err) }),
  draftAttemptFailed: (taskId: string, attempt: number, err: unknown) =>
    logger.warn('drafting attempt failed', {
      taskId,
      attempt,
      error: err instanceof Error ? err.message : String(err),
    }),
  draftFinished: (taskId: string, outcome: string, meta: Record<string, unknown>) =>
    logger.info(`drafting ${outcome}`, { taskId, ...meta }),
  settingsInvalid: (doc: string, issues: unknown) => logger.error(`${doc} is invalid; using defaults`, { issues }),
  publicSettingsFailed: (err: unknown) =>
    logger.error('public settings could not be read; answered 503', {
      error: err instanceof Error ? err.message : String(err),
    }),
  // notifications
  notificationWritten: (id: string, templateKey: string) => logger.info('notification written', { id, templateKey }),
  notificationDuplicate: (id: string) => logger.info('notification already written; duplicate event ignored', { id }),
  notificationMailSkipped: (uid: string, reason: string) => logger.info('notification e-mail skipped', { uid, reason }),
  notificationMailFailed: (uid: string, kind: string, err: unknown) =>
    logger.error('notification e-mail failed', { uid, kind, error: err instanceof Error ? err.message : String(err) }),
  notificationsPurged: (deleted: number, more: boolean) => logger.info('old notifications deleted', { deleted, more }),
  rateLimited: (what: string, limit: string) => logger.warn(`${what} refused: ${limit} ceiling reached`),
  contactAckSkipped: (messageId: string, limit: string) =>
    logger.warn('contact acknowledgement not sent: ceiling reached', { messageId, limit }),
  profileRefused: (uid: string, reason: string) => logger.warn('ensureProfile refused', { uid, reason }),
  contactHoneypot: () => logger.warn('contact form honeypot filled; pretended success'),
  contactThrottled: (by: 'email' | 'ip') => logger.warn('contact form throttled', { by }),
  contactMailFailed: (messageId: string, err: unknown) =>
    logger.error('contact mail failed', { messageId, error: err instanceof Error ? err.message : String(err) }),
  // payments
  webhookBadSignature: (reason: string) => logger.warn('stripe webhook refused: bad signature', { reason }),
  webhookHandled: (eventId: string, type: string, outcome: string) =>
    logger.info('stripe webhook handled', { eventId, type, outcome }),
  webhookDuplicate: (eventId: string, type: string) =>
    logger.info('stripe webhook already handled; duplicate ignored', { eventId, type }),
  webhookFailed: (eventId: string, type: string, err: unknown) =>
    logger.error('stripe webhook failed; Stripe will retry', {
      eventId,
      type,
      error: err instanceof Error ? err.message : String(err),
    }),
  paymentFulfilled: (paymentId: string, kind: string, duplicate: boolean) =>
    logger.info('payment fulfilled', { paymentId, kind, duplicate }),
  paymentAmountMismatch: (sessionId: string, expected: number, charged: number) =>
    logger.error('checkout total differs from the quoted total', { sessionId, expected, charged }),
  cardRefundFailed: (key: string, err: unknown) =>
    logger.error('card refund failed', { key, error: err instanceof Error ? err.message : String(err) }),
  cardRefundDone: (key: string, refundId: string, amountCents: number) =>
    logger.info('card refund made', { key, refundId, amountCents }),
  // subscriptions
  subscriptionWithoutUser: (subscriptionId: string) =>
    logger.warn(
      'stripe subscription without a Tasklane account (no uid in its metadata, or the account was deleted); ignored',
      { subscriptionId },
    ),
  subscriptionSynced: (uid: string, subscriptionId: string, status: string, stored: boolean) =>
    logger.info(stored ? 'subscription stored' : 'subscription read; stored copy is newer or another plan is live', {
      uid,
      subscriptionId,
      status,
    }),
  subscriptionUnknownPrice: (subscriptionId: string, priceId: string) =>
    logger.error('subscription bills a price that no plan in the settings names', { subscriptionId, priceId }),
  duplicatePlanEnded: (
    uid: string,
    subscriptionId: string,
    keptSubscriptionId: string,
    refundedCents: number,
    firstTime: boolean,
  ) =>
    logger.warn('second live plan cancelled and refunded; the stored plan is kept', {
      uid,
      subscriptionId,
      keptSubscriptionId,
      refundedCents,
      firstTime,
    }),
  duplicatePlanNotDuplicate: (uid: string, subscriptionId: string, storedSubscriptionId: string) =>
    logger.warn('stored plan had ended in Stripe; the newer subscription replaces it', {
      uid,
      subscriptionId,
      storedSubscriptionId,
    }),
  duplicatePlanMailFailed: (subscriptionId: string, err: unknown) =>
    logger.error('staff mail about a cancelled second plan could not be sent', {
      subscriptionId,
      error: err instanceof Error ? err.message : String(err),
    }),
  invoiceGranted: (invoiceId: string, credits: number, duplicate: boolean) =>
    logger.info('subscription invoice granted', { invoiceId, credits, duplicate }),
  invoiceAmountMismatch: (invoiceId: string, expected: number, charged: number) =>
    logger.error('subscription invoice total differs from the plan quoted with our tax table', {
      invoiceId,
      expected,
      charged,
    }),
  invoicePaymentFailed: (invoiceId: string, uid: string, attempt: number) =>
    logger.warn('subscription renewal payment failed', { invoiceId, uid, attempt }),
  paymentFailedMailFailed: (uid: string, err: unknown) =>
    logger.error('payment-failed e-mail could not be sent', {
      uid,
      error: err instanceof Error ? err.message : String(err),
    }),
  teamPlanStopped: (teamId: string, subscriptionId: string, firstTime: boolean) =>
    logger.info(
      firstTime
        ? "closed team's plan set to end with its paid period"
        : "closed team's plan was already stopped; nothing done",
      { teamId, subscriptionId },
    ),
  teamPlanStopFailed: (teamId: string, subscriptionId: string, retried: boolean, err: unknown) =>
    logger.error(
      retried
        ? "closed team's plan could not be stopped; retried"
        : "closed team's plan could not be stopped; Stripe refused, admins must act",
      { teamId, subscriptionId, error: err instanceof Error ? err.message : String(err) },
    ),
  // receipts
  receiptMailSkipped: (receiptId: string, reason: string) =>
    logger.info('receipt e-mail skipped', { receiptId, reason }),
  receiptMailSent: (receiptId: string) => logger.info('receipt e-mailed', { receiptId }),
  receiptMailFailed: (receiptId: string, err: unknown) =>
    logger.error('receipt e-mail failed', { receiptId, error: err instanceof Error ? err.message : String(err) }),
  // admin
  settingsUpdated: (actor: string, paths: string[]) =>
    logger.info('settings updated', { actor, changed: paths.length, paths: paths.slice(0, 50) }),
  adminAction: (action: string, actor: string, entityId: string) =>
    logger.info('admin action', { action, actor, entityId }),
  // files
  fileUploaded: (taskId: string, purpose: string, kind: string, size: number) =>
    logger.info('file stored', { taskId, purpose, kind, size }),
  fileRefused: (code: string) => logger.info('file refused', { code }),
  uploadOpened: (taskId: string, purpose: string, declaredSize: number) =>
    logger.info('upload session opened', { taskId, purpose, declaredSize }),
  fileFunctionFailed: (fn: string, err: unknown) =>
    logger.error(`${fn} failed`, { error: err instanceof Error ? err.message : String(err) }),
  filesPurged: (tasks: number, objects: number, more: boolean, abandoned: number) =>
    logger.info("closed tasks' files and abandoned uploads deleted", { tasks, objects, more, abandoned }),
};

import type { CallContext } from '../callable.js';

/**
 * Who is staff on a thread or a waiting task. Today that is the admins; a reviewer role widens it
 * here, in one place, for every thread callable.
 */
export function isStaff(ctx: Pick<CallContext, 'isAdmin'>): boolean {
  return ctx.isAdmin;
}

/**
 * Whether a user is on the customer's side of a task or a quote. Today that is its owner; an
 * account's members widen it here, in one place, for every thread callable.
 */
export function isCustomerSide(uid: string, entity: { userId: string }): boolean {
  return entity.userId === uid;
}

import type { AuditAction, AuditLog } from '@tasklane/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { col } from './collections.js';

/**
 * Appends an audit entry inside the caller's transaction (write-only: call after all reads). A
 * fixed `id` makes the entry itself the record that something happened once (read it first).
 */
export function writeAudit(
  tx: Transaction,
  entry: {
    actorUserId: string;
    subjectUserId: string;
    action: AuditAction;
    entityType: AuditLog['entityType'];
    entityId: string;
    metadata?: Record<string, unknown>;
  },
  id?: string,
): void {
  const ref = id ? col.auditLogs().doc(id) : col.auditLogs().doc();
  tx.create(ref, { metadata: {}, ...entry, createdAt: FieldValue.serverTimestamp() });
}

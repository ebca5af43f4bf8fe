import type { AuditAction, AuditLog } from '@tasklane/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from './admin.js';

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
  const ref = id ? db.collection('auditLogs').doc(id) : db.collection('auditLogs').doc();
  tx.create(ref, { metadata: {}, ...entry, createdAt: FieldValue.serverTimestamp() });
}

import type { AuditAction, AuditLog } from '@tasklane/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from './admin.js';

/** Appends an audit entry inside the caller's transaction (write-only: call after all reads). */
export function writeAudit(
  tx: Transaction,
  entry: { actorUserId: string; subjectUserId: string; action: AuditAction; entityType: AuditLog['entityType']; entityId: string; metadata?: Record<string, unknown> },
): void {
  tx.create(db.collection('auditLogs').doc(), { metadata: {}, ...entry, createdAt: FieldValue.serverTimestamp() });
}

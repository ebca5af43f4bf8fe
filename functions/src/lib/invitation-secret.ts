import { createHash } from 'node:crypto';

/** Invitation secrets are stored only hashed: the link carries the secret, the document its digest. */
export const hashInvitationSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

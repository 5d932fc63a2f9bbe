import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the secret in an invite link. Only its hash is stored (decision 073). */
export const newInviteToken = () => randomBytes(32).toString('base64url');

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The accept page's address: the link the email carries and the owner may copy. */
export const inviteLink = (appUrl: string, token: string) =>
  new URL(`/studio/invite/${token}`, `${appUrl}/`).href;

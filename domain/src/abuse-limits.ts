const HOUR = 60 * 60 * 1000;

/**
 * Ceilings on the public callables that create accounts or send mail to any address. Per client
 * IP (the address the hosting platform saw, never a header the client wrote) and for the whole
 * service, per fixed hour window. A per-IP ceiling is generous enough for an office behind one
 * address; the global one caps what a botnet of many addresses could make us send.
 */
export const ABUSE_LIMITS = {
  signUpPerIp: { max: 10, windowMs: HOUR },
  signUpGlobal: { max: 200, windowMs: HOUR },
  authEmailPerIp: { max: 10, windowMs: HOUR },
  authEmailGlobal: { max: 300, windowMs: HOUR },
  /** Acknowledgements the contact form sends to unverified addresses. */
  contactAckGlobal: { max: 100, windowMs: HOUR },
  /** Contact messages per sender address, and per client IP (an office shares one IP, hence more). */
  contactPerEmail: { max: 3, windowMs: HOUR },
  contactPerIp: { max: 10, windowMs: HOUR },
  /** AI brief checks per signed-in customer: each one costs a model call. */
  briefCheckPerUser: { max: 10, windowMs: 10 * 60 * 1000 },
  /** Team invitations: per team, per invited address (a resend), and for the whole service. */
  teamInvitePerTeam: { max: 20, windowMs: HOUR },
  teamInvitePerEmail: { max: 3, windowMs: HOUR },
  teamInviteGlobal: { max: 300, windowMs: HOUR },
  /** Thread messages per signed-in user (either side): a conversation, not a flood. */
  threadMessagePerUser: { max: 30, windowMs: 10 * 60 * 1000 },
  /** The ordering API, per key: requests of any kind, and task creations (replays count neither). */
  apiRequestsPerKey: { max: 60, windowMs: 60 * 1000 },
  apiCreationsPerKey: { max: 10, windowMs: 60 * 1000 },
} as const;
export type AbuseLimitName = keyof typeof ABUSE_LIMITS;

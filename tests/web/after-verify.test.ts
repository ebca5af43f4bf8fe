// @vitest-environment happy-dom
// A new invitee signs up from a team's join link, leaves for their mailbox and comes back through
// the confirmation link: the join link (with its token) must survive the round trip, once.
import { STORAGE_KEYS } from '@tasklane/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberAfterVerify, takeAfterVerify } from '../../web/src/lib/after-verify';

const JOIN = '/team/join?token=team1.inv1.s3cret';

beforeEach(() => localStorage.clear());

describe('the destination kept across the e-mail confirmation', () => {
  it('returns the join link with its token once, then forgets it', () => {
    rememberAfterVerify(JOIN);
    expect(takeAfterVerify()).toBe(JOIN);
    expect(takeAfterVerify()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.afterVerify)).toBeNull();
  });

  it('keeps it as long as an invitation lives (7 days), not longer', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    rememberAfterVerify(JOIN, now);
    expect(takeAfterVerify(now + 7 * 24 * 3_600_000 - 1)).toBe(JOIN);
    rememberAfterVerify(JOIN, now);
    expect(takeAfterVerify(now + 7 * 24 * 3_600_000 + 1)).toBeNull();
  });

  it('never keeps a destination outside the app, nor a damaged entry', () => {
    for (const away of ['https://evil.example/team/join', '//evil.example/x', '/\\evil.example', '', null]) {
      rememberAfterVerify(away);
      expect(takeAfterVerify()).toBeNull();
    }
    localStorage.setItem(STORAGE_KEYS.afterVerify, '{not json');
    expect(takeAfterVerify()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.afterVerify, JSON.stringify({ to: '//evil.example', until: Date.now() + 1000 }));
    expect(takeAfterVerify()).toBeNull();
  });
});

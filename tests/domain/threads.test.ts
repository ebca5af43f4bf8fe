import { THREAD_LIMITS, contracts, messageParts, nextMailDue, resumedDueAt } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

describe('messageParts', () => {
  it('makes only http(s) addresses links, leaving trailing punctuation and every other scheme as text', () => {
    expect(messageParts('See https://example.com/a?b=1. Or javascript:alert(1) and <b>bold</b>')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/a?b=1', text: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or javascript:alert(1) and <b>bold</b>' },
    ]);
    expect(messageParts('data:text/html,<script>x</script> ftp://x.test')).toEqual([
      { kind: 'text', text: 'data:text/html,<script>x</script> ftp://x.test' },
    ]);
    expect(messageParts('HTTP://EXAMPLE.COM')[0]).toMatchObject({ kind: 'link', href: 'http://example.com/' });
  });
});

describe('the paused clock and the mail window', () => {
  it('moves the due time by exactly the time waited, and leaves a queued task without one', () => {
    expect(resumedDueAt(1_000_000, 400_000, 700_123)).toBe(1_300_123);
    expect(resumedDueAt(null, 400_000, 700_000)).toBeNull();
  });
  it('sends at once after a quiet window, else when the window since the last e-mail closes; a waiting batch keeps its time', () => {
    const w = THREAD_LIMITS.mailWindowMs;
    expect(nextMailDue({ dueAtMs: null, lastSentAtMs: null }, 10)).toBe(10);
    expect(nextMailDue({ dueAtMs: null, lastSentAtMs: 100 }, 200)).toBe(100 + w);
    expect(nextMailDue({ dueAtMs: null, lastSentAtMs: 100 }, 100 + w + 5)).toBe(100 + w + 5);
    expect(nextMailDue({ dueAtMs: 42, lastSentAtMs: 1 }, 99)).toBe(42);
  });
});

describe('postMessage input', () => {
  const input = contracts.postMessage.input;
  it('accepts text up to 2,000 characters or files alone, and refuses an empty message', () => {
    expect(input.safeParse({ target: { kind: 'task', id: 't1' }, text: 'x'.repeat(2000) }).success).toBe(true);
    expect(input.safeParse({ target: { kind: 'task', id: 't1' }, text: '', fileIds: ['a'.repeat(24)] }).success).toBe(
      true,
    );
    expect(
      input.safeParse({ target: { kind: 'task', id: 't1' }, text: 'x'.repeat(2001) }).error?.issues[0]?.message,
    ).toBe('message_too_long');
    expect(input.safeParse({ target: { kind: 'task', id: 't1' }, text: ' \n ' }).error?.issues[0]?.message).toBe(
      'message_required',
    );
  });
});

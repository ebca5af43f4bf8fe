import { loginSchema, passwordStrength, signUpFormSchema } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'weak'],
    ['abc', 1, 'weak'],
    ['abcdefgh', 2, 'weak'],
    ['abcdefg1', 3, 'fair'],
    ['Abcdefg1', 4, 'good'],
    ['Abcdef1!', 5, 'strong'],
  ])('%j scores %i (%s)', (pw, score, label) => {
    const s = passwordStrength(pw);
    expect(s.score).toBe(score);
    expect(s.label).toBe(label);
  });
  it('lists what is missing', () => {
    expect(passwordStrength('abcdefgh').missing).toEqual(['uppercase', 'digit', 'special']);
  });
});

describe('auth schemas', () => {
  const codes = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('login: required e-mail and password, no length check on the password', () => {
    expect(codes(loginSchema.safeParse({ email: '', password: '', rememberMe: false }))).toEqual({
      email: 'email_required',
      password: 'password_required',
    });
    expect(loginSchema.safeParse({ email: 'a@b.ca', password: 'x', rememberMe: true }).success).toBe(true);
  });
  it('signup: the spec codes, including the terms and the privacy policy, apart', () => {
    const r = signUpFormSchema.safeParse({
      name: ' J ',
      email: 'nope',
      password: 'short',
      company: '',
      locale: 'en',
      acceptTerms: false,
      acceptPrivacy: false,
      englishChosen: false,
    });
    expect(codes(r)).toEqual({
      name: 'name_too_short',
      email: 'email_invalid',
      password: 'password_too_short',
      acceptTerms: 'terms_required',
      acceptPrivacy: 'privacy_required',
      province: 'province_required',
    });
    const ok = signUpFormSchema.safeParse({
      name: 'Jo',
      email: 'jo@example.ca',
      password: '12345678',
      company: '',
      locale: 'fr',
      province: 'QC',
      acceptTerms: true,
      acceptPrivacy: true,
      englishChosen: true,
    });
    expect(ok.success).toBe(true);
  });
});

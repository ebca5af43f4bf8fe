import { Trans, useLingui } from '@lingui/react/macro';
import {
  PASSWORD_CRITERIA,
  passwordStrength,
  type PasswordCriterion,
  type PasswordStrengthLabel,
} from '@tasklane/domain';

const COLOR: Record<PasswordStrengthLabel, string> = {
  weak: 'is-danger',
  fair: 'is-warning',
  good: 'is-info',
  strong: 'is-success',
};

/** Five criteria, score 1-2 Weak, 3 Fair, 4 Good, 5 Strong. */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const { t } = useLingui();
  const s = passwordStrength(password);
  const labels: Record<PasswordStrengthLabel, string> = {
    weak: t`Weak`,
    fair: t`Fair`,
    good: t`Good`,
    strong: t`Strong`,
  };
  const criteria: Record<PasswordCriterion, string> = {
    length: t`At least 8 characters`,
    uppercase: t`An uppercase letter`,
    lowercase: t`A lowercase letter`,
    digit: t`A number`,
    special: t`A special character (!@#$%…)`,
  };
  return (
    <div id={id} className="mt-2" data-testid="password-strength" data-score={s.score}>
      <progress className={`progress is-small mb-1 ${COLOR[s.label]}`} value={s.score} max={5} aria-hidden="true" />
      <p className="is-size-7" aria-live="polite">
        <Trans>Password strength:</Trans>{' '}
        <strong data-testid="password-strength-label">{password ? labels[s.label] : '—'}</strong>
      </p>
      <ul className="is-size-7">
        {PASSWORD_CRITERIA.map((c) => (
          <li key={c} data-met={s.met[c]} className={s.met[c] ? 'has-text-success-dark' : 'has-text-grey-dark'}>
            <span aria-hidden="true">{s.met[c] ? '✓ ' : '○ '}</span>
            {criteria[c]}
            <span className="is-sr-only">{s.met[c] ? t`(met)` : t`(not met)`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

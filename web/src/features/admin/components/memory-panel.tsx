import { Trans, useLingui } from '@lingui/react/macro';
import { normalizeSentence, type CallableOutput, type StaffDraft } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { checkMemoryConsistency } from '../api/reviewer-actions';

type Match = NonNullable<StaffDraft['memoryMatches']>[number];
type Finding = CallableOutput<'checkMemoryConsistency'>['findings'][number];

/**
 * The account's translation memory beside the work: for each sentence of the brief, the source and
 * the draft that the memory knows, its exact or close matches (found when the task was drafted).
 */
export function MemoryPanel({ draft }: { draft: StaffDraft | undefined }) {
  const matches = draft?.memoryMatches ?? [];
  if (matches.length === 0) return null;
  const bySentence = new Map<string, Match[]>();
  for (const m of matches) {
    const key = normalizeSentence(m.sentence);
    bySentence.set(key, [...(bySentence.get(key) ?? []), m]);
  }
  return (
    <div className="box" data-testid="memory-panel">
      <p className="heading">
        <Trans>Translation memory</Trans>
      </p>
      <ul>
        {[...bySentence.values()].map((group) => (
          <li key={group[0]!.sentence} className="mb-2" data-testid="memory-match">
            <p className="is-size-7 has-text-grey">{group[0]!.sentence}</p>
            {group.map((m) => (
              <p key={m.pairId}>
                <MatchTag match={m} /> {m.target}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

function MatchTag({ match }: { match: Match }) {
  const { t } = useLingui();
  const pct = Math.round(match.similarity * 100);
  return (
    <span className={`tag ${match.exact ? 'is-success' : 'is-warning'} is-light`}>
      {match.exact ? t`exact` : t`${pct} % similar`}
      {match.approved ? '' : ` · ${t`not approved`}`}
    </span>
  );
}

/**
 * The consistency check on the reviewer's texts: each sentence whose source has an approved
 * translation in the memory but is translated otherwise. Accepting a difference makes the delivery
 * replace the memory's pair with this translation.
 */
export function MemoryConsistency({
  taskId,
  result,
  resultFr,
  accepted,
  onAccepted,
}: {
  taskId: string;
  result: string;
  resultFr?: string;
  accepted: readonly string[];
  onAccepted(ids: string[]): void;
}) {
  const { t } = useLingui();
  const [findings, setFindings] = useState<Finding[] | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    try {
      setFindings((await checkMemoryConsistency({ taskId, result, resultFr })).findings);
    } catch {
      toast.error(t`The memory check failed. Try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="box" data-testid="memory-consistency">
      <button
        type="button"
        className={`button is-small ${busy ? 'is-loading' : ''}`}
        disabled={busy}
        onClick={() => void check()}
        data-testid="memory-check"
      >
        <Trans>Check against the translation memory</Trans>
      </button>
      {findings === null ? null : findings.length === 0 ? (
        <p className="help is-success" data-testid="memory-consistent">
          <Trans>Consistent with the memory’s approved translations.</Trans>
        </p>
      ) : (
        <ul className="mt-2">
          {findings.map((f) => (
            <li key={f.pairId} className="mb-2" data-testid="memory-finding">
              <p className="is-size-7">{f.source}</p>
              <p>
                <Trans>Approved:</Trans> <span className="has-text-weight-semibold">{f.expected}</span>
              </p>
              {f.found ? (
                <p>
                  <Trans>Yours:</Trans> {f.found}
                </p>
              ) : null}
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={accepted.includes(f.pairId)}
                  onChange={(e) =>
                    onAccepted(e.target.checked ? [...accepted, f.pairId] : accepted.filter((id) => id !== f.pairId))
                  }
                />{' '}
                <Trans>Accept the difference (the memory takes this translation on delivery)</Trans>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

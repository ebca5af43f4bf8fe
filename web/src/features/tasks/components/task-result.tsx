import { Trans, useLingui } from '@lingui/react/macro';
import type { DeliverableType } from '@tasklane/domain';
import toast from 'react-hot-toast';
import { downloadText, fileNameFor, parseSheet, toCsv } from '../utils/sheet';

/** The delivered result: text (copy, .txt) or a sheet (table, .csv). `task-result` is a contract. */
export function TaskResult({
  result,
  deliverableType,
  title,
}: {
  result: string;
  deliverableType: DeliverableType;
  title: string;
}) {
  const { t } = useLingui();
  const rows = deliverableType === 'sheet' ? parseSheet(result) : null;
  const copy = () => {
    navigator.clipboard.writeText(result).then(
      () => toast.success(t`Copied to the clipboard`),
      () => toast.error(t`Could not copy; select the text instead.`),
    );
  };
  return (
    <div>
      <div className="buttons">
        <button type="button" className="button is-small" onClick={copy} data-testid="copy-result">
          <Trans>Copy</Trans>
        </button>
        {rows ? (
          <button
            type="button"
            className="button is-small"
            data-testid="download-result"
            onClick={() => downloadText(fileNameFor(title, 'csv'), toCsv(rows), 'text/csv;charset=utf-8')}
          >
            <Trans>Download .csv</Trans>
          </button>
        ) : (
          <button
            type="button"
            className="button is-small"
            data-testid="download-result"
            onClick={() => downloadText(fileNameFor(title, 'txt'), result, 'text/plain;charset=utf-8')}
          >
            <Trans>Download .txt</Trans>
          </button>
        )}
      </div>
      {rows && rows.length > 0 ? (
        <div className="table-container" style={{ overflowX: 'auto' }} data-testid="task-result">
          <table className="table is-striped is-narrow is-fullwidth" data-testid="task-result-table">
            <thead>
              <tr>
                {rows[0]?.map((c, i) => (
                  <th key={i}>{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.slice(1).map((r, i) => (
                <tr key={i}>
                  {r.map((c, j) => (
                    <td key={j}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="content box" style={{ whiteSpace: 'pre-wrap' }} data-testid="task-result">
          {result}
        </div>
      )}
    </div>
  );
}

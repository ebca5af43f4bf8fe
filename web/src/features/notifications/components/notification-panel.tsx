import { Trans, useLingui } from '@lingui/react/macro';
import { NOTIFICATION_FILTERS, matchesFilter, toMillis, type NotificationFilter } from '@tasklane/domain';
import { forwardRef } from 'react';
import type { NotificationItem } from '../api/notifications';
import { notificationText, relativeTime } from '../utils/notification-text';

export interface NotificationPanelProps {
  status: 'loading' | 'error' | 'success';
  items: NotificationItem[];
  filter: NotificationFilter;
  onFilter(f: NotificationFilter): void;
  onOpen(item: NotificationItem): void;
  onMarkAll(): void;
  markingAll: boolean;
  unreadCount: number;
  nowMs: number;
}

/** Presentation: the newest 50, filterable; a click opens (and marks read) one notification. */
export const NotificationPanel = forwardRef<HTMLDivElement, NotificationPanelProps>(function NotificationPanel(
  { status, items, filter, onFilter, onOpen, onMarkAll, markingAll, unreadCount, nowMs },
  ref,
) {
  const { t, i18n } = useLingui();
  const labels: Record<NotificationFilter, string> = {
    all: t`All`,
    unread: t`Unread`,
    tasks: t`Tasks`,
    system: t`System`,
  };
  const shown = items.filter((n) => matchesFilter(n, filter));

  return (
    <div
      ref={ref}
      id="notification-panel"
      className="notification-panel box"
      role="dialog"
      aria-labelledby="notification-panel-title"
      tabIndex={-1}
      data-testid="notification-panel"
    >
      <div className="notification-panel-head">
        <h2 id="notification-panel-title" className="title is-6 mb-0">
          <Trans>Notifications</Trans>
        </h2>
        <button
          type="button"
          className={`button is-small is-link is-light ${markingAll ? 'is-loading' : ''}`}
          onClick={onMarkAll}
          disabled={markingAll || unreadCount === 0}
          aria-busy={markingAll}
          data-testid="notifications-mark-all"
        >
          <Trans>Mark all read</Trans>
        </button>
      </div>
      <div className="buttons has-addons notification-filters" role="group" aria-label={t`Filter notifications`}>
        {NOTIFICATION_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={`button is-small ${filter === f ? 'is-link is-selected' : ''}`}
            aria-pressed={filter === f}
            onClick={() => onFilter(f)}
            data-testid={`notifications-filter-${f}`}
          >
            {labels[f]}
          </button>
        ))}
      </div>
      {status === 'loading' && <progress className="progress is-small is-link" aria-label={t`Loading notifications`} />}
      {status === 'error' && (
        <p className="has-text-danger-dark" role="alert">
          <Trans>We could not load your notifications. Please refresh the page.</Trans>
        </p>
      )}
      {status === 'success' && shown.length === 0 && (
        <p className="notification-empty" data-testid="notifications-empty">
          {items.length === 0 ? <Trans>No notifications yet.</Trans> : <Trans>Nothing to show for this filter.</Trans>}
        </p>
      )}
      {status === 'success' && shown.length > 0 && (
        <ul className="notification-list" data-testid="notification-list">
          {shown.map((n) => {
            const { title, body } = notificationText(i18n, n);
            const created = toMillis(n.createdAt);
            return (
              <li key={n.id}>
                <button
                  type="button"
                  className={`notification-item ${n.read ? '' : 'is-unread'}`}
                  onClick={() => onOpen(n)}
                  data-testid="notification-item"
                  data-read={n.read ? 'true' : 'false'}
                  data-template={n.templateKey}
                >
                  <span className="notification-item-title">
                    {!n.read && <span className="notification-dot" aria-hidden="true" />}
                    {title}
                    {!n.read && (
                      <span className="is-sr-only">
                        {' '}
                        <Trans>(unread)</Trans>
                      </span>
                    )}
                  </span>
                  <span className="notification-item-body">{body}</span>
                  {created !== null && (
                    <time className="notification-item-time" dateTime={new Date(created).toISOString()}>
                      {relativeTime(created, nowMs, i18n.locale)}
                    </time>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});

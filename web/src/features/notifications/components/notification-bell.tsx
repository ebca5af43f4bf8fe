import { useLingui } from '@lingui/react/macro';
import { LIMITS, unreadBadgeText, type NotificationFilter } from '@tasklane/domain';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useSession } from '../../../hooks/use-session';
import { paths } from '../../../config/paths';
import { isOwnChange } from '../../../lib/own-changes';
import { useAfterScreenData } from '../../../lib/screen-data';
import {
  BELL_PEEK,
  useLatestNotifications,
  useNotificationWrites,
  useUnreadCount,
  type NotificationItem,
} from '../api/notifications';
import { notificationTarget, notificationText } from '../utils/notification-text';
import { NotificationPanel } from './notification-panel';

/** Presentation: the bell button and its badge. */
export function BellButton({
  count,
  open,
  onToggle,
  buttonRef,
}: {
  count: number | null;
  open: boolean;
  onToggle(): void;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useLingui();
  const badge = count === null ? '' : unreadBadgeText(count);
  const label = badge ? t`Notifications (${badge} unread)` : t`Notifications`;
  return (
    <button
      ref={buttonRef}
      type="button"
      className="button is-white notification-bell-button"
      aria-label={label}
      aria-expanded={open}
      aria-controls="notification-panel"
      aria-haspopup="dialog"
      onClick={onToggle}
      data-testid="notification-bell"
    >
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.73 21a2 2 0 0 1-3.46 0" />
      </svg>
      {badge && (
        <span className="notification-badge" data-testid="notification-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}

/** Container: the newest few live (the panel's 50 while open), unread count, toasts for arrivals, the panel. */
function NotificationCenter({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const { markRead, markAllRead } = useNotificationWrites(uid);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Closed, the bell follows only the newest few (arrivals land on top); the panel's 50 are
  // listened to while it is open.
  // The bell is there at once; its newest notifications come after the screen's own data.
  const afterScreenData = useAfterScreenData();
  const latest = useLatestNotifications(uid, afterScreenData ? BELL_PEEK : 0);
  const listed = useLatestNotifications(uid, open ? LIMITS.notificationListLimit : 0);
  const items: NotificationItem[] = listed.status === 'success' ? listed.data : [];
  const [bump, setBump] = useState(0);
  const signature = [latest.data ?? [], items]
    .map((list) => list.map((n) => `${n.id}:${n.read ? 1 : 0}`).join(','))
    .join('|');
  // Counted once the peek has arrived (its first answer would otherwise change the key and count twice).
  const unread = useUnreadCount(uid, latest.status === 'loading' ? null : `${signature}#${bump}`);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [markingAll, setMarkingAll] = useState(false);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const seen = useRef<Set<string> | null>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  // New arrivals go on top (the query's order) and raise a toast; the first snapshot does not.
  // No toast while the panel is open (the arrival shows in it), nor for a change the person just
  // made here: its action already said so.
  useEffect(() => {
    if (latest.status !== 'success') return;
    const ids = new Set(latest.data.map((n) => n.id));
    if (seen.current === null) {
      seen.current = ids;
      return;
    }
    for (const n of latest.data) {
      if (seen.current.has(n.id) || n.read || openRef.current) continue;
      if (isOwnChange(n.payload.task_id, n.payload.new_status)) continue;
      const { title, body } = notificationText(i18n, n);
      toast(`${title} — ${body}`, { id: `notification-${n.id}` });
    }
    seen.current = ids;
  }, [latest.status, latest.data, i18n]);

  useEffect(() => {
    if (latest.status === 'error') console.error('Notifications failed to load', latest.error);
    if (listed.status === 'error') console.error('Notifications failed to load', listed.error);
    if (unread.error) console.error('Unread count failed', unread.error);
  }, [latest.status, latest.error, listed.status, listed.error, unread.error]);

  // Relative times stay fresh while the panel is open.
  useEffect(() => {
    if (!open) return;
    setNowMs(Date.now());
    const id = window.setInterval(() => setNowMs(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);

  const openItem = (n: NotificationItem) => {
    if (!n.read) {
      // The listener sees the local write before the server commits it, so the count it
      // triggers may still include this one: count again once the write is acknowledged.
      markRead(n.id)
        .then(() => setBump((b) => b + 1))
        .catch((err: unknown) => {
          console.error('Mark read failed', err);
          toast.error(t`Could not mark the notification as read.`);
        });
    }
    setOpen(false);
    void navigate(
      notificationTarget(n, {
        task: paths.task.getHref,
        credits: paths.credits.getHref(),
        quote: paths.quote.getHref,
        subscription: paths.subscription.getHref(),
        review: paths.adminReview.getHref,
        approvals: (teamId) => `${paths.teamApprovals.getHref()}?team=${encodeURIComponent(teamId)}`,
        schedules: paths.schedules.getHref(),
        developers: paths.developers.getHref(),
        webhooks: paths.developersWebhooks.getHref(),
      }),
    );
  };

  const markAll = () => {
    setMarkingAll(true);
    markAllRead()
      .catch((err: unknown) => {
        console.error('Mark all read failed', err);
        toast.error(t`Could not mark your notifications as read. Please try again.`);
      })
      .finally(() => {
        setMarkingAll(false);
        setBump((b) => b + 1);
      });
  };

  return (
    <div ref={rootRef} className="navbar-item notification-bell">
      <BellButton count={unread.count} open={open} onToggle={() => setOpen((o) => !o)} buttonRef={buttonRef} />
      {open && (
        <NotificationPanel
          ref={panelRef}
          status={listed.status}
          items={items}
          filter={filter}
          onFilter={setFilter}
          onOpen={openItem}
          onMarkAll={markAll}
          markingAll={markingAll}
          unreadCount={unread.count ?? 0}
          nowMs={nowMs}
        />
      )}
    </div>
  );
}

/** The header's bell (mounted in the signed-in widgets, inside the data providers). */
export default function NotificationBell() {
  const { user } = useSession();
  if (!user) return null;
  return <NotificationCenter uid={user.uid} />;
}

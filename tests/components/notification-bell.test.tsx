// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '../../web/src/features/notifications/api/notifications';
import { BellButton } from '../../web/src/features/notifications/components/notification-bell';
import {
  NotificationPanel,
  type NotificationPanelProps,
} from '../../web/src/features/notifications/components/notification-panel';
import { notificationDoc } from '../support/factories';
import { renderIn } from './render';

afterEach(cleanup);

const NOW = Date.UTC(2026, 0, 15, 12);

function item(id: string, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return { id, ...notificationDoc('u1', { createdAt: new Date(NOW - 5 * 60_000), ...overrides }) };
}

function panelProps(overrides: Partial<NotificationPanelProps> = {}): NotificationPanelProps {
  return {
    status: 'success',
    items: [],
    filter: 'all',
    onFilter: vi.fn(),
    onOpen: vi.fn(),
    onMarkAll: vi.fn(),
    markingAll: false,
    unreadCount: 0,
    nowMs: NOW,
    ...overrides,
  };
}

describe('BellButton', () => {
  const ref = { current: null };

  it('shows the unread count in a badge and in its label', async () => {
    await renderIn('en', <BellButton count={3} open={false} onToggle={() => {}} buttonRef={ref} />);
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications (3 unread)');
  });

  it('caps the badge at 99+ and shows none at zero', async () => {
    const { rerender } = await renderIn(
      'en',
      <BellButton count={150} open={false} onToggle={() => {}} buttonRef={ref} />,
    );
    expect(screen.getByTestId('notification-badge').textContent).toBe('99+');
    rerender(<BellButton count={0} open={false} onToggle={() => {}} buttonRef={ref} />);
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications');
  });

  it('toggles on click and labels itself in French', async () => {
    const onToggle = vi.fn();
    await renderIn('fr', <BellButton count={2} open={false} onToggle={onToggle} buttonRef={ref} />);
    const bell = screen.getByTestId('notification-bell');
    expect(bell.getAttribute('aria-label')).toBe('Notifications (non lues : 2)');
    fireEvent.click(bell);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

describe('NotificationPanel', () => {
  it('shows the empty state when there is nothing', async () => {
    await renderIn('en', <NotificationPanel {...panelProps()} />);
    expect(screen.getByTestId('notifications-empty').textContent).toBe('No notifications yet.');
    expect(screen.queryByTestId('notification-list')).toBeNull();
  });

  it('shows the empty state in French', async () => {
    await renderIn('fr', <NotificationPanel {...panelProps()} />);
    expect(screen.getByTestId('notifications-empty').textContent).toBe('Aucune notification pour l’instant.');
    expect(screen.getByTestId('notifications-mark-all').textContent).toBe('Tout marquer comme lu');
  });

  it('lists each notification with its translated text, unread ones marked', async () => {
    const items = [
      item('n1', { templateKey: 'task_delivered', payload: { task_title: 'Polish my About page', task_id: 't1' } }),
      item('n2', { read: true, readAt: new Date(NOW) }),
    ];
    await renderIn('en', <NotificationPanel {...panelProps({ items, unreadCount: 1 })} />);
    const rows = screen.getAllByTestId('notification-item');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.getAttribute('data-read')).toBe('false');
    expect(within(rows[0]!).getByText('Task delivered')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('“Polish my About page” has been delivered. Open it to see the result.');
    expect(rows[0]!.textContent).toContain('(unread)');
    expect(rows[1]!.getAttribute('data-read')).toBe('true');
    expect(rows[1]!.textContent).not.toContain('(unread)');
  });

  it('opens (and so marks read) the clicked notification, and marks all read', async () => {
    const onOpen = vi.fn();
    const onMarkAll = vi.fn();
    const items = [item('n1'), item('n2')];
    await renderIn('en', <NotificationPanel {...panelProps({ items, unreadCount: 2, onOpen, onMarkAll })} />);
    fireEvent.click(screen.getAllByTestId('notification-item')[1]!);
    expect(onOpen).toHaveBeenCalledWith(items[1]);
    const markAll = screen.getByTestId('notifications-mark-all');
    expect((markAll as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(markAll);
    expect(onMarkAll).toHaveBeenCalledTimes(1);
  });

  it('disables mark-all with nothing unread, and while it runs', async () => {
    const { rerender } = await renderIn(
      'en',
      <NotificationPanel {...panelProps({ items: [item('n1', { read: true })], unreadCount: 0 })} />,
    );
    expect((screen.getByTestId('notifications-mark-all') as HTMLButtonElement).disabled).toBe(true);
    rerender(<NotificationPanel {...panelProps({ items: [item('n1')], unreadCount: 1, markingAll: true })} />);
    const markAll = screen.getByTestId('notifications-mark-all') as HTMLButtonElement;
    expect(markAll.disabled).toBe(true);
    expect(markAll.getAttribute('aria-busy')).toBe('true');
  });

  it('filters to unread, and says so when the filter hides everything', async () => {
    await renderIn(
      'en',
      <NotificationPanel {...panelProps({ items: [item('n1', { read: true })], filter: 'unread' })} />,
    );
    expect(screen.getByTestId('notifications-empty').textContent).toBe('Nothing to show for this filter.');
  });
});

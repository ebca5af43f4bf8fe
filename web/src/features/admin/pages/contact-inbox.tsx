import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_STATUSES, type ContactStatus } from '@tasklane/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime } from '../../../lib/format';
import { setContactStatus, useContactMessages, type ContactMessageRow } from '../api/contact-api';

const PAGE = 20;

const statusLabels: Record<ContactStatus, MessageDescriptor> = {
  new: msg`New`,
  replied: msg`Replied`,
  closed: msg`Closed`,
};
const statusTag: Record<ContactStatus, string> = {
  new: 'is-danger is-light',
  replied: 'is-info is-light',
  closed: 'is-light',
};

/** A reply link that opens the admin's mail program with the sender and subject filled in. */
function mailtoHref(m: ContactMessageRow, prefix: string): string {
  return `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent(`${prefix} ${m.subject}`)}`;
}

/** Presentation: one message with its status actions. */
export function ContactMessageCard({
  message,
  onStatus,
}: {
  message: ContactMessageRow;
  onStatus: (m: ContactMessageRow, s: ContactStatus) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<ContactStatus | null>(null);
  const change = (s: ContactStatus) => {
    setBusy(s);
    void onStatus(message, s).finally(() => setBusy(null));
  };
  const button = (s: ContactStatus, label: string, cls: string) => (
    <button
      type="button"
      className={`button is-small ${cls} ${busy === s ? 'is-loading' : ''}`}
      disabled={busy !== null}
      aria-busy={busy === s}
      onClick={() => change(s)}
      data-testid={`contact-set-${s}`}
    >
      {label}
    </button>
  );
  return (
    <article className="box" data-testid="contact-message" data-status={message.status}>
      <div className="is-flex is-justify-content-space-between is-flex-wrap-wrap mb-2" style={{ gap: '0.5rem' }}>
        <h2 className="title is-6 mb-0" style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </h2>
        <span className={`tag ${statusTag[message.status]}`} data-testid="contact-status">
          {i18n._(statusLabels[message.status])}
        </span>
      </div>
      <p className="is-size-7 has-text-grey-dark mb-2" style={{ overflowWrap: 'anywhere' }}>
        {formatDateTime(message.createdAt, i18n.locale)} · {message.name} · {message.email}
        {message.company ? ` · ${message.company}` : ''}
        {message.phone ? ` · ${message.phone}` : ''} · {message.locale === 'fr' ? t`French` : t`English`}
      </p>
      <p className="mb-3" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </p>
      <div className="buttons">
        <a
          className="button is-small is-primary"
          href={mailtoHref(message, message.locale === 'fr' ? 'Re :' : 'Re:')}
          data-testid="contact-reply"
        >
          <Trans>Reply by e-mail</Trans>
        </a>
        {message.status !== 'replied' && button('replied', t`Mark as replied`, 'is-info is-light')}
        {message.status !== 'closed' && button('closed', t`Close`, 'is-light')}
        {message.status !== 'new' && button('new', t`Mark as new`, 'is-white')}
      </div>
    </article>
  );
}

/** /admin/messages: contact-form messages, newest first, filtered by status, paged by "load more". */
export default function ContactInbox() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<ContactStatus | null>(null);
  const [count, setCount] = useState(PAGE);
  const { status, data, error } = useContactMessages(count, filter);

  const onStatus = async (m: ContactMessageRow, s: ContactStatus) => {
    try {
      await setContactStatus(m.id, s);
      const label = i18n._(statusLabels[s]);
      toast.success(t`Message marked as ${label}.`);
    } catch (err) {
      console.error('Contact status change failed', err);
      toast.error(t`Could not change the message's status. Please try again.`);
    }
  };

  const filters = (
    <div className="buttons has-addons mb-4" role="group" aria-label={t`Show messages`}>
      {[null, ...CONTACT_STATUSES].map((s) => (
        <button
          key={s ?? 'all'}
          type="button"
          className={`button is-small ${filter === s ? 'is-primary is-selected' : ''}`}
          aria-pressed={filter === s}
          onClick={() => {
            setFilter(s);
            setCount(PAGE);
          }}
          data-testid={`contact-filter-${s ?? 'all'}`}
        >
          {s ? i18n._(statusLabels[s]) : t`All`}
        </button>
      ))}
    </div>
  );

  let body;
  if (status === 'loading') body = <PageLoader />;
  else if (status === 'error') {
    console.error('Contact messages fetch failed', error);
    body = (
      <div className="notification is-danger is-light" role="alert">
        <Trans>Could not load the messages.</Trans>
      </div>
    );
  } else if (data.length === 0) {
    body = (
      <p className="has-text-grey-dark" data-testid="contact-empty">
        {filter ? <Trans>No messages with this status.</Trans> : <Trans>No messages yet.</Trans>}
      </p>
    );
  } else {
    body = (
      <>
        {data.map((m) => (
          <ContactMessageCard key={m.id} message={m} onStatus={onStatus} />
        ))}
        {data.length >= count && (
          <button type="button" className="button" onClick={() => setCount((c) => c + PAGE)} data-testid="contact-more">
            <Trans>Load more</Trans>
          </button>
        )}
      </>
    );
  }
  return (
    <div data-testid="contact-inbox">
      {filters}
      {body}
    </div>
  );
}

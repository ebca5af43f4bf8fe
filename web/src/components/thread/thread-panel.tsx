import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  THREAD_LIMITS,
  threadId as threadIdOf,
  toMillis,
  type ThreadKind,
  type ThreadMessage,
  type ThreadSide,
  type WithId,
} from '@tasklane/domain';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { call, callableError } from '../../lib/callable';
import { useThreadDoc, useThreadMessages } from '../../lib/data/threads';
import { FileRequestError, saveTaskFile, uploadTaskFile } from '../../lib/files';
import { formatDateTime } from '../../lib/format';
import { fileErrorMessages } from '../files/file-messages';
import { ThreadText } from './thread-text';
import { TextAreaField, TextField } from '../fields/controls';

const ERRORS: Record<string, MessageDescriptor> = {
  message_required: msg`Write a message or attach a file.`,
  message_too_long: msg`A message can have at most 2,000 characters.`,
  file_invalid: msg`That file is not available any more.`,
  rate_limited: msg`You have sent many messages in a short time. Try again in a few minutes.`,
};

function errorText(err: unknown): MessageDescriptor {
  const e = callableError(err);
  const code = e.reason ?? Object.values(e.fields)[0] ?? '';
  return ERRORS[code] ?? msg`Your message could not be sent. Try again.`;
}

/**
 * The conversation on a task or a quote, live: newest at the bottom, 50 at a time with "load
 * earlier", and a box to write in. `side` is the reader's side; opening the thread clears that
 * side's unread count. Files (tasks only) go through the usual upload first, then ride on the message.
 */
export function ThreadPanel({
  kind,
  entityId,
  customerAccountId,
  side,
  canAttach = false,
  attachAccept = '',
  listening = true,
  onHide,
}: {
  kind: ThreadKind;
  entityId: string;
  customerAccountId: string;
  side: ThreadSide;
  canAttach?: boolean;
  attachAccept?: string;
  /** False while the page's first paint comes: the conversation shows loading and listens to nothing yet. */
  listening?: boolean;
  /** Staff only: hide an abusive message. */
  onHide?: (threadId: string, messageId: string) => void;
}) {
  const threadId = threadIdOf(kind, entityId);
  const [pages, setPages] = useState(1);
  const thread = useThreadDoc(threadId, listening);
  const messages = useThreadMessages(threadId, customerAccountId, pages, listening);
  const unread = thread.status === 'success' ? (thread.data?.unread[side] ?? 0) : 0;
  // Reading the thread clears this side's unread count; once per new unread message.
  useEffect(() => {
    if (unread > 0) void call('markThreadRead', { threadId }).catch(() => undefined);
  }, [unread, threadId]);

  return (
    <section className="box" aria-labelledby={`${threadId}-title`} data-testid="thread-panel">
      <h2 className="title is-5" id={`${threadId}-title`}>
        <Trans>Conversation</Trans>
      </h2>
      {messages.status === 'loading' ? (
        <p className="has-text-grey-dark" aria-busy="true" data-testid="thread-loading">
          <Trans>Loading the conversation…</Trans>
        </p>
      ) : messages.status === 'error' ? (
        <p className="has-text-danger" role="alert" data-testid="thread-error">
          <Trans>The conversation could not be loaded.</Trans>
        </p>
      ) : (
        <>
          {messages.data.more ? (
            <button
              type="button"
              className="button is-small is-light mb-3"
              onClick={() => setPages((p) => p + 1)}
              data-testid="thread-load-earlier"
            >
              <Trans>Load earlier messages</Trans>
            </button>
          ) : null}
          {messages.data.messages.length === 0 ? (
            <p className="has-text-grey-dark mb-3" data-testid="thread-empty">
              {side === 'customer' ? (
                <Trans>No messages yet. Add a detail or ask us anything about this work.</Trans>
              ) : (
                <Trans>No messages yet.</Trans>
              )}
            </p>
          ) : (
            <ol className="mb-4" data-testid="thread-messages" style={{ listStyle: 'none', margin: 0 }}>
              {messages.data.messages.map((m) => (
                <MessageItem
                  key={m.id}
                  message={m}
                  side={side}
                  taskId={kind === 'task' ? entityId : null}
                  onHide={onHide ? () => onHide(threadId, m.id) : undefined}
                />
              ))}
            </ol>
          )}
        </>
      )}
      <ThreadComposer
        kind={kind}
        entityId={entityId}
        canAttach={canAttach && kind === 'task'}
        attachAccept={attachAccept}
      />
    </section>
  );
}

function MessageItem({
  message,
  side,
  taskId,
  onHide,
}: {
  message: WithId<ThreadMessage>;
  side: ThreadSide;
  taskId: string | null;
  onHide?: () => void;
}) {
  const { i18n } = useLingui();
  const mine = message.authorRole === side;
  const at = toMillis(message.createdAt);
  const who =
    message.authorRole === 'staff' ? (
      side === 'staff' ? (
        <Trans>Tasklane team</Trans>
      ) : (
        <Trans>Tasklane</Trans>
      )
    ) : side === 'customer' ? (
      <Trans>You</Trans>
    ) : (
      <Trans>Customer</Trans>
    );
  return (
    <li
      className={`message is-small mb-3 ${mine ? 'is-link' : 'is-light'}`}
      data-testid="thread-message"
      data-type={message.type}
      data-hidden={message.hidden ? 'true' : undefined}
    >
      <div className="message-body" style={{ color: '#1f2340' }}>
        <p className="is-size-7 mb-1">
          <strong>{who}</strong>
          {message.type === 'question' ? (
            <>
              {' · '}
              <Trans>Question</Trans>
            </>
          ) : null}
          {at !== null ? <> · {formatDateTime(at, i18n.locale)}</> : null}
        </p>
        {message.hidden ? (
          <p className="is-italic" data-testid="thread-message-hidden">
            <Trans>This message was hidden by Tasklane.</Trans>
          </p>
        ) : (
          <>
            {message.text ? <ThreadText text={message.text} /> : null}
            {message.files.length > 0 ? (
              <ul className="mt-1" data-testid="thread-message-files">
                {message.files.map((f) => (
                  <li key={f.id}>
                    {f.purgedAt || !taskId ? (
                      <span>
                        {f.name} {f.purgedAt ? <Trans>(no longer kept)</Trans> : null}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="button is-ghost is-small p-0"
                        onClick={() =>
                          void saveTaskFile(taskId, f).catch(() =>
                            toast.error(i18n._(msg`The file could not be downloaded.`)),
                          )
                        }
                      >
                        {f.name}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
            {onHide ? (
              <button type="button" className="button is-small is-text mt-1" onClick={onHide} data-testid="thread-hide">
                <Trans>Hide</Trans>
              </button>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The box to write in. Its file field is named for the message, not the task: the task's page
 * also has a field adding a file to the task itself, and the two must not sound alike.
 */
export function ThreadComposer({
  kind,
  entityId,
  canAttach,
  attachAccept,
}: {
  kind: ThreadKind;
  entityId: string;
  canAttach: boolean;
  attachAccept: string;
}) {
  const { t, i18n } = useLingui();
  const textId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const left = THREAD_LIMITS.textMaxChars - text.length;

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      let fileIds: string[] = [];
      if (file) {
        try {
          fileIds = [(await uploadTaskFile(entityId, 'attachment', file, () => undefined)).id];
        } catch (err) {
          setError(fileErrorMessages[err instanceof FileRequestError ? err.code : 'network']);
          return;
        }
      }
      await call('postMessage', { target: { kind, id: entityId }, text, fileIds });
      setText('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      toast.success(t`Message sent.`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      data-testid="thread-composer"
    >
      <TextAreaField
        id={textId}
        label={<Trans>Your message</Trans>}
        hint={
          <p className="help" id={`${textId}-help`}>
            <Trans>{left} characters left</Trans>
          </p>
        }
        describedBy={`${textId}-help`}
        aria-invalid={error ? true : undefined}
        rows={3}
        maxLength={THREAD_LIMITS.textMaxChars}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="thread-text"
      />
      {canAttach ? (
        <TextField
          id={fileId}
          label={<Trans>Attach a file to your message (optional)</Trans>}
          hint={
            <p className="help" id={`${fileId}-help`}>
              <Trans>It goes with your message. Our staff and everyone who can see this task can open it.</Trans>
            </p>
          }
          describedBy={`${fileId}-help`}
          ref={fileInput}
          type="file"
          accept={attachAccept}
          disabled={busy}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          data-testid="thread-file"
        />
      ) : null}
      {error ? (
        <p className="help is-danger mb-2" role="alert" data-testid="thread-send-error">
          {i18n._(error)}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button is-primary ${busy ? 'is-loading' : ''}`}
        disabled={busy || (text.trim() === '' && !file)}
        aria-busy={busy}
        data-testid="thread-send"
      >
        <Trans>Send</Trans>
      </button>
    </form>
  );
}

import { messageParts } from '@tasklane/domain';

/**
 * A message's words as plain text nodes: nothing a person wrote becomes HTML, and only http(s)
 * addresses become links (opening apart, with no referrer or ranking credit).
 */
export function ThreadText({ text }: { text: string }) {
  return (
    <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="thread-message-text">
      {messageParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

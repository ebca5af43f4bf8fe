import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EndpointList } from './endpoint-list';

const CREATE = `curl -X POST https://tasklane.ca/api/v1/tasks \\
  -H "Authorization: Bearer $TASKLANE_KEY" \\
  -H "Idempotency-Key: cms-order-842" \\
  -H "Content-Type: application/json" \\
  -d '{"title":"Infolettre printemps","category":"admin_docs","tier":"standard",
       "brief":"Infolettre bilingue, ton amical, 300 mots.","sourceText":"",
       "deliverableType":"text","language":"fr","bilingual":true,
       "metadata":{"cms_id":"842"}}'`;

const FOLLOW = `curl https://tasklane.ca/api/v1/tasks/TASK_ID \\
  -H "Authorization: Bearer $TASKLANE_KEY"

curl https://tasklane.ca/api/v1/tasks/TASK_ID/deliverable \\
  -H "Authorization: Bearer $TASKLANE_KEY"

curl "https://tasklane.ca/api/v1/tasks?status=delivered&updated_since=2026-01-01T00:00:00Z" \\
  -H "Authorization: Bearer $TASKLANE_KEY"`;

const PROBLEM = `HTTP/1.1 402
Content-Type: application/problem+json

{"type":"https://tasklane.ca/developers#insufficient_credits",
 "status":402,"code":"insufficient_credits","instance":"/api/v1/tasks"}`;

const SIGNATURE = `Tasklane-Signature: t=1767225600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd

expected = HMAC_SHA256(endpoint_secret, t + "." + raw_body)  # hex`;

function Code({ children, id }: { children: string; id: string }) {
  return (
    <pre className="is-size-7" translate="no" data-testid={id}>
      <code>{children}</code>
    </pre>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="content mb-5" id={id} aria-labelledby={`${id}-title`}>
      <h2 className="title is-4" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The ordering API's documentation, in both languages; the endpoints come from openapi.json. */
export function ApiDocs() {
  return (
    <>
      <Section id="keys" title={<Trans>Keys</Trans>}>
        <p>
          <Trans>
            Send your key as a bearer token in the <code>Authorization</code> header of every request. A key acts as the
            person who made it: their role, their monthly cap in a team, the team's approval rule and their acceptance
            of the current terms. A team's key stops working at once when its maker leaves the team, and an owner's key
            when its maker is no longer an owner. A read-only key cannot order, cancel or post messages.
          </Trans>
        </p>
        <Code id="api-doc-create">{CREATE}</Code>
        <Code id="api-doc-follow">{FOLLOW}</Code>
      </Section>

      <Section id="idempotency" title={<Trans>Idempotency</Trans>}>
        <p>
          <Trans>
            Creating a task needs an <code>Idempotency-Key</code> header of at most 128 characters, unique in your
            account and kept at least 24 hours. Sending it again with the same body returns the same task (with the{' '}
            <code>Idempotent-Replayed</code> header) and counts against no limit; with another body the answer is 409.
            An order that waits for an owner's approval answers 202 with the approval request.
          </Trans>
        </p>
      </Section>

      <Section id="errors" title={<Trans>Errors</Trans>}>
        <p>
          <Trans>
            Errors follow RFC 9457 (<code>application/problem+json</code>) with a stable <code>code</code>, a message in{' '}
            <code>detail</code> and, for invalid input, the fields in <code>fields</code>. Codes include{' '}
            <code>insufficient_credits</code>, <code>terms_not_accepted</code>, <code>spending_cap</code>,{' '}
            <code>idempotency_key_reused</code>, <code>key_revoked</code> and <code>rate_limited</code>. Dates are ISO
            8601 strings in UTC.
          </Trans>
        </p>
        <Code id="api-doc-problem">{PROBLEM}</Code>
      </Section>

      <Section id="limits" title={<Trans>Limits</Trans>}>
        <p>
          <Trans>
            Each key makes at most 60 requests and 10 task creations a minute. Past that, the answer is 429 with a{' '}
            <code>Retry-After</code> header in seconds.
          </Trans>
        </p>
      </Section>

      <Section id="webhooks" title={<Trans>Webhook signatures</Trans>}>
        <p>
          <Trans>
            Each webhook delivery is signed with HMAC-SHA256 over the timestamp and the raw body, with your endpoint's
            secret, as Stripe does. Compute the signature, compare it in constant time, refuse a timestamp more than 5
            minutes old, and skip an event id you have already handled.
          </Trans>
        </p>
        <Code id="api-doc-signature">{SIGNATURE}</Code>
      </Section>

      <Section id="not-yet" title={<Trans>Not in this version</Trans>}>
        <ul>
          <li>
            <Trans>There is no test mode in this version: every order is real and paid with credits.</Trans>
          </li>
          <li>
            <Trans>Source files cannot be sent through the API in this version: put the text in the order.</Trans>
          </li>
        </ul>
      </Section>

      <Section id="endpoints" title={<Trans>Endpoints</Trans>}>
        <p>
          <Trans>
            The full description is the OpenAPI 3.1 document at <code>/api/v1/openapi.json</code>.
          </Trans>
        </p>
        <EndpointList />
      </Section>
    </>
  );
}

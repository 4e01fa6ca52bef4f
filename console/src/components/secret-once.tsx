import { useState } from 'react';

/** A secret the API shows once: displayed with a copy button and a warning that it will not return. */
export function SecretOnce(props: { label: string; value: string; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(props.value).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <div className="secret" role="region" aria-label={props.label}>
      <p>
        <strong>{props.label}</strong> — shown once. Store it now: the service keeps no way to show
        it again.
      </p>
      <code className="secret-value" data-testid="secret-value">
        {props.value}
      </code>
      <div className="actions">
        <button type="button" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="secondary" onClick={props.onDone}>
          I have stored it
        </button>
        <span role="status" className="muted">
          {copied === 'yes' && 'Copied.'}
          {copied === 'failed' && 'Copying was refused: select the text and copy it.'}
        </span>
      </div>
    </div>
  );
}

/** How a receiver checks a delivery's signature (the service's signing scheme). */
export function VerificationRecipe() {
  return (
    <aside className="recipe" aria-labelledby="recipe-title">
      <h3 id="recipe-title">Verifying deliveries</h3>
      <p>
        Each attempt carries <code>X-AG-Timestamp</code> (unix seconds) and{' '}
        <code>X-AG-Signature: sha256=&lt;hex&gt;</code>, the HMAC-SHA256 of{' '}
        <code>&lt;timestamp&gt;.&lt;raw body&gt;</code> with the secret. Compare in constant time,
        refuse old timestamps, and dedupe on <code>X-AG-Delivery</code>.
      </p>
      <pre>{`const { createHmac, timingSafeEqual } = require('node:crypto');

function verify(secret, rawBody, headers) {
  const timestamp = headers['x-ag-timestamp'];
  const expected = 'sha256=' + createHmac('sha256', secret)
    .update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  const given = String(headers['x-ag-signature'] ?? '');
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return fresh && given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}`}</pre>
    </aside>
  );
}

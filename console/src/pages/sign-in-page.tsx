import { useState, type FormEvent } from 'react';
import { ErrorBox } from '../components/ui';
import { fetchMe, type Me } from '../lib/auth';
import { session } from '../lib/session';

export function SignInPage(props: { notice?: string; onSignedIn: (me: Me) => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const me = await fetchMe(key.trim());
      session.signIn(key.trim());
      props.onSignedIn(me);
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  };

  return (
    <main id="main" className="sign-in">
      <h1>Agent Governance console</h1>
      {props.notice && (
        <p className="notice" role="status">
          {props.notice}
        </p>
      )}
      <form onSubmit={(event) => void submit(event)}>
        <label>
          API key
          <input
            type="password"
            name="apiKey"
            autoComplete="off"
            spellCheck={false}
            placeholder="agk_…"
            value={key}
            onChange={(event) => setKey(event.target.value)}
            required
          />
        </label>
        <ErrorBox error={error} />
        <button type="submit" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="muted">
        The key stays in this tab only (session storage) and is sent as a bearer header; closing the
        tab signs you out.
      </p>
    </main>
  );
}

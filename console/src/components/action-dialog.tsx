import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '../lib/auth';
import { ErrorBox } from './ui';

export interface ActionValues {
  actor: string;
  text: string;
}

/** The actor last typed in this tab, offered again (a reviewer approves gate after gate). */
const LAST_ACTOR = 'ags.lastActor';

/**
 * Confirms one action in a modal `<dialog>` (focus moves in, Escape closes, the page behind is
 * inert). Asks for the actor — fixed to the key's bound actor when it has one — and, where the
 * API takes one, a reason or note. The API's refusal (a 409 from another tab, say) stays in
 * the dialog as the API words it.
 */
export function ActionDialog(props: {
  title: string;
  description?: string;
  confirmLabel: string;
  /** false: the API takes no actor here (it records the key's). */
  askActor?: boolean;
  text?: { label: string; required: boolean; maxLength: number };
  danger?: boolean;
  onConfirm: (values: ActionValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const { me } = useAuth();
  const bound = me.key.actor;
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [actor, setActor] = useState(bound ?? sessionStorage.getItem(LAST_ACTOR) ?? '');
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  // Opened once mounted; unmounting removes it (closing it here would fire `close` and end the
  // dialog when StrictMode re-runs the effect).
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      if (!bound && props.askActor !== false) sessionStorage.setItem(LAST_ACTOR, actor);
      await props.onConfirm({ actor: actor.trim(), text: text.trim() });
      props.onClose();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <dialog ref={ref} aria-labelledby={`${id}-title`} onClose={props.onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`}>{props.title}</h2>
        {props.description && <p>{props.description}</p>}
        {props.askActor !== false && (
          <label>
            Actor
            <input
              name="actor"
              value={actor}
              onChange={(event) => setActor(event.target.value)}
              required
              maxLength={200}
              readOnly={bound !== null}
              autoFocus={bound === null}
              aria-describedby={bound ? `${id}-bound` : undefined}
            />
            {bound && (
              <small id={`${id}-bound`} className="muted">
                This key is bound to this actor.
              </small>
            )}
          </label>
        )}
        {props.text && (
          <label>
            <span>
              {props.text.label}
              {!props.text.required && <span className="muted"> (optional)</span>}
            </span>
            <textarea
              name="text"
              value={text}
              onChange={(event) => setText(event.target.value)}
              required={props.text.required}
              maxLength={props.text.maxLength}
              rows={3}
            />
          </label>
        )}
        <ErrorBox error={error} />
        <div className="actions">
          <button type="button" className="secondary" onClick={props.onClose}>
            Close
          </button>
          <button type="submit" className={props.danger ? 'danger' : undefined} disabled={pending}>
            {pending ? 'Working…' : props.confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

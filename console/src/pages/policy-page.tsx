import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, call, type Schemas } from '../api/client';
import { patternsQuery } from '../components/pattern-select';
import { Badge, ErrorBox, Loading, Table, Time } from '../components/ui';
import { useAuth } from '../lib/auth';
import { can } from '../lib/permissions';
import { loadCalibration, type Calibration } from '../lib/calibration';
import { DEFAULTS } from '../lib/policy-defaults';

type PatternPolicyEntry = Schemas['PatternPolicyResponse'];
type PolicyUpdate = Schemas['UpdateDetectionPolicyDto'];

const policyQuery = {
  queryKey: ['detection-policy'],
  queryFn: () => call(api.GET('/api/v1/detection/policy')),
};

/** A threshold as typed: a number in (0, 1], or empty for "never" (enforceAt only). */
interface Draft {
  enabled: boolean;
  reviewAt: string;
  enforceAt: string;
}

const toDraft = (entry: PatternPolicyEntry): Draft => ({
  enabled: entry.enabled,
  reviewAt: String(entry.reviewAt),
  enforceAt: entry.enforceAt === null ? '' : String(entry.enforceAt),
});

/**
 * The organization's detection policy (SPEC §7.1): per pattern whether it is detected, from
 * which confidence it asks a reviewer (`reviewAt`) and from which it acts on the run
 * (`enforceAt`), beside the project's default and the calibration that chose it. Admins edit;
 * reviewers and viewers read.
 */
export function PolicyPage() {
  const { role } = useAuth();
  const editable = can.editPolicy(role);
  const queryClient = useQueryClient();
  const policy = useQuery(policyQuery);
  const patterns = useQuery(patternsQuery);
  const calibration = useQuery({
    queryKey: ['calibration'],
    queryFn: loadCalibration,
    staleTime: Infinity,
  });
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);

  if (policy.isPending) return <Loading what="Loading the detection policy" />;
  if (policy.isError) return <ErrorBox error={policy.error} />;
  const entries = policy.data.patterns;
  const draftOf = (entry: PatternPolicyEntry) => drafts[entry.patternId] ?? toDraft(entry);
  const changed = entries.filter((entry) => {
    const draft = drafts[entry.patternId];
    if (!draft) return false;
    const original = toDraft(entry);
    return (
      draft.enabled !== original.enabled ||
      Number(draft.reviewAt) !== entry.reviewAt ||
      draft.enforceAt.trim() !== original.enforceAt
    );
  });
  const edit = (patternId: string, entry: PatternPolicyEntry, patch: Partial<Draft>) => {
    setSaved(false);
    setDrafts((previous) => ({
      ...previous,
      [patternId]: { ...(previous[patternId] ?? toDraft(entry)), ...patch },
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const body: PolicyUpdate = {
      patterns: changed.map((entry) => {
        const draft = draftOf(entry);
        return {
          patternId: entry.patternId,
          enabled: draft.enabled,
          reviewAt: Number(draft.reviewAt),
          enforceAt: draft.enforceAt.trim() === '' ? null : Number(draft.enforceAt),
        };
      }),
    };
    try {
      const updated = await call(api.PUT('/api/v1/detection/policy', { body }));
      queryClient.setQueryData(policyQuery.queryKey, updated);
      setDrafts({});
      setSaved(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };

  const name = (id: string) => patterns.data?.patterns.find((p) => p.id === id)?.name ?? '';
  return (
    <>
      <h1>Detection policy</h1>
      <p>
        A finding whose confidence reaches <strong>review at</strong> is stored and asks a reviewer
        (band “asks”); one that reaches <strong>enforce at</strong> also acts on its run (band
        “acts”: halts it or holds approvals, as the pattern’s response says). An empty “enforce at”
        means the pattern never acts on a run.{' '}
        {editable ? '' : 'Only an admin may change the policy.'}
      </p>
      <p className="muted">
        Last changed: <Time value={policy.data.updatedAt} />
      </p>
      {calibration.data && (
        <p className="muted small">
          <strong>Calibration</strong>: {calibration.data.legend}
        </p>
      )}
      <form onSubmit={(event) => void submit(event)} aria-label="Detection policy">
        <Table label="Policy per pattern" stacked>
          <thead>
            <tr>
              <th scope="col">Pattern</th>
              <th scope="col">Detected</th>
              <th scope="col">Review at</th>
              <th scope="col">Enforce at</th>
              <th scope="col">Default</th>
              <th scope="col">Calibration</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const draft = draftOf(entry);
              const fallback =
                DEFAULTS[entry.patternId] ?? (entry.source === 'default' ? entry : undefined);
              const label = `${entry.patternId} ${name(entry.patternId)}`;
              return (
                <tr key={entry.patternId}>
                  <th scope="row">
                    {entry.patternId} <span className="muted">{name(entry.patternId)}</span>
                    <br />
                    {entry.source === 'organization' ? (
                      <Badge value="organization" label="Set here" />
                    ) : (
                      <Badge value="default" label="Default" />
                    )}
                  </th>
                  <td data-label="Detected">
                    {editable ? (
                      <label className="inline">
                        <input
                          type="checkbox"
                          checked={draft.enabled}
                          onChange={(event) =>
                            edit(entry.patternId, entry, { enabled: event.target.checked })
                          }
                        />
                        <span className="visually-hidden">{label} </span>enabled
                      </label>
                    ) : entry.enabled ? (
                      'enabled'
                    ) : (
                      <strong>disabled</strong>
                    )}
                  </td>
                  <td data-label="Review at">
                    {editable ? (
                      <input
                        className="threshold"
                        type="number"
                        min="0.01"
                        max="1"
                        step="0.01"
                        required
                        aria-label={`${label}: review at`}
                        value={draft.reviewAt}
                        onChange={(event) =>
                          edit(entry.patternId, entry, { reviewAt: event.target.value })
                        }
                      />
                    ) : (
                      entry.reviewAt.toFixed(2)
                    )}
                  </td>
                  <td data-label="Enforce at">
                    {editable ? (
                      <input
                        className="threshold"
                        type="number"
                        min="0.01"
                        max="1"
                        step="0.01"
                        placeholder="never"
                        aria-label={`${label}: enforce at (empty: never)`}
                        value={draft.enforceAt}
                        onChange={(event) =>
                          edit(entry.patternId, entry, { enforceAt: event.target.value })
                        }
                      />
                    ) : entry.enforceAt === null ? (
                      'never'
                    ) : (
                      entry.enforceAt.toFixed(2)
                    )}
                  </td>
                  <td data-label="Default">
                    {fallback ? (
                      <>
                        {fallback.enabled === false ? 'disabled · ' : ''}review{' '}
                        {fallback.reviewAt.toFixed(2)}
                        {' · '}enforce{' '}
                        {fallback.enforceAt === null ? 'never' : fallback.enforceAt.toFixed(2)}
                      </>
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                  <td data-label="Calibration" className="wide">
                    <Figures calibration={calibration.data} patternId={entry.patternId} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        <ErrorBox error={error} />
        {editable && (
          <div className="actions">
            <button type="submit" disabled={pending || changed.length === 0}>
              {pending
                ? 'Saving…'
                : changed.length === 0
                  ? 'Save'
                  : `Save ${changed.length} change${changed.length === 1 ? '' : 's'}`}
            </button>
            {changed.length > 0 && (
              <button type="button" className="secondary" onClick={() => setDrafts({})}>
                Discard changes
              </button>
            )}
            <span role="status">{saved && 'Saved.'}</span>
          </div>
        )}
      </form>
    </>
  );
}

/** Columns of the calibration table shown per pattern (the thresholds have their own columns). */
const HIDDEN_COLUMNS = new Set(['pattern', 'reviewAt', 'enforceAt']);

function Figures(props: { calibration: Calibration | null | undefined; patternId: string }) {
  const { calibration, patternId } = props;
  const row = calibration?.rows[patternId];
  if (!calibration || !row) return <span className="muted">no figures</span>;
  return (
    <>
      <dl className="fields">
        {calibration.columns.map((column, index) =>
          HIDDEN_COLUMNS.has(column) ? null : (
            <div key={column} className="field">
              <dt>{column}</dt>
              <dd>{row[index]}</dd>
            </div>
          ),
        )}
      </dl>
      {calibration.notes[patternId] && <p className="small">{calibration.notes[patternId]}</p>}
    </>
  );
}

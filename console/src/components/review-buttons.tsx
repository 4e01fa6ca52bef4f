import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, call, type Schemas } from '../api/client';
import { useAuth } from '../lib/auth';
import { can } from '../lib/permissions';
import { ActionDialog } from './action-dialog';
import { Badge } from './ui';

type Observation = Schemas['ObservationResponse'];
type Verdict = Schemas['ReviewObservationDto']['verdict'];

/**
 * The observation's review state and, where the key may review it (ESCALATE needs an admin),
 * "Confirm" (a true detection) and "Dismiss" (a false positive), each with an optional note.
 */
export function ReviewButtons({ observation }: { observation: Observation }) {
  const { role } = useAuth();
  const queryClient = useQueryClient();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const review = observation.review;
  return (
    <div className="review">
      <Badge value={review.status} />
      {review.actor && (
        <span className="muted">
          {' '}
          by {review.actor}
          {review.note && `: ${review.note}`}
        </span>
      )}
      {can.review(role, observation.governanceResponse) && (
        <div className="actions compact">
          <button type="button" onClick={() => setVerdict('confirmed')}>
            Confirm
          </button>
          <button type="button" className="secondary" onClick={() => setVerdict('dismissed')}>
            Dismiss
          </button>
        </div>
      )}
      {verdict && (
        <ActionDialog
          title={`${verdict === 'confirmed' ? 'Confirm' : 'Dismiss'} ${observation.patternId}`}
          description={
            verdict === 'confirmed'
              ? 'A true detection. Reviewing it releases any run it holds.'
              : 'A false positive. Reviewing it releases any run it holds.'
          }
          confirmLabel={verdict === 'confirmed' ? 'Confirm' : 'Dismiss'}
          text={{ label: 'Note', required: false, maxLength: 2000 }}
          onConfirm={async ({ actor, text }) => {
            await call(
              api.POST('/api/v1/observations/{id}/review', {
                params: { path: { id: observation.id } },
                body: { verdict, actor, note: text || undefined },
              }),
            );
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: ['observations'] }),
              queryClient.invalidateQueries({ queryKey: ['observation', observation.id] }),
              queryClient.invalidateQueries({ queryKey: ['stats'] }),
              observation.runId &&
                queryClient.invalidateQueries({ queryKey: ['run', observation.runId] }),
            ]);
          }}
          onClose={() => setVerdict(null)}
        />
      )}
    </div>
  );
}

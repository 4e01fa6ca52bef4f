import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, call, type Schemas } from '../api/client';
import { useAuth } from '../lib/auth';
import type { Finding } from '../lib/finding';
import { can } from '../lib/permissions';
import { ActionDialog } from './action-dialog';
import { ActorName } from './key-ref';
import { Badge, Time } from './ui';

type Verdict = Schemas['ReviewObservationDto']['verdict'];

const VERDICT_WORDS: Record<Schemas['ObservationReviewResponse']['status'], string> = {
  open: 'Not reviewed yet',
  confirmed: 'Confirmed: a true detection',
  dismissed: 'Dismissed: a false positive',
};

/**
 * The finding's review — its verdict, who gave it, when, and the note — and, where the key may
 * review it (ESCALATE needs an admin), "Confirm" (a true detection) and "Dismiss" (a false
 * positive), each with an optional note. A later review replaces the verdict.
 */
export function ReviewButtons({ observation }: { observation: Finding }) {
  const { role } = useAuth();
  const queryClient = useQueryClient();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const review = observation.review;
  const allowed = can.review(role, observation.governanceResponse);
  return (
    <div className="review">
      <p className="verdict">
        <Badge value={review.status} label={VERDICT_WORDS[review.status]} />
        {review.actor && (
          <span className="muted">
            {' '}
            by <ActorName actor={review.actor} />, <Time value={review.reviewedAt} />
          </span>
        )}
      </p>
      {review.note && (
        <blockquote className="note">
          <span className="visually-hidden">Note: </span>
          {review.note}
        </blockquote>
      )}
      {allowed ? (
        <div className="actions compact">
          <button
            type="button"
            aria-label={`Confirm ${observation.patternId}`}
            onClick={() => setVerdict('confirmed')}
          >
            Confirm
          </button>
          <button
            type="button"
            className="secondary"
            aria-label={`Dismiss ${observation.patternId}`}
            onClick={() => setVerdict('dismissed')}
          >
            Dismiss
          </button>
        </div>
      ) : (
        role === 'reviewer' && (
          <p className="muted">Admin only: an ESCALATE finding is reviewed by an admin.</p>
        )
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

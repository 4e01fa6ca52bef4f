import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { api, call } from '../api/client';
import { AgentLink } from '../components/agent-select';
import { FindingCard } from '../components/finding-card';
import { ErrorBox, Loading } from '../components/ui';
import type { Finding } from '../lib/finding';

/** One finding on its own page: the address a link or a notification points to. */
export function FindingPage() {
  const { id } = useParams<{ id: string }>();
  const finding = useQuery({
    queryKey: ['observation', id],
    queryFn: async () =>
      (await call(api.GET('/api/v1/observations/{id}', { params: { path: { id } } }))) as Finding,
  });
  if (finding.isPending) return <Loading what="Loading the finding" />;
  if (finding.isError) return <ErrorBox error={finding.error} />;
  const { data } = finding;
  return (
    <>
      <h1>
        Finding {data.patternId} <span className="muted">{data.patternName}</span>
      </h1>
      <p>
        Agent <AgentLink id={data.agentId} />
        {data.runId && (
          <>
            {' '}
            · <Link href={`/runs/${data.runId}`}>the run it belongs to</Link>
          </>
        )}
      </p>
      <FindingCard finding={data} />
    </>
  );
}

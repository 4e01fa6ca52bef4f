import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Router, Switch } from 'wouter';
import { ApiError } from './api/client';
import { Layout } from './components/layout';
import { AuthGate } from './lib/auth';
import { AgentPage } from './pages/agent-page';
import { AgentsPage } from './pages/agents-page';
import { AuditPage } from './pages/audit-page';
import { FindingPage } from './pages/finding-page';
import { InboxPage } from './pages/inbox-page';
import { KeysPage } from './pages/keys-page';
import { NotFoundPage } from './pages/not-found-page';
import { ObservationsPage } from './pages/observations-page';
import { OverviewPage } from './pages/overview-page';
import { PolicyPage } from './pages/policy-page';
import { RunPage } from './pages/run-page';
import { RunsPage } from './pages/runs-page';
import { SignInPage } from './pages/sign-in-page';
import { WebhookPage } from './pages/webhook-page';
import { WebhooksPage } from './pages/webhooks-page';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; a network blip or a 503 may.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      staleTime: 2_000,
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Router base="/console">
        <AuthGate
          signedOut={(props) => <SignInPage {...props} />}
          signedIn={
            <Layout>
              <Switch>
                <Route path="/" component={OverviewPage} />
                <Route path="/runs" component={RunsPage} />
                <Route path="/runs/:id" component={RunPage} />
                <Route path="/inbox" component={InboxPage} />
                <Route path="/observations" component={ObservationsPage} />
                <Route path="/observations/:id" component={FindingPage} />
                <Route path="/policy" component={PolicyPage} />
                <Route path="/agents" component={AgentsPage} />
                <Route path="/agents/:id" component={AgentPage} />
                <Route path="/webhooks" component={WebhooksPage} />
                <Route path="/webhooks/:id" component={WebhookPage} />
                <Route path="/audit" component={AuditPage} />
                <Route path="/keys" component={KeysPage} />
                <Route component={NotFoundPage} />
              </Switch>
            </Layout>
          }
        />
      </Router>
    </QueryClientProvider>
  </StrictMode>,
);

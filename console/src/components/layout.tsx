import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { useAuth } from '../lib/auth';
import { can } from '../lib/permissions';

function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const [exact] = useRoute(href);
  const [nested] = useRoute(`${href}/*`);
  const current = exact || (href !== '/' && nested);
  return (
    <Link href={href} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { me, role, signOut } = useAuth();
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <div className="identity">
          <strong>{me.organization.name}</strong>
          <span className="muted">
            key <span data-testid="key-name">{me.key.name}</span> · <code>{me.key.prefix}…</code> ·{' '}
            <span className="badge" data-testid="key-role">
              {role}
            </span>
          </span>
        </div>
        <button type="button" className="secondary" onClick={signOut}>
          Sign out
        </button>
      </header>
      <nav aria-label="Main" className="nav">
        <NavLink href="/">Overview</NavLink>
        <NavLink href="/runs">Runs</NavLink>
        <NavLink href="/inbox">Inbox</NavLink>
        <NavLink href="/observations">Observations</NavLink>
        <NavLink href="/agents">Agents</NavLink>
        {can.readOrganization(role) && <NavLink href="/policy">Detection policy</NavLink>}
        {can.readOrganization(role) && <NavLink href="/webhooks">Webhooks</NavLink>}
        {can.readOrganization(role) && <NavLink href="/audit">Audit</NavLink>}
        {can.manageKeys(role) && <NavLink href="/keys">Keys</NavLink>}
      </nav>
      <main id="main">{children}</main>
    </>
  );
}

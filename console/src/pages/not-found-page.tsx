import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        This address is not a page of the console. <Link href="/">Go to the overview</Link>.
      </p>
    </>
  );
}

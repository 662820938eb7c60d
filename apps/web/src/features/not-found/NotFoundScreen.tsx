import { Link } from 'react-router';

export default function NotFoundScreen() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-mono text-6xl font-semibold text-accent">404</p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="mt-2 text-sm text-muted">The page you are looking for does not exist or has moved.</p>
      <Link
        to="/"
        className="mt-6 rounded bg-accent px-4 py-2 text-sm font-medium text-white hover:bg-accent-strong"
      >
        Back to home
      </Link>
    </section>
  );
}

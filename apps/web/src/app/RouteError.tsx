import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a screen fails to load or throws: a way out, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="flex min-h-screen items-center justify-center bg-bg p-6">
      <div role="alert" className="w-full max-w-md rounded-md border border-line bg-panel p-6 text-center">
        <h1 className="text-lg font-semibold text-fg">Something went wrong</h1>
        <p className="mt-2 break-words text-sm text-muted">{detail}</p>
        <div className="mt-5 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded bg-accent px-4 py-2 text-sm font-medium text-white hover:bg-accent-strong"
          >
            Reload
          </button>
          <Link
            to="/perpetual"
            className="rounded border border-line px-4 py-2 text-sm text-fg hover:bg-raised"
          >
            Go to trading
          </Link>
        </div>
      </div>
    </main>
  );
}

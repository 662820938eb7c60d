export function StartupError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div role="alert" className="w-full max-w-md rounded-md border border-line bg-panel p-6 text-center">
        <h1 className="text-lg font-semibold">Cannot reach the Pluto server</h1>
        <p className="mt-2 text-sm text-muted">The app could not load its configuration. {detail}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-5 rounded bg-accent px-4 py-2 text-sm font-medium text-white hover:bg-accent-strong"
        >
          Try again
        </button>
      </div>
    </main>
  );
}

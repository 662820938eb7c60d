import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useRouteTitle } from '../../lib/route-title';
import { Toaster } from '../../ui/Toaster';
import { Footer } from './Footer';
import { Header } from './Header';

function useDocumentTitle() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} · Pluto` : 'Pluto';
  }, [title]);
}

/**
 * What shows while the first route's code loads (the router's hydrate fallback): the header over an
 * empty, busy main, as the static shell in index.html, so the page never blanks between the two.
 */
export function AppShellFallback() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1" aria-busy="true" />
    </div>
  );
}

export function AppLayout() {
  useDocumentTitle();
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}

import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ApprovalPromptHost } from '../../features/approvals';
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

/** A screen's place while its code downloads on the first load: the header and footer stay. */
export function ScreenLoading() {
  return <div className="min-h-[60vh]" aria-busy="true" />;
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
      <ApprovalPromptHost />
    </div>
  );
}

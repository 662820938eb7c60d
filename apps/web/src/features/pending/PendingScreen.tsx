import { Construction } from 'lucide-react';
import { useRouteTitle } from '../../lib/route-title';

/** Stands in for a screen whose capability lands in a later issue: its title and one honest line. */
export default function PendingScreen() {
  const title = useRouteTitle();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <Construction aria-hidden className="size-8 text-faint" />
      <h1 className="mt-4 font-semibold text-2xl tracking-tight">{title}</h1>
      <p className="mt-2 text-muted text-sm">This screen is not built yet.</p>
    </section>
  );
}

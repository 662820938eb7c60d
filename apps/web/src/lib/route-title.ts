import { useMatches } from 'react-router';

export interface RouteHandle {
  title: string;
}

/** The title of the deepest matched route that declares one (routes carry it in `handle`). */
export function useRouteTitle(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as Partial<RouteHandle> | undefined)?.title)
    .filter((title): title is string => Boolean(title))
    .at(-1);
}

/** The markets list (`/markets`), loaded by its route when it is visited. */
export const loadMarketsScreen = () => import('./MarketsScreen');

/** The unknown-path screen; loaded by the route when it is visited. */
export const loadNotFoundScreen = () => import('./NotFoundScreen');

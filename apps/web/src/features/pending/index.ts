/** A route whose capability belongs to a later issue; loaded by the route when it is visited. */
export const loadPendingScreen = () => import('./PendingScreen');

/** The spot screens load on first visit. */
export const loadSpotEntryScreen = () => import('./SpotEntryScreen');

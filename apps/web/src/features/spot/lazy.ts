/** The spot screens load on first visit. */
export const loadSpotEntryScreen = () => import('./SpotEntryScreen');
export const loadSpotPairScreen = () => import('./SpotPairScreen');
export const loadMemeListingsScreen = () => import('./MemeListingsScreen');

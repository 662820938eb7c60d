/** The whitepaper (seed 002 §2.8): its screen loads with its route, each language's text on demand. */
export const loadWhitepaperScreen = () => import('./WhitepaperPage');

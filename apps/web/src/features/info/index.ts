/** The static information pages, each loaded by its route when it is visited. */
export const loadTermsPage = () => import('./TermsPage');
export const loadFeesPage = () => import('./FeesPage');
export const loadAirdropPage = () => import('./AirdropPage');
export const loadPremiumBotPage = () => import('./PremiumBotPage');
export const loadDownloadTimerPage = () => import('./DownloadTimerPage');

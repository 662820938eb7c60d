/** The /treasury page loads on first visit. */
export const loadTreasuryPage = () => import('./TreasuryPage');

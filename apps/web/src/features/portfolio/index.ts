/** The portfolio page (`/positions`): account, positions, orders, history chart and recent fills. */
export const loadPortfolioScreen = () => import('./PortfolioScreen');

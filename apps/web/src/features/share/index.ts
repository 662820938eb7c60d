/** The shared trade page (`/{shareId}`): a stored trade-summary card anyone with the link can see. */
export const loadSharedTradeScreen = () => import('./SharedTradeScreen');

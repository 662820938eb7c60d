/** The /ai-trading page loads on first visit. */
export const loadAiTradingPage = () => import('./AiTradingPage');

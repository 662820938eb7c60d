/** The /telegram page loads on first visit. */
export const loadTelegramPage = () => import('./TelegramPage');

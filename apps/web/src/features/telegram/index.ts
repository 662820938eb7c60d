/** Linking a wallet to the Telegram bot, the bot's status, and the devnet's in-browser bot console. */
export { loadTelegramPage } from './lazy';

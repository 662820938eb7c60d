/** AI chart analysis (issue 28): the analysis form and result, saved strategies and history. */
export { loadAiTradingPage } from './lazy';

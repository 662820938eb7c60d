/** The $PLUTO holders' treasury: countdown, pool, personal position, history and the top 500. */
export { loadTreasuryPage } from './lazy';

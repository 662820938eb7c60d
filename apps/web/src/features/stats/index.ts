/** Platform statistics and the leaderboard (`/stats`), loaded by its route when it is visited. */
export const loadStatsScreen = () => import('./StatsScreen');
export { formatUpdateTime } from './use-stats-screen';

import { holdIdleWork } from '../../lib/idle-work';

/**
 * The pair page's largest content is its chart state, painted after the pair's first answers: the
 * page holds idle work (the wallet layer's preload) from the moment its code is asked for until then.
 */
export const PAIR_CONTENT_HOLD = 'spot-pair-content';

/** The spot screens load on first visit. */
export const loadSpotEntryScreen = () => import('./SpotEntryScreen');
export const loadSpotPairScreen = () => {
  holdIdleWork(PAIR_CONTENT_HOLD);
  return import('./SpotPairScreen');
};
export const loadMemeListingsScreen = () => import('./MemeListingsScreen');

/** Spot trading: the entry redirect, the pair page with its swap panel, and Meme Listings. */
export { loadMemeListingsScreen, loadSpotEntryScreen, loadSpotPairScreen } from './lazy';

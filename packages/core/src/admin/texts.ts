/** Every text of the admin dashboard the seed names (seed 002 §2.6, §5, §8), said once. */
export const ADMIN_TEXTS = {
  chainRequired: 'Chain is required',
  invalidAddress: 'Invalid address format',
  symbolRequired: 'Symbol is required',
  symbolTooLong: 'Symbol too long',
  nameRequired: 'Name is required',
  nameTooLong: 'Name too long',
  decimalsRange: 'Decimals must be 0-18',
  invalidUrl: 'Invalid URL',
  baseRequired: 'Base token is required',
  quoteRequired: 'Quote token is required',
  sameTokens: 'Base and quote tokens must be different',
  invalidTokenSelection: 'Invalid token selection',
  pairExists: 'This trading pair already exists',
  notAnImage: 'Please upload an image file',
  imageTooLarge: 'Image size must be less than 2MB',
  /** Issue 26: a perp coin whose name cannot be a logo file (our wording; the seed has no perp logos). */
  unknownCoin: 'Choose a listed coin',
  perpLogoUploaded: 'Coin logo uploaded successfully',
  addressFirst: 'Please enter a valid contract address first',
  chainFirst: 'Please select a chain first',
  walletNotConnected: 'Wallet not connected',
  unauthorized: 'Unauthorized',
  adminAccessRequired: 'Admin access required',
  baseLogoRequired: 'Base token must have a logo to generate announcement image',
  pairIdMissing: 'Pair ID not found',
  existingPairsOnly: 'Can only generate announcement images for existing pairs',
  metadataEmpty: 'Could not fetch metadata. Please enter token details manually.',
  metadataFailed: 'Error fetching metadata. Please enter token details manually.',
  uploadFailed: 'Failed to upload logo',
  saveTokenFailed: 'Failed to save token',
  savePairFailed: 'Failed to save pair',
  deleteTokenFailed: 'Failed to delete token',
  deletePairFailed: 'Failed to delete pair',
  announcementFailed: 'Failed to generate announcement image',
  downloadFailed: 'Failed to download image',
  tokenCreated: 'Token created successfully',
  tokenUpdated: 'Token updated successfully',
  pairCreated: 'Pair created successfully',
  pairUpdated: 'Pair updated successfully',
  logoUploaded: 'Logo uploaded successfully',
  announcementSaved: 'Announcement image generated and saved!',
  checkingPrivileges: 'Checking admin privileges...',
  noTokens: 'No tokens found',
  loadingTokens: 'Loading tokens...',
  noPairs: 'No pairs found',
  loadingPairs: 'Loading pairs...',
} as const;

/** 'Chain {name} is not supported by Birdeye' (seed 002 §5). */
export const chainNotSupportedText = (chainName: string) => `Chain ${chainName} is not supported by Birdeye`;
/** 'Token metadata loaded: {name} ({symbol})' (seed 002 §4). */
export const metadataLoadedText = (name: string, symbol: string) =>
  `Token metadata loaded: ${name} (${symbol})`;
export const tokenDeletedText = (symbol: string) => `Token ${symbol} deleted successfully`;
export const pairDeletedText = (label: string) => `Trading pair ${label} deleted successfully`;
/** A token some pairs trade cannot go: the pairs must be deleted first (the foreign keys restrict). */
export const tokenInUseText = (symbol: string, labels: readonly string[]) =>
  `Token ${symbol} is used by ${labels.length === 1 ? 'pair' : 'pairs'} ${labels.join(', ')}: delete ${labels.length === 1 ? 'it' : 'them'} first`;

/**
 * What a failed admin write shows (seed 002 §8): 'Unauthorized' reads 'Admin access required'; a pair
 * save whose message says 'duplicate' reads 'This trading pair already exists'; otherwise the
 * server's message, or `fallback` when there is none.
 */
export function adminErrorText(
  message: string | undefined,
  fallback: string,
  kind: 'pair' | 'other' = 'other',
) {
  if (message === ADMIN_TEXTS.unauthorized) return ADMIN_TEXTS.adminAccessRequired;
  if (kind === 'pair' && message?.toLowerCase().includes('duplicate')) return ADMIN_TEXTS.pairExists;
  return message?.trim() ? message : fallback;
}

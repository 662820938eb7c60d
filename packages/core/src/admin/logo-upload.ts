import { getChainById } from '../config/chains';
import { COIN_LOGO_FILE_PATTERN, coinLogoFile, coinLogoName } from '../markets/market-list';
import { LOGO_MAX_BYTES } from './constants';
import { ADMIN_TEXTS, chainNotSupportedText } from './texts';
import { isContractAddress } from './token-form';

/** An image file as the browser or the data URL describes it. */
export interface ImageFile {
  /** The file's media type as the browser or the data URL names it. */
  mediaType: string;
  /** The file's size in bytes. */
  size: number;
}

/** Why a file cannot be a logo before its bytes are read: an image, under 2 MB (seed 002 §5). */
export function imageFileIssue(file: ImageFile): string | undefined {
  if (!file.mediaType.toLowerCase().startsWith('image/')) return ADMIN_TEXTS.notAnImage;
  if (file.size >= LOGO_MAX_BYTES) return ADMIN_TEXTS.imageTooLarge;
  return undefined;
}

export interface LogoUploadRequest extends ImageFile {
  tokenAddress: string;
  chainId: number | null;
  walletConnected: boolean;
}

/**
 * Why a logo cannot be uploaded, checked in the seed's order (seed 002 §5): an image, under 2 MB, a
 * valid contract address, a chain, a chain the metadata provider covers, a connected wallet. The
 * client checks before sending; the server checks again, and then the bytes themselves.
 */
export function logoUploadIssue(request: LogoUploadRequest): string | undefined {
  const fileIssue = imageFileIssue(request);
  if (fileIssue) return fileIssue;
  if (!isContractAddress(request.tokenAddress)) return ADMIN_TEXTS.addressFirst;
  if (request.chainId === null) return ADMIN_TEXTS.chainFirst;
  const chain = getChainById(request.chainId);
  if (!chain) return ADMIN_TEXTS.chainFirst;
  if (!chain.birdeyeChainId) return chainNotSupportedText(chain.name);
  if (!request.walletConnected) return ADMIN_TEXTS.walletNotConnected;
  return undefined;
}

/** A `data:<type>;base64,<bytes>` URL split into its media type and bytes (as base64), or undefined. */
export function parseImageDataUrl(dataUrl: string): { mediaType: string; base64: string } | undefined {
  const match = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  return match?.[1] && match[2] !== undefined ? { mediaType: match[1], base64: match[2] } : undefined;
}

/** The byte length of base64 text, without decoding it. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * Why a perp coin's logo cannot be uploaded (issue 26 "Perp coin logos"): the file checks of a token
 * logo, then a coin whose logo name makes a plain file name (what the server lists and serves).
 */
export function perpLogoUploadIssue(request: ImageFile & { coin: string }): string | undefined {
  return (
    imageFileIssue(request) ??
    (COIN_LOGO_FILE_PATTERN.test(coinLogoFile(coinLogoName(request.coin)))
      ? undefined
      : ADMIN_TEXTS.unknownCoin)
  );
}

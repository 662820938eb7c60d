import { getChainById } from '../config/chains';
import { LOGO_MAX_BYTES } from './constants';
import { ADMIN_TEXTS, chainNotSupportedText } from './texts';
import { isContractAddress } from './token-form';

export interface LogoUploadRequest {
  /** The file's media type as the browser or the data URL names it. */
  mediaType: string;
  /** The file's size in bytes. */
  size: number;
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
  if (!request.mediaType.toLowerCase().startsWith('image/')) return ADMIN_TEXTS.notAnImage;
  if (request.size >= LOGO_MAX_BYTES) return ADMIN_TEXTS.imageTooLarge;
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

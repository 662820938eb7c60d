import { createCanvas, loadImage } from '@napi-rs/canvas';
import { ADMIN_TEXTS } from '@pluto/core';
import { Resvg } from '@resvg/resvg-js';
import { HttpError } from '../http/http-error';

/** Stored logos are PNGs at most this wide and high: enough for any place the app shows one. */
export const LOGO_MAX_SIDE = 512;
/** Larger images are refused before decoding: a tiny file may claim a huge canvas. */
const MAX_DECODED_SIDE = 8192;

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * What the bytes are, by their signature (never by the name or the declared type): PNG, JPEG, GIF,
 * WebP, or SVG markup; undefined for anything else.
 */
export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '');
  // Markup that opens with an XML declaration, comments or a doctype and holds an <svg> root.
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}

/** A fitted size of at most `max` a side, keeping the aspect ratio; never enlarged. */
function fitted(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function rasterToPng(bytes: Uint8Array): Promise<Uint8Array> {
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes));
  } catch {
    throw new HttpError(400, ADMIN_TEXTS.notAnImage);
  }
  if (image.width < 1 || image.height < 1 || Math.max(image.width, image.height) > MAX_DECODED_SIDE) {
    throw new HttpError(400, `Images must be from 1 to ${MAX_DECODED_SIDE} pixels a side`);
  }
  const size = fitted(image.width, image.height, LOGO_MAX_SIDE);
  const canvas = createCanvas(size.width, size.height);
  canvas.getContext('2d').drawImage(image, 0, 0, size.width, size.height);
  return new Uint8Array(await canvas.encode('png'));
}

/** A reference out of the document: an href or url() that is not a fragment (#id) or inline data. */
const EXTERNAL_REFERENCE = /(href\s*=\s*["']\s*(?!#|data:)[^"'\s])|(url\(\s*["']?\s*(?!#|data:))|@import/i;

/**
 * An SVG drawn to a PNG by resvg, which runs no script and follows no link: nothing of the uploaded
 * markup (scripts, event handlers) is ever served. Markup naming an external file is refused, so
 * nothing on the server's disk or network is drawn into it.
 */
function svgToPng(bytes: Uint8Array): Uint8Array {
  const markup = new TextDecoder().decode(bytes);
  if (EXTERNAL_REFERENCE.test(markup)) throw new HttpError(400, 'SVG logos may not reference external files');
  try {
    const intrinsic = new Resvg(markup);
    const size = fitted(intrinsic.width, intrinsic.height, LOGO_MAX_SIDE);
    return new Resvg(markup, { fitTo: { mode: 'width', value: size.width } }).render().asPng();
  } catch {
    throw new HttpError(400, ADMIN_TEXTS.notAnImage);
  }
}

/**
 * An uploaded logo made safe to serve: recognised by its bytes (PNG, JPEG, GIF, WebP, SVG), decoded
 * and re-encoded as a PNG of at most 512 pixels a side. Anything else is 'Please upload an image file'.
 */
export async function reencodeLogo(bytes: Uint8Array): Promise<Uint8Array> {
  const kind = imageKindOf(bytes);
  if (!kind) throw new HttpError(400, ADMIN_TEXTS.notAnImage);
  return kind === 'svg' ? svgToPng(bytes) : rasterToPng(bytes);
}

/**
 * A PNG as an SVG document that only draws it (inline, so it references nothing): how a re-encoded
 * upload is served where logos are SVG files (the perp coin logos).
 */
export function pngAsSvg(png: Uint8Array): string {
  // A PNG's IHDR chunk holds the width and height, big-endian, at bytes 16 and 20.
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><image width="${width}" height="${height}" href="${href}"/></svg>`;
}

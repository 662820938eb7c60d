import {
  ADMIN_TEXTS,
  base64ByteLength,
  coinLogoName,
  coinLogoUrl,
  getChainById,
  type ImageFile,
  logoUploadIssue,
  PUBLIC_STORAGE_BUCKET,
  parseImageDataUrl,
  perpLogoUploadIssue,
} from '@pluto/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { isObjectName, type ObjectStorage, putUnderFreshName } from '../storage';
import type { PerpLogos } from '../storage/perp-logos';
import { renderAnnouncement } from './announcement-image';
import { recordAudit } from './audit-log';
import { pngAsSvg, reencodeLogo } from './logo-image';

/** Uploaded and generated files never change under their name: browsers may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PNG = { contentType: 'image/png', cacheControl: IMMUTABLE };

interface FileDeps {
  db: Kysely<Database>;
  storage: ObjectStorage;
  now: () => number;
}

export interface LogoUpload {
  tokenAddress: string;
  chainId: number | null;
  imageBase64: string;
}

/**
 * An uploaded logo (a data URL) checked in the order `issueOf` gives (the file's type and size
 * first), then by its bytes, and re-encoded to a PNG (`reencodeLogo`): what every logo upload stores.
 */
async function uploadedLogoPng(
  imageBase64: string,
  issueOf: (file: ImageFile) => string | undefined,
): Promise<Uint8Array> {
  const image = parseImageDataUrl(imageBase64);
  const issue = issueOf({
    mediaType: image?.mediaType ?? '',
    size: image ? base64ByteLength(image.base64) : 0,
  });
  if (!image || issue) throw new HttpError(400, issue ?? ADMIN_TEXTS.notAnImage);
  return reencodeLogo(Buffer.from(image.base64, 'base64'));
}

/**
 * Seed 002 §5 logo upload, checked again on the server in the seed's order, then by the bytes
 * themselves (re-encoded to a PNG): stored at `token-logos/{chainId}/{address}-{timestamp}.png`.
 */
export async function uploadTokenLogo(deps: FileDeps, wallet: string, upload: LogoUpload): Promise<string> {
  const png = await uploadedLogoPng(upload.imageBase64, (file) =>
    logoUploadIssue({
      ...file,
      tokenAddress: upload.tokenAddress,
      chainId: upload.chainId,
      walletConnected: true,
    }),
  );
  const address = upload.tokenAddress.toLowerCase();
  const path = await putUnderFreshName(
    deps.storage,
    PUBLIC_STORAGE_BUCKET,
    (timestamp) => `token-logos/${upload.chainId}/${address}-${timestamp}.png`,
    png,
    PNG,
    deps.now(),
  );
  const publicUrl = deps.storage.publicUrl(PUBLIC_STORAGE_BUCKET, path);
  await recordAudit(deps.db, {
    wallet,
    action: 'upload',
    entity: 'token-logo',
    entityId: `${upload.chainId}:${address}`,
    after: { url: publicUrl, bytes: png.byteLength },
  });
  return publicUrl;
}

export interface PerpLogoUpload {
  coin: string;
  imageBase64: string;
}

/**
 * Issue 26: a perp coin's logo, checked like a token logo and re-encoded to a PNG, saved as
 * `perps-logos/{NAME}.svg` (an SVG that only draws that PNG: the logos are served and listed as SVG
 * files), for a coin the exchange lists, by its listed name (kPEPE's logo is PEPE's). Replaces the
 * coin's logo, seeded or uploaded; audited with what it replaced.
 */
export async function uploadPerpLogo(
  deps: FileDeps & { perpLogos: PerpLogos; isListed: (coin: string) => Promise<boolean> },
  wallet: string,
  upload: PerpLogoUpload,
): Promise<string> {
  const png = await uploadedLogoPng(upload.imageBase64, (file) =>
    perpLogoUploadIssue({ ...file, coin: upload.coin }),
  );
  // A plain name the exchange does not list would store a logo no market shows.
  if (!(await deps.isListed(upload.coin))) throw new HttpError(400, ADMIN_TEXTS.unknownCoin);
  const name = coinLogoName(upload.coin);
  const replaced = (await deps.perpLogos.names()).includes(name);
  await deps.perpLogos.save(name, pngAsSvg(png));
  const publicUrl = coinLogoUrl(upload.coin);
  await recordAudit(deps.db, {
    wallet,
    action: 'upload',
    entity: 'perp-logo',
    entityId: name,
    before: replaced ? { url: publicUrl } : null,
    after: { url: publicUrl, bytes: png.byteLength },
  });
  return publicUrl;
}

/**
 * A logo's PNG when it is one of our stored files (read from storage, never fetched: a URL an admin
 * typed could point anywhere, including inside our own network); null otherwise.
 */
async function storedLogo(storage: ObjectStorage, url: string | null): Promise<Uint8Array | null> {
  // The bucket's URL prefix: the public URL of a one-letter name, without the letter.
  const prefix = storage.publicUrl(PUBLIC_STORAGE_BUCKET, 'x').slice(0, -1);
  const path = url?.startsWith(prefix) ? url.slice(prefix.length) : '';
  if (!isObjectName(PUBLIC_STORAGE_BUCKET, path)) return null;
  const object = await storage.get(PUBLIC_STORAGE_BUCKET, path);
  return object?.contentType === 'image/png' ? object.body : null;
}

/**
 * Seed 002 §2.6 announcement image of an existing pair, rendered on the server, stored at
 * `announcements/pair-{id}-{timestamp}.png` and saved as the pair's `announcement_img_url`.
 */
export async function generateAnnouncement(
  deps: FileDeps,
  wallet: string,
  pairId: number | null,
): Promise<string> {
  if (pairId === null) throw new HttpError(400, ADMIN_TEXTS.pairIdMissing);
  const pair = await deps.db
    .selectFrom('pairs_with_tokens')
    .selectAll()
    .where('pair_id', '=', pairId)
    .executeTakeFirst();
  if (!pair) throw new HttpError(404, ADMIN_TEXTS.existingPairsOnly);
  if (!pair.base_logo_url) throw new HttpError(400, ADMIN_TEXTS.baseLogoRequired);
  const png = await renderAnnouncement({
    label: pair.label,
    chainName: getChainById(pair.chain_id)?.name ?? `Chain ${pair.chain_id}`,
    base: {
      symbol: pair.base_symbol,
      name: pair.base_name,
      logoPng: await storedLogo(deps.storage, pair.base_logo_url),
    },
    quote: {
      symbol: pair.quote_symbol,
      name: pair.quote_name,
      logoPng: await storedLogo(deps.storage, pair.quote_logo_url),
    },
  });
  const path = await putUnderFreshName(
    deps.storage,
    PUBLIC_STORAGE_BUCKET,
    (timestamp) => `announcements/pair-${pair.pair_id}-${timestamp}.png`,
    png,
    PNG,
    deps.now(),
  );
  const imageUrl = deps.storage.publicUrl(PUBLIC_STORAGE_BUCKET, path);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('trading_pairs')
      .set({ announcement_img_url: imageUrl })
      .where('id', '=', pair.pair_id)
      .execute();
    await recordAudit(trx, {
      wallet,
      action: 'generate',
      entity: 'announcement',
      entityId: pair.pair_id,
      before: { announcement_img_url: pair.announcement_img_url },
      after: { announcement_img_url: imageUrl },
    });
  });
  return imageUrl;
}

/**
 * Perceptual image hashes for photo recognition (a customer's photo against the shop's posts):
 * the DCT pHash of `sharp-phash` (over sharp), 64 bits kept as 16 hex digits.
 *
 * A pHash survives resizing and recompression (distance 0–2) but not a crop: the whole frame is
 * squeezed to 32×32, so cutting 10 % off every side moves it about as far as another picture.
 * A post is therefore kept as several hashes: the whole image and a grid of sub-frames (90 % and
 * 80 % of each side at 3×3 positions); a customer's photo is one hash, and its distance to a post
 * is the smallest over the post's hashes. A crop of up to ~20 % of each dimension, anywhere,
 * lands near one of the grid's frames.
 */

/**
 * sharp and its pHash, loaded at the first picture: most apps never hash one, and every API test file
 * loaded both (api/README.md, "Tests and bench").
 */
const importImaging = () =>
  Promise.all([import('sharp'), import('sharp-phash')]).then(([s, p]) => ({ sharp: s.default, phash: p.default }));
let imaging: ReturnType<typeof importImaging> | null = null;
const loadImaging = () => (imaging ??= importImaging());

/** Pictures bigger than this (pixels) are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The decoded picture is scaled down to this (longest side) before the frames are cut. */
const WORK_SIZE = 512;
/** Sub-frames of a post: size as a share of each side, at offsets 0, half and all of the margin. */
const FRAME_SCALES = [0.9, 0.8];
const FRAME_POSITIONS = [0, 0.5, 1];

export class ImageDecodeError extends Error {
  constructor(cause: unknown) {
    super(`not a readable image: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ImageDecodeError';
  }
}

function toHex(bits: string): string {
  let hex = '';
  for (let i = 0; i < bits.length; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes any format sharp reads (EXIF orientation applied) to a small greyscale raster. */
async function decode(input: Buffer): Promise<Raw> {
  const { sharp } = await loadImaging();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .greyscale()
      .resize(WORK_SIZE, WORK_SIZE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (err) {
    throw new ImageDecodeError(err);
  }
}

async function hashOf(raw: Raw, frame?: { left: number; top: number; width: number; height: number }) {
  const { sharp, phash } = await loadImaging();
  let image = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 1 } });
  if (frame) image = image.extract(frame);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return toHex(await phash(data, { raw: { width: info.width, height: info.height, channels: info.channels } }));
}

/** The hash of a customer's photo. Throws ImageDecodeError for anything sharp cannot read. */
export async function photoHash(input: Buffer): Promise<string> {
  return hashOf(await decode(input));
}

/** A post's hashes: the whole picture first, then its sub-frames. Throws ImageDecodeError. */
export async function postHashes(input: Buffer): Promise<string[]> {
  const raw = await decode(input);
  const hashes = [await hashOf(raw)];
  for (const scale of FRAME_SCALES) {
    const width = Math.max(8, Math.round(raw.width * scale));
    const height = Math.max(8, Math.round(raw.height * scale));
    if (width >= raw.width || height >= raw.height) continue;
    for (const y of FRAME_POSITIONS) {
      for (const x of FRAME_POSITIONS) {
        const left = Math.round((raw.width - width) * x);
        const top = Math.round((raw.height - height) * y);
        hashes.push(await hashOf(raw, { left, top, width, height }));
      }
    }
  }
  return [...new Set(hashes)];
}

const POPCOUNT = Array.from({ length: 16 }, (_, n) => (n & 1) + ((n >> 1) & 1) + ((n >> 2) & 1) + ((n >> 3) & 1));

/** Differing bits of two hex hashes of the same length (64 for different lengths). */
export function hammingDistance(a: string, b: string): number {
  if (a.length !== b.length) return 64;
  let d = 0;
  for (let i = 0; i < a.length; i += 1) d += POPCOUNT[parseInt(a[i], 16) ^ parseInt(b[i], 16)];
  return d;
}

/** The smallest distance from a photo's hash to any of a post's hashes. */
export function distanceToPost(photo: string, post: readonly string[]): number {
  return post.reduce((best, h) => Math.min(best, hammingDistance(photo, h)), 64);
}

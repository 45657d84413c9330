import sharp from 'sharp';

/** A photo-like picture (smooth shapes and gradients), different for each seed, as JPEG. */
export function scene(seed: number, width = 640, height = 480): Promise<Buffer> {
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const v = Math.sin((x + seed * 37) / (40 + seed * 7)) * Math.cos((y - seed * 13) / (30 + seed * 5));
      rgb[i] = 128 + 100 * v;
      rgb[i + 1] = ((x * 255) / width + seed * 50) % 256;
      rgb[i + 2] = ((y * 255) / height) % 256;
    }
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The picture at half its size. */
export async function resized(image: Buffer): Promise<Buffer> {
  const { width } = await sharp(image).metadata();
  return sharp(image)
    .resize(Math.round(width! / 2))
    .jpeg()
    .toBuffer();
}

/** The picture saved again as a JPEG of quality 40. */
export const recompressed = (image: Buffer) => sharp(image).jpeg({ quality: 40 }).toBuffer();

/** The picture with `share` of each side cut off. */
export async function cropped(image: Buffer, share = 0.1): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  const left = Math.round(width! * share);
  const top = Math.round(height! * share);
  return sharp(image)
    .extract({ left, top, width: width! - 2 * left, height: height! - 2 * top })
    .jpeg({ quality: 85 })
    .toBuffer();
}

import { SEED_POSTS, type Garment } from './seed';

const AVATAR_COLOURS = ['#e76f51', '#2a9d8f', '#8e5ea2', '#e9c46a', '#457b9d', '#d62876', '#6a994e', '#f4a261'];

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A round avatar with the person's initials. */
export function avatarSvg(name: string, index: number): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const colour = AVATAR_COLOURS[Math.abs(index) % AVATAR_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="60" font-family="sans-serif" font-size="34" font-weight="600" fill="#fff" text-anchor="middle">${esc(initials)}</text></svg>`;
}

const SHAPES: Record<Garment, string> = {
  dress: 'M250 90l-40 20-10 70 30 10-60 190h240l-60-190 30-10-10-70-40-20q-40 30-80 0z',
  blouse: 'M200 110l-90 40 30 90 40-20v150h240V220l40 20 30-90-90-40q-50 40-100 0z',
  jeans: 'M180 100h240l20 300h-90l-30-200-30 200h-90z',
  coat: 'M210 90l-80 40-20 270h120l20-210 20 210h120l-20-270-80-40-40 60z',
  bag: 'M190 200h220l20 190H170zm50 0q0-80 60-80t60 80h-25q0-55-35-55t-35 55z',
  sweater: 'M200 110l-110 50 20 150 50-10v100h280V300l50 10 20-150-110-50q-50 35-100 0z',
};

/** A post's picture; `frame` shows only part of it, smaller (a customer's cropped screenshot). */
function productSvg(
  colour: string,
  garment: Garment,
  label: string,
  frame = { box: '0 0 600 600', size: 600 },
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.size}" height="${frame.size}" viewBox="${frame.box}"><rect width="600" height="600" fill="#f6f1ea"/><circle cx="300" cy="270" r="220" fill="#fff" opacity=".7"/><path d="${SHAPES[garment]}" fill="${colour}" stroke="#3d3429" stroke-width="4" stroke-linejoin="round"/><text x="300" y="560" font-family="sans-serif" font-size="34" font-weight="600" fill="#3d3429" text-anchor="middle">${esc(label)}</text></svg>`;
}

const postSvg = (post: (typeof SEED_POSTS)[number], frame?: { box: string; size: number }) =>
  productSvg(post.colour, post.garment, post.caption.match(/арт\. ([A-Z]{2}-\d{4})/)?.[1] ?? '', frame);

const PHOTOS: Record<string, string> = {
  // The DR-1024 post's picture cut by 10 % on every side and at 60 % of the size: photo
  // recognition finds the post.
  'photo-dress-screenshot': postSvg(SEED_POSTS[0], { box: '60 60 480 480', size: 360 }),
  'photo-mirror': productSvg('#d9a5b3', 'dress', 'Так підійде?'),
  'photo-fabric': `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><defs><pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#cfd8e3"/><path d="M0 20h40M20 0v40" stroke="#8aa1bd" stroke-width="6"/></pattern></defs><rect width="600" height="600" fill="url(#p)"/></svg>`,
};

/** The sandbox's images by name: the seed posts' products and the customers' photos. */
export function mediaSvg(name: string): string | undefined {
  const post = SEED_POSTS.find((p) => p.image === name);
  if (post) return postSvg(post);
  return Object.hasOwn(PHOTOS, name) ? PHOTOS[name] : undefined;
}

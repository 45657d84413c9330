/** What every new sandbox account starts with: customers who write to it, and posts with products. */

export interface SeedCustomer {
  name: string;
  username: string;
}

export const SEED_CUSTOMERS: SeedCustomer[] = [
  { name: 'Олена Коваленко', username: 'olena.kovalenko' },
  { name: 'Максим Шевчук', username: 'max_shevchuk' },
  { name: 'Sofia Bondar', username: 'sofia.bondar' },
  { name: 'Ірина Мельник', username: 'iryna_melnyk' },
  { name: 'Andriy Tkachenko', username: 'andriy.tk' },
];

export type Garment = 'dress' | 'blouse' | 'jeans' | 'coat' | 'bag' | 'sweater';

export interface SeedPost {
  /** Image name served at /sandbox/media/{image}.svg. */
  image: string;
  garment: Garment;
  colour: string;
  caption: string;
}

export const SEED_POSTS: SeedPost[] = [
  {
    image: 'dr-1024',
    garment: 'dress',
    colour: '#c8b08a',
    caption: 'Сукня льняна, арт. DR-1024, 1450 грн. Розміри S–L 🌿',
  },
  {
    image: 'bl-2207',
    garment: 'blouse',
    colour: '#efe6d6',
    caption: 'Блуза шовкова, арт. BL-2207, 980 грн. Колір молочний, розміри XS–XL',
  },
  { image: 'jn-3310', garment: 'jeans', colour: '#5b7aa6', caption: 'Джинси mom fit, арт. JN-3310, 1290 грн' },
  {
    image: 'tr-0415',
    garment: 'coat',
    colour: '#b89a72',
    caption: 'Тренч бежевий, арт. TR-0415, 2650 грн. Новинка сезону ✨',
  },
  { image: 'bg-5102', garment: 'bag', colour: '#7a4b32', caption: 'Сумка шкіряна, арт. BG-5102, 1890 грн' },
  {
    image: 'sw-0811',
    garment: 'sweater',
    colour: '#8f9e7c',
    caption: 'Светр оверсайз, арт. SW-0811, 1150 грн. Вовна 30 %',
  },
];

/** Pictures a customer may send in a DM (besides the account's posts). */
export const CUSTOMER_PHOTOS = ['photo-mirror', 'photo-fabric', 'photo-dress-screenshot'];

/**
 * What a customer's message says of an order's recipient and delivery (docs/product.md §9.8, §9.9):
 * the name, phone, city, Nova Poshta branch, post box or courier address, and payment. Pure and
 * shared: the dialogue state reads each customer message once with it (agent/state/read-turn.ts)
 * and keeps the result; the order's reading of items (orders/collect.ts) uses the same rules to
 * tell a branch number or a phone from a size, so both read a message alike.
 */
import type { DeliveryType, PaymentType } from '@vitrina/shared/contracts';
import { isValidPhone } from '@vitrina/shared/contracts';

export interface OrderFields {
  customerName: string | null;
  /** Normalised: '+380671234567' for a Ukrainian number, else the digits (with the plus given). */
  phone: string | null;
  delivery: { type: DeliveryType | null; city: string | null; branch: string | null; address: string | null };
  payment: PaymentType | null;
}

export function emptyFields(): OrderFields {
  return {
    customerName: null,
    phone: null,
    delivery: { type: null, city: null, branch: null, address: null },
    payment: null,
  };
}

const COD =
  /(наклад\p{L}* плат\p{L}*|наложк\p{L}*|наложен\p{L}*|післяплат\p{L}*|при отриманн\p{L}*|на пошті|cash on delivery|\bcod\b|on delivery|upon delivery|pay on receipt)/iu;
const PREPAID =
  /(передоплат\p{L}*|передплат\p{L}*|на карт\p{L}*|карткою|переказ\p{L}*|prepa(?:id|y|yment)|by card|card transfer|pay now)/iu;

const NUMBER_MARK = String.raw`\s*(?:№|#|no\.?|n\.|номер)?\s*`;
export const LOCKER = new RegExp(
  String.raw`(поштомат\p{L}*|parcel locker|locker)(?:\s+[\p{L}.]+){0,3}?${NUMBER_MARK}(\d{1,6})`,
  'iu',
);
/** "відділення 12", "НП №5"; or the number first, "3 відділення", "12-е відділення" (the number: group 2 or 3). */
export const BRANCH = new RegExp(
  String.raw`(відділенн\p{L}*|відділ\.?|від\.|отделени\p{L}*|отд\.|нп|нова пошта|нової пошти|новій пошті|branch|nova poshta|np|warehouse|post office)(?:\s+[\p{L}.]+){0,3}?${NUMBER_MARK}(\d{1,5})` +
    String.raw`|(?<![\d\p{L}])(\d{1,5})(?:-?(?:е|є|ге|те|ме|й|ий|ое|ье))?\s+(?:відділенн\p{L}*|отделени\p{L}*|нп|нової пошти|новой почты)(?!\p{L})`,
  'iu',
);
const COURIER = /(кур['’ʼ]?єр\p{L}*|courier|доставк\p{L}* додому|to my door|to the door|home delivery)/iu;
const STREET =
  /((?:вул\.|вулиця|вул |просп\.?|проспект|пр-т|бульв\p{L}*|пров\.|провулок|street|st\.|str\.|avenue|ave\.)\s*[^\n]+)/iu;
const ADDRESS = /(?:адреса|address)\s*[:-]?\s*([^\n]+)/iu;

const NAME_KEYS =
  /(мене звати|моє ім['’ʼ]?я|ім['’ʼ]?я(?: та прізвище| і прізвище)?|піб|отримувач\p{L}*|my name is|name|recipient)\s*[:\-–—]?\s*/iu;
const NAME = /^(\p{Lu}[\p{L}'’ʼ-]+(?:\s+\p{Lu}[\p{L}'’ʼ-]+){0,2})/u;
const NAME_SEGMENT = /^\p{Lu}[\p{Ll}'’ʼ-]+(?:\s+\p{Lu}[\p{Ll}'’ʼ-]+){1,2}$/u;
const NOT_A_NAME =
  /(пошт|відділ|кур|оплат|плат|nova|poshta|branch|courier|delivery|payment|locker|street|вул|місто|city)/iu;

const CITY_KEYS = /(?:^|[\s,(])(?:м\.|місто|город|г\.|city|town)\s*(\p{Lu}[\p{L}'’ʼ-]+(?:[\s-]\p{Lu}[\p{L}'’ʼ-]+)?)/iu;

/** Cities named without 'м.' (nominative, some locative forms, Latin and Russian spellings): the city as written in ua. */
const CITIES: Record<string, string> = {};
for (const [city, ...forms] of [
  ['Київ', 'києві', 'kyiv', 'kiev', 'киев', 'киеве'],
  ['Львів', 'львові', 'lviv', 'львов', 'львове'],
  ['Одеса', 'одесі', 'odesa', 'odessa', 'одесса', 'одессе'],
  ['Харків', 'харкові', 'kharkiv', 'харьков', 'харькове'],
  ['Дніпро', 'дніпрі', 'dnipro', 'днепр', 'днепре'],
  ['Запоріжжя', 'zaporizhzhia', 'запорожье'],
  ['Вінниця', 'вінниці', 'vinnytsia', 'винница'],
  ['Полтава', 'полтаві', 'poltava'],
  ['Чернігів', 'чернігові', 'chernihiv', 'чернигов'],
  ['Черкаси', 'черкасах', 'cherkasy'],
  ['Житомир', 'житомирі', 'zhytomyr'],
  ['Суми', 'сумах', 'sumy'],
  ['Рівне', 'рівному', 'rivne'],
  ['Луцьк', 'луцьку', 'lutsk'],
  ['Тернопіль', 'тернополі', 'ternopil'],
  ['Івано-Франківськ', 'івано-франківську', 'ivano-frankivsk'],
  ['Ужгород', 'ужгороді', 'uzhhorod'],
  ['Хмельницький', 'хмельницькому', 'khmelnytskyi'],
  ['Чернівці', 'чернівцях', 'chernivtsi'],
  ['Миколаїв', 'миколаєві', 'mykolaiv', 'николаев'],
  ['Херсон', 'херсоні', 'kherson'],
  ['Кропивницький', 'kropyvnytskyi'],
  ['Біла Церква', 'білій церкві', 'bila tserkva'],
  ['Кривий Ріг', 'кривому розі', 'kryvyi rih', 'кривой рог'],
  ['Ірпінь', 'ірпені', 'irpin'],
  ['Бровари', 'броварах', 'brovary'],
]) {
  for (const form of [city.toLowerCase(), ...forms]) CITIES[form] = city;
}
const CITY_LIST = new RegExp(
  `(?<![\\p{L}-])(${Object.keys(CITIES)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}-])`,
  'iu',
);

const PHONE = /(?<![\d+])\+?\d[\d\s().-]{8,22}\d(?!\d)/g;

/** The text with its phone numbers blanked (their digits are no size, quantity or branch). */
export function withoutPhones(text: string): string {
  return text.replace(PHONE, ' ');
}

const DELIVERY_WORD =
  /(?<![\p{L}\d])(?:відділенн\p{L}*|отделени\p{L}*|нп|нова пошта|новая почта|nova poshta|поштомат\p{L}*|почтомат\p{L}*)(?!\p{L})/iu;

/**
 * The text with an order's delivery details blanked where it gives a phone or a branch: the phone,
 * the branch, the city and the recipient's name ("беру. Олег Бондар, 0671234567, Дніпро, НП 12")
 * name no product, whatever the shop sells (a brand «Dnipro», a dress «Олена»).
 */
export function withoutDeliveryDetails(text: string): string {
  // A phone on its own, not the digits of a code ("KL-1204-160230").
  const unphoned = text.replace(PHONE, (m, at: number) => (/[\p{L}\d-]/u.test(text[at - 1] ?? '') ? m : ' '));
  if (unphoned === text && !DELIVERY_WORD.test(text)) return text;
  const blank = (s: string, part: string | null | undefined) => (part ? s.replace(part, ' '.repeat(part.length)) : s);
  let out = unphoned;
  for (const re of [LOCKER, BRANCH, CITY_KEYS, CITY_LIST]) out = blank(out, out.match(re)?.[0]);
  return blank(out, nameIn(out, null));
}

/**
 * Folds one customer message (its readable part) into the fields said so far: what it says
 * overrides what was said before (a branch changed midway); what it does not say stays.
 */
export function readFields(before: OrderFields, raw: string): OrderFields {
  const fields: OrderFields = { ...before, delivery: { ...before.delivery } };
  for (const m of raw.matchAll(PHONE)) {
    const phone = normalisePhone(m[0]);
    if (phone) fields.phone = phone;
  }
  const text = withoutPhones(raw);

  // Delivery: a post box, a branch, or a courier with an address.
  const locker = text.match(LOCKER);
  const branch = locker ? null : text.match(BRANCH);
  if (locker) fields.delivery = { ...fields.delivery, type: 'NOVA_POSHTA_LOCKER', branch: locker[2], address: null };
  else if (branch)
    fields.delivery = { ...fields.delivery, type: 'NOVA_POSHTA_BRANCH', branch: branch[2] ?? branch[3], address: null };
  else if (COURIER.test(text)) fields.delivery = { ...fields.delivery, type: 'COURIER', branch: null };
  const address = text.match(ADDRESS)?.[1] ?? text.match(STREET)?.[1];
  if (address && (fields.delivery.type === 'COURIER' || fields.delivery.type === null)) {
    fields.delivery = { ...fields.delivery, type: 'COURIER', branch: null, address: cleanAddress(address) };
  }

  const city = text.match(CITY_KEYS)?.[1] ?? null;
  const listed = text.match(CITY_LIST)?.[1];
  if (city) fields.delivery.city = CITIES[city.toLowerCase()] ?? city;
  else if (listed) fields.delivery.city = CITIES[listed.toLowerCase()];

  if (PREPAID.test(text)) fields.payment = 'PREPAID';
  else if (COD.test(text)) fields.payment = 'COD';

  // A phone ends a part as a comma does: "Ірина Коваль 0501112233 нова пошта Одеса 5".
  const name = nameIn(raw.replace(PHONE, ','), fields.delivery.city);
  if (name) fields.customerName = name;
  return fields;
}

/** A phone in any common form, normalised; null when it fails the rule (10–15 digits, optional plus). */
export function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  let phone: string;
  if (digits.length === 10 && digits.startsWith('0')) phone = `+38${digits}`;
  else if (digits.length === 12 && digits.startsWith('380')) phone = `+${digits}`;
  else phone = raw.trim().startsWith('+') ? `+${digits}` : digits;
  return isValidPhone(phone) ? phone : null;
}

/** Whether the text gives the recipient or the delivery (its phone already taken out). */
export function givesDetails(text: string): boolean {
  return (
    [LOCKER, BRANCH, COURIER, STREET, ADDRESS, CITY_KEYS, CITY_LIST, COD, PREPAID, NAME_KEYS].some((re) =>
      re.test(text),
    ) ||
    nameIn(text, null) !== null ||
    /\d{5,}/.test(text)
  );
}

function cleanAddress(address: string): string {
  return address
    .split(/[;]/)[0]
    .replace(/[,\s]+$/, '')
    .trim()
    .slice(0, 300);
}

function nameIn(text: string, city: string | null): string | null {
  const key = text.match(NAME_KEYS);
  if (key && key.index !== undefined) {
    const found = text.slice(key.index + key[0].length).match(NAME);
    if (found) return found[1];
  }
  // 'Олена Коваль, +380…, Київ…': a part of two or three capitalised words, not a place.
  // "Беру S! Софія Бондар, 067…": an exclamation or a question ends a part too, and so does a
  // sentence's full stop ("I'll take it. Anna Smith, …"; not an initial's: "О. Коваль"), a letter
  // size's after a lower-case word too ("size S. Ivan Petrenko, …"), a number's ("the jute rug
  // 120x170. Anna Bondar, …"), a unit's after a number ("tape measures 5 m. Oleh Bondarenko, …") and
  // a bracket's ("bars (20 pcs). John Smith, …"), and a smile's bracket no "(" opened ("беру) Оксана Мельник, …").
  for (const part of text.split(
    /[,;\n!?]|(?<=\p{L}{2}|\d|[)\]»"'])\.(?=\s)|(?<=\p{Ll}\s\p{Lu})\.(?=\s)|(?<=\d\s?\p{L}{1,3})\.(?=\s)|(?<!\([^()]*)(?<=\p{L})\)+(?=\s)/u,
  )) {
    const p = part.trim();
    if (!NAME_SEGMENT.test(p) || NOT_A_NAME.test(p)) continue;
    if (CITIES[p.toLowerCase()] || (city && p.toLowerCase() === city.toLowerCase())) continue;
    return p;
  }
  return null;
}

/**
 * "чи можна замовити килим під розмір 180 на 250?", "пошиєте по моїх мірках?", "made to measure?":
 * an item made to the customer's size is the shop's to agree on (its price, its time), not an order
 * of what the stock holds; so is one made with the customer's name or words on it ("кухоль з іменем",
 * "зробите з написом?", "personalised mug") or made for them ("зробите на замовлення?").
 */
const MADE_TO_MEASURE =
  /(?<!\p{L})(?:під\s+(?:мій\s+|свій\s+|ваш\s+|потрібн\p{L}*\s+|індивідуальн\p{L}*\s+)?розмір|під\s+замір|по\s+(?:мо[їє]\p{L}*|сво[їє]\p{L}*|моим|своим|индивидуальн\p{L}*)\s+(?:мірк\p{L}*|розмір\p{L}*|размер\p{L}*|мерк\p{L}*)|под\s+(?:мой\s+|свой\s+|нужн\p{L}*\s+)?размер|індивідуальн\p{L}*\s+(?:розмір|пошив)|нестандартн\p{L}*\s+(?:розмір|размер)|пошит\p{L}*|пошиєт\p{L}*|сшить|сошьете|custom[- ]?(?:made|size[ds]?)|made[- ]to[- ](?:measure|order)|bespoke|з\s+(?:моїм\s+|своїм\s+|вашим\s+)?(?:іменем|ім['’ʼ]ям|написом|надписом|логотипом)|с\s+(?:моим\s+|своим\s+)?(?:именем|надписью|логотипом)|іменн\p{L}*|именн\p{L}*|персоналізов\p{L}*|персонализ\p{L}*|personali[sz]\p{L}*|(?:зробит\p{L}*|зробите|виготов\p{L}*|сделат\p{L}*|сделаете|изготов\p{L}*)\s+(?:\p{L}+\s+){0,4}?(?:на|під|под)\s+(?:замовлення|заказ))(?!\p{L})/iu;

export function asksMadeToMeasure(text: string): boolean {
  return MADE_TO_MEASURE.test(text);
}

/**
 * Whether a reply holds a customer's personal data: a phone number, an email address, a postal or
 * Nova Poshta address, an order or waybill number, or the customer's name. Such a reply is never
 * kept as a correction to reuse: proposed to another customer, it would hand them someone else's
 * details. Errs on the side of "yes" (a reply not reused costs one fresh draft).
 */
const PATTERNS: RegExp[] = [
  // Phone numbers: 9+ digits with the usual separators (+380 67 123 45 67, 067-123-45-67).
  /\+?\d[\d\s\-().]{7,}\d/,
  // Email addresses.
  /[^\s@]+@[^\s@]+\.[^\s@]+/,
  // Addresses: street, avenue, house, flat, and delivery branches or lockers.
  // (The word must end there: "буде" or "stock" are no address.)
  /(^|[^\p{L}])(вул|вулиця|улица|ул|просп|проспект|пров|провулок|бульв|буд|будинок|кв|квартира|street|st|avenue|ave|apt)(\.|\s)\s*[\p{L}\d]/iu,
  /(відділення|отделение|поштомат|почтомат|branch|locker|нова пошта|новая почта|nova poshta)\s*(№|#|no\.?)?\s*\d/iu,
  // Order, waybill (ТТН) and tracking numbers.
  /(замовлення|заказ|order|ттн|накладн\p{L}*|трек\p{L}*|tracking)\s*(№|#|no\.?|номер|number)?\s*:?\s*\d{3,}/iu,
  /№\s*\d{3,}/,
];

export function holdsPersonalData(text: string, customerName?: string | null): boolean {
  if (PATTERNS.some((p) => p.test(text))) return true;
  const names = (customerName ?? '')
    .split(/\s+/)
    .map((n) => n.trim().toLowerCase())
    .filter((n) => n.length >= 3);
  const lower = text.toLowerCase();
  return names.some((n) => lower.includes(n));
}

import { holdsPersonalData } from '../src/modules/agent/check/personal-data';

describe('holdsPersonalData', () => {
  it.each([
    ['+380 67 123 45 67', 'a phone with spaces'],
    ['067-123-45-67', 'a phone with dashes'],
    ['пишіть на shop.client@gmail.com', 'an email'],
    ['вул. Хрещатик, 22', 'a street'],
    ['Нова пошта №45', 'a branch'],
    ['поштомат 5012', 'a locker'],
    ['order #48213 is on its way', 'an order number'],
    ['номер накладної 20450012345678', 'a waybill'],
  ])('finds %s (%s)', (text) => {
    expect(holdsPersonalData(text)).toBe(true);
  });

  it('finds the customer by name, in any case', () => {
    expect(holdsPersonalData('Оксано, дякуємо!', 'Оксана Петренко')).toBe(false);
    expect(holdsPersonalData('Пані Петренко, дякуємо!', 'Оксана Петренко')).toBe(true);
  });

  it.each([
    'Сукня DR-1024 коштує 1850 грн, розмір M є.',
    'Є в чорному та бежевому, S–L.',
    'Зараз знижка 10 %, до неділі.',
    'Size 42-44 is in stock, 2 290 UAH.',
  ])('leaves an ordinary product answer alone: %s', (text) => {
    expect(holdsPersonalData(text)).toBe(false);
  });
});

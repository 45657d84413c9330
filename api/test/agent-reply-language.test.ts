// Issue 46 (7): an English answer says sizes in English: a one-size spelling of the stock and its
// units are translated; a Ukrainian one keeps the shop's spelling.
import { sizeLabel, sizeList } from '../src/modules/agent/answer/reply';

describe('sizes in the customer’s language', () => {
  it.each([
    ['б/р', 'one size'],
    ['єдиний', 'one size'],
    ['ONE SIZE', 'one size'],
    ['60 см', '60 cm'],
    ['2-3 роки', '2-3 years'],
    ['110-116', '110-116'],
    ['XL', 'XL'],
  ])('%s in English is %s', (size, en) => {
    expect(sizeLabel(size, 'en')).toBe(en);
  });

  it('keeps the shop’s spelling in Ukrainian', () => {
    expect(sizeLabel('б/р', 'ua')).toBe('б/р');
    expect(sizeLabel('60 см', 'ua')).toBe('60 см');
  });

  it('lists the sizes in stock in the language asked', () => {
    const p = {
      code: 'SC-1',
      name: 'Шарф',
      colour: 'сірий',
      price: 500,
      currency: 'UAH',
      material: null,
      lining: null,
      sizes: [
        { size: '60 см', quantity: 1 },
        { size: '80 см', quantity: 0 },
        { size: '100 см', quantity: 2 },
      ],
      linkedCodes: [],
    };
    expect(sizeList(p, 'en')).toBe('60 cm, 100 cm');
    expect(sizeList(p)).toBe('60 см, 100 см');
  });
});

// A size said by a part of it (issue 46): a number inside a range size, a tyre's or a wheel's rim,
// one dimension of a plate's size; read of the model named and of the model in play.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { partSizesSaid } from '../src/modules/agent/understand/part-sizes';
import { shopOf } from './agent-shop';

const HEADER = ['Артикул', 'Назва', 'Колір', 'Розмір', 'Ціна', 'Кількість'];
const SHOP: Cell[][] = [
  HEADER,
  ['FL-BK-1', 'Фліска «Тундра»', 'чорний', '48-50', 1300, 2],
  ['FL-BK-2', 'Фліска «Тундра»', 'чорний', '52-54', 1300, 1],
  ['FL-OL-2', 'Фліска «Тундра»', 'олива', '52-54', 1300, 0],
  ['FL-OL-3', 'Фліска «Тундра»', 'олива', '56-58', 1300, 3],
  ['TR-1', 'Шина Borealis Ice 5', '', '205/55 R16', 4100, 4],
  ['TR-2', 'Шина Borealis Ice 5', '', '215/60 R17', 4900, 0],
  ['PL-1', 'Пластина сталева магнітна', '', '235 x 235 мм', 700, 2],
  ['PL-2', 'Пластина сталева магнітна', '', '257 x 257 мм', 900, 0],
];

beforeAll(() => loadDictionaries());

describe('the parts of a size', () => {
  it('reads a number inside a range, a rim and one dimension; nothing of a count or a price', () => {
    expect(partSizesSaid('на 49 є?', ['48-50', '52-54'])).toEqual(['48-50']);
    expect(partSizesSaid('на 17 радіус є?', ['205/55 R16', '215/60 R17', '225/45 ZR17'])).toEqual([
      '215/60 R17',
      '225/45 ZR17',
    ]);
    expect(partSizesSaid('р16 в сріблі', ['R15 6.5J 4x100 ET40', 'R16 7J 5x112 ET45'])).toEqual(['R16 7J 5x112 ET45']);
    expect(partSizesSaid('а 257 есть?', ['235 x 235 мм', '257 x 257 мм'])).toEqual(['257 x 257 мм']);
    expect(partSizesSaid('до 50 грн', ['48-50'])).toEqual([]);
    expect(partSizesSaid('50 шт', ['48-50'])).toEqual([]);
    expect(partSizesSaid('на 60', ['48-50', '52-54'])).toEqual([]);
    // A rim of a whole size said is no other size's.
    expect(partSizesSaid('4 шт 205/55 R16', ['205/55 R16', '215/60 R16'], ['205/55 R16'])).toEqual([]);
    // A number that a size is whole is no part of another.
    expect(partSizesSaid('на 50', ['48-50', '50'])).toEqual([]);
  });
});

describe('a size said by a part, answered', () => {
  it('says no for the colour asked and names the colour that has it', async () => {
    const { talk } = shopOf(SHOP);
    const reply = await talk('фліска тундра олива на 48 є?');
    expect(reply.text).toMatch(/48-50/);
    expect(reply.text).toMatch(/немає/);
    expect(reply.text).toMatch(/[Чч]орн/);
  });

  it('answers the rim asked of the tyre named', async () => {
    const { talk } = shopOf(SHOP);
    const reply = await talk('borealis на 17 радіус є?');
    expect(reply.text).toMatch(/215\/60 R17/);
    expect(reply.text).toMatch(/немає/);
  });

  it('reads a dimension of the plate in play', async () => {
    const { talk } = shopOf(SHOP);
    const reply = await talk('скільки коштує магнітна пластина?', 'а 257 є?');
    expect(reply.text).toMatch(/900/);
    expect(reply.text).toMatch(/немає/);
  });
});

describe('a size written after its system ("EU 43")', () => {
  const BOOTS: Cell[][] = [
    HEADER,
    ['KR-07-41', 'Черевики «Кряж»', '', 'EU 41', 3000, 2],
    ['KR-07-42', 'Черевики «Кряж»', '', 'EU 42', 3000, 0],
    ['KR-07-43', 'Черевики «Кряж»', '', 'EU 43', 3000, 3],
    ['GL-1', 'Рукавички флісові', '', 'M', 400, 5],
  ];

  it('makes one model of the codes per size and reads the size by its number', async () => {
    const { talk } = shopOf(BOOTS);
    const sizes = await talk('які розміри черевиків кряж є?');
    expect(sizes.text).toMatch(/EU 41, EU 43/);
    expect(sizes.text).not.toMatch(/KR-07-42/);
    const one = await talk('черевики кряж 43 є?');
    expect(one.text).toMatch(/Так, розмір EU 43 є в наявності/);
    const none = await talk('кряж 42 є?');
    expect(none.text).toMatch(/EU 42, на жаль, зараз немає/);
  });

  it('keeps the variant of the size asked among several items when each size has its own code', async () => {
    // Codes that do not write the size: each size stays a variant of its own.
    const { talk } = shopOf([
      HEADER,
      ['KR-A', 'Черевики «Кряж»', '', 'EU 41', 3000, 2],
      ['KR-B', 'Черевики «Кряж»', '', 'EU 42', 3000, 0],
      ['KR-C', 'Черевики «Кряж»', '', 'EU 43', 3000, 3],
      ['KR-D', 'Черевики «Кряж»', '', 'EU 44', 3000, 1],
      ['GL-1', 'Рукавички флісові', '', 'M', 400, 5],
    ]);
    const reply = await talk('черевики кряж 43 і рукавички флісові M є?');
    expect(reply.text).toMatch(/EU 43 є в наявності/);
    expect(reply.text).not.toMatch(/EU 43, на жаль/);
  });
});

describe('a rim said alone in a browse', () => {
  const TYRES: Cell[][] = [
    ['Артикул', 'Назва', 'Категорія', 'Розмір', 'Ціна', 'Кількість'],
    ['SU-1', 'Шина Solaris Sport', 'Шини / Літні / R17', '225/45 R17', 4200, 3],
    ['SU-2', 'Шина Solaris Sport', 'Шини / Літні / R16', '205/55 R16', 3900, 2],
    ['SU-3', 'Шина Ventra Eco', 'Шини / Літні / R16', '205/55 R16', 3100, 5],
    ['WI-1', 'Шина Borealis Ice 5', 'Шини / Зимові / R17', '215/60 R17', 4900, 1],
  ];

  it('lists the models with a size on that rim, the figure no size by itself', async () => {
    const { talk } = shopOf(TYRES);
    const reply = await talk('шо є на 17 радіус?');
    expect(reply.text).toMatch(/Solaris/);
    expect(reply.text).toMatch(/Borealis/);
    expect(reply.text).not.toMatch(/Ventra/);
  });
});

describe('a follow-up naming a model only by a word beside its head', () => {
  const RUGS: Cell[][] = [
    HEADER,
    ['PW-135', 'Попона зимова Avalanche', '', '135', 3250, 2],
    ['PW-145', 'Попона зимова Avalanche', '', '145', 3250, 0],
    ['PF-145', 'Попона флісова охолоджувальна Horze', '', '145', 1390, 1],
    ['BN-4', 'Бинти флісові', 'синій', '', 470, 6],
  ];

  it('takes the model of the kind in play that has the word, not a shorter name of another kind', async () => {
    const { talk } = shopOf(RUGS);
    const reply = await talk('попона зимова на 145 є?', 'а флісова на 145?');
    expect(reply.text).toMatch(/1390/);
    expect(reply.text).not.toMatch(/Бинти/);
    // Said first, with nothing in play, the word names the shorter name's model as before.
    const alone = await shopOf(RUGS).talk('флісові є?');
    expect(alone.text).toMatch(/Бинти/);
  });
});

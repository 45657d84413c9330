// A camping and hiking shop (issue 46, a kind the assistant was not tuned on): a 1C/KeyCRM-like
// export with one SKU per size, tents sized by their places in words ("2-місний", a price per
// size), sleeping bags and mats in dimensions, poles sold as a pair, headlamps — through the
// import, the catalogue, the dialogue state, the retriever and the offline draft. Each case is a
// general cause the first run of eval/tuning-shops/camping found.
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { kindsNamed } from '../src/modules/agent/language/lexicon';
import { placesOf, placesSaid } from '../src/modules/agent/understand/places';
import { sizeLabel } from '../src/modules/agent/answer/reply';
import { countsIn } from '../src/modules/agent/answer/quantities';
import { KEYCRM_HEADER, shopOf, skuPerSize } from './agent-shop';

const HEADER = KEYCRM_HEADER;
const tent = (code: string, colour: string, soldOut: string[]): Cell[][] =>
  skuPerSize(
    { code, name: 'Намет туристичний «Карпати»', material: 'Поліестер', colour },
    [
      ['2', '2-місний', 3490, 1720],
      ['3', '3-місний', 4260, 2090],
      ['4', '4-місний', 5180, 2560],
    ],
    soldOut,
  );
const CAMPING: Cell[][] = [
  HEADER,
  ...tent('TN-3310', 'зелений', []),
  ...tent('TN-3311', 'пісочний', ['4']),
  ['TN-3400-1', 'Намет ультралегкий «Говерла»', '1-місний', 'Нейлон', 'сірий', 4870, 2390, 3],
  ['TN-3400-2', 'Намет ультралегкий «Говерла»', '2-місний', 'Нейлон', 'сірий', 6340, 3110, 3],
  ['SB-0450-190', 'Спальний мішок-ковдра «Похід»', '190×75', 'Синтепон', 'олива', 1290, 630, 3],
  ['SB-0450-220', 'Спальний мішок-ковдра «Похід»', '220×80', 'Синтепон', 'олива', 1490, 730, 0],
  ['SB-0451-190', 'Спальний мішок-ковдра «Похід»', '190×75', 'Синтепон', 'синій', 1290, 630, 3],
  ['SB-0451-220', 'Спальний мішок-ковдра «Похід»', '220×80', 'Синтепон', 'синій', 1490, 730, 3],
  ['KM-1200-50', 'Килимок туристичний пінний', '180×50', 'Пінополіетилен', 'синій', 320, 145, 5],
  ['KM-1200-60', 'Килимок туристичний пінний', '180×60', 'Пінополіетилен', 'синій', 370, 175, 5],
  ['KM-1201-50', 'Килимок туристичний пінний', '180×50', 'Пінополіетилен', 'зелений', 320, 145, 5],
  ['KM-1500-185', 'Килимок самонадувний «Комфорт»', '185×55', 'Поліестер', 'помаранчевий', 1640, 810, 3],
  ['KM-1500-195', 'Килимок самонадувний «Комфорт»', '195×65', 'Поліестер', 'помаранчевий', 2150, 1060, 3],
  ['TP-0550', 'Палиці трекінгові телескопічні (пара, 2 шт.)', '65–135 см', 'Алюміній', 'чорний', 1380, 680, 4],
  ['PL-0090', 'Пальник газовий портативний «Вогник»', 'б/р', 'Сталь', 'сріблястий', 710, 345, 4],
];

beforeAll(() => loadDictionaries());

describe('sizes that count places ("2-місний")', () => {
  it('reads a size cell of places and the places a customer names in words, slang and English', () => {
    expect(placesOf('3-місний')).toBe(3);
    expect(placesOf('2-местная')).toBe(2);
    expect(placesOf('4-person')).toBe(4);
    expect(placesOf('190×75')).toBeNull();
    expect(placesOf('S')).toBeNull();
    const said: Array<[string, number[]]> = [
      ['намет двомісна є?', [2]],
      ['Карпати двушка скільки?', [2]],
      ['ТN-3310 на трьох скільки?', [3]],
      ['нас троє, який намет брати?', [3]],
      ['пісочний четвірка є?', [4]],
      ['намет на 4 людини є?', [4]],
      ['трёхместная палатка', [3]],
      ['палатка на 3 человека', [3]],
      ['do you have tents for 3 people?', [3]],
      ['the 2-person tent', [2]],
      ['одномісний', [1]],
      // Counts of pieces are no places.
      ['2 пари палиць', []],
      ['дві штуки', []],
      ['is the price for one or for a pair?', []],
      ['for two pairs', []],
    ];
    for (const [text, places] of said) expect([text, placesSaid(text)]).toEqual([text, places]);
  });

  it('answers the size said in words: its price, its stock, the colour that has it', async () => {
    const { talk } = shopOf(CAMPING);
    const three = await talk('Добрий день! Намет Карпати тримісний скільки?');
    expect(three.text).toMatch(/4260/);
    const sand = await talk('намет Карпати пісочний четвірка є?');
    expect(sand.text).toMatch(/немає/);
    expect(sand.text).toMatch(/зелен/);
    expect(sand.ok).toBe(true);
    const us = await talk('нас троє, який намет Карпати брати?');
    expect(us.text).toMatch(/3-місний/);
    expect(us.text).toMatch(/4260/);
  });

  it('says a size of places in English as "N-person", and a month only after a number', async () => {
    expect(sizeLabel('3-місний', 'en')).toBe('3-person');
    expect(sizeLabel('6 міс', 'en')).toBe('6 months');
    expect(sizeLabel('3-6 місяців', 'en')).toBe('3-6 months');
    const { talk } = shopOf(CAMPING);
    const en = await talk('how much is the 3-person Karpaty tent?');
    expect(en.text).toMatch(/4260/);
    expect(en.text).not.toMatch(/months/);
  });
});

describe('kinds of a camping shop', () => {
  it('names a kind by a phrase of several words, whatever its words name one by one', () => {
    expect(kindsNamed('Килимок туристичний пінний').map((k) => k.id)).toContain('sleeping_pad');
    expect(kindsNamed('two sleeping bags').map((k) => k.id)).toContain('sleeping_bag');
  });

  it('knows a foam mat as "каремат"/"пенка", a sleeping bag as "спальник", poles as "палки для ходьби"', async () => {
    const { talk } = shopOf(CAMPING);
    const mat = await talk('каремат зелений 180 на 50 є?');
    expect(mat.text).toMatch(/Килимок туристичний пінний/);
    expect(mat.ok).toBe(true);
    expect((await talk('пенка 180 на 60 скільки?')).text).toMatch(/370/);
    expect((await talk('спальник Похід синій 220*80 є?')).text).toMatch(/1490/);
    expect((await talk('палки для ходьби почем?')).text).toMatch(/1380/);
    expect((await talk('пальник газовий почому?')).text).toMatch(/710/);
  });
});

describe('several items and kinds said in several words', () => {
  it('reads a second item in its own part of the message, with its own colour and size, and sums both', async () => {
    const { talk } = shopOf(CAMPING);
    const two = await talk('намет Карпати 2-місний і каремат синій 180х50, скільки разом?');
    expect(two.text).not.toMatch(/у такому кольорі/);
    expect(two.text).toMatch(/3810/);
    const bag = await talk('спальник Похід синій 190х75 і пальник, разом?');
    expect(bag.text).toMatch(/2000/);
    expect(bag.text).not.toMatch(/немає/);
  });

  it('takes a kind word as spelt right ("спальники" are no typo of «Пальник»), and "sleeping bags" lack nothing', async () => {
    const { talk } = shopOf(CAMPING);
    const bags = await talk('спальники до 2000 є?');
    expect(bags.text).toMatch(/Похід/);
    expect(bags.text).not.toMatch(/Вогник|710/);
    const en = await talk('two Pokhid sleeping bags 220x80 in blue, what is the total?');
    expect(en.text).toMatch(/2980/);
    expect(en.text).not.toMatch(/couldn't find/);
  });
});

describe('people are no count of pieces', () => {
  it('reads "for 2 people", "нас троє", "на трьох" as places, never as a quantity', () => {
    for (const text of [
      "I'd like the Karpaty tent for 2 people in green",
      'нас троє, який намет брати?',
      'ТN-3310 на трьох скільки?',
      'палатка на 3 человека',
      'two people, which tent?',
    ])
      expect([text, countsIn(text)]).toEqual([text, []]);
    expect(countsIn('дві штуки намету').map((c) => c.count)).toEqual([2]);
    expect(countsIn('how much for 2 tents?').map((c) => c.count)).toEqual([2]);
  });
});

// A car accessories shop (Horoshop's export: a cabin filter named by the cars it fits, mats cut for a
// car in a colour) and a music shop's hand-kept sheet whose categories are written once above their
// products: browsing by the shop's own category and by the car (src/modules/agent/answer/browse.ts).
import type { Cell } from '../src/modules/knowledge/import/rows';
import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { shopOf } from './agent-shop';

beforeAll(() => loadDictionaries());

const CARS: Cell[][] = [
  ['Артикул', 'Родительский артикул', 'Название (UA)', 'Название модификации (UA)', 'Раздел', 'Цена', 'Наличие'],
  ['WX-LAN', 'WX-LAN', 'Фільтр салону вугільний WIX', 'Daewoo Lanos / Sens', 'Фільтри', 215, 'В наявності'],
  ['WX-TUC', 'WX-LAN', 'Фільтр салону вугільний WIX', 'Hyundai Tucson / Kia Sportage', 'Фільтри', 345, 'В наявності'],
  ['EV-TUC-BK', 'EV-TUC-BK', 'Килимки в салон EVA', 'Hyundai Tucson, чорний', 'Килимки', 1450, 'В наявності'],
  ['EV-LAN-GR', 'EV-TUC-BK', 'Килимки в салон EVA', 'Daewoo Lanos, сірий', 'Килимки', 1150, 'Немає в наявності'],
  ['MI-A500S', '', 'Відеореєстратор 70mai Dash Cam A500S', '', 'Електроніка', 3190, 'В наявності'],
  ['NC-GB40', '', 'Пуско-зарядний пристрій NOCO Boost GB40', '', 'Електроніка', 4890, 'В наявності'],
  ['AR-VAN', '', 'Ароматизатор Areon Mon (ялинка)', 'Ваніль', 'Ароматизатори', 79, 'В наявності'],
  ['AR-COF', '', 'Ароматизатор Areon Mon (ялинка)', 'Кава', 'Ароматизатори', 79, 'В наявності'],
  ['AR-NEW', '', 'Ароматизатор Areon Mon (ялинка)', 'Нова машина', 'Ароматизатори', 79, 'В наявності'],
];

describe('a car accessories shop', () => {
  it('"anything for a Hyundai Tucson?" lists what fits that car, the filter named by it and the mats cut for it', async () => {
    const reply = (await shopOf(CARS).talk('anything for a Hyundai Tucson?')).text;
    expect(reply).toContain('WX-TUC');
    expect(reply).toContain('EV-TUC-BK');
    expect(reply).not.toContain('WX-LAN');
    expect(reply).not.toMatch(/nothing like that/u);
  });

  it('"ароматизатор" names the air freshener (no word for scents), and "які запахи є?" lists its scents', async () => {
    const shop = shopOf(CARS);
    expect((await shop.talk('ароматизатор нова машина 4 шт скільки?')).text).toContain('4 × 79 грн = 316 грн');
    const scents = (await shop.talk('ароматизатор ареон які запахи є?')).text;
    expect(scents).toContain('Аромати цієї моделі: Ваніль');
    expect(scents).not.toContain('не бачу');
  });

  it('"що є з електроніки?" lists the category the shop files them under', async () => {
    const reply = (await shopOf(CARS).talk('що є з електроніки?')).text;
    expect(reply).toContain('70mai');
    expect(reply).toContain('NOCO');
    expect(reply).not.toContain('Килимки');
  });
});

const MUSIC: Cell[][] = [
  ['Категорія', 'Товар', 'Варіант', 'Код', 'Ціна', 'Наявність'],
  ['Струни для електрогітари', "Струни D'Addario EXL", '10-46 Regular Light', 'EXL110', '389 грн', '4'],
  // The name written once: this row is the model's next variant, and the sheet one written so.
  ['', '', '11-49 Medium', 'EXL115', '389 грн', 'немає'],
  ['', 'Струни Ernie Ball Slinky', 'Regular Slinky 10-46', 'EB2221', '365', '3'],
  ['Струни для укулеле', 'Струни для укулеле Aquila Nylgut', 'сопрано', 'AQ-4U', 310, 5],
  ['Аксесуари', 'Стійка для гітари Stagg (для електрогітари і акустики)', '', 'SG-A108', 690, 2],
];

describe('a music shop whose categories are written once above their products', () => {
  it('"струни для електрогітари які є?" lists that category only, not the stand for an electric guitar', async () => {
    const reply = (await shopOf(MUSIC).talk('струни для електрогітари які є?')).text;
    expect(reply).toContain("D'Addario");
    // The second product's category is the one written above it.
    expect(reply).toContain('Ernie Ball');
    expect(reply).not.toContain('укулеле');
    expect(reply).not.toContain('Stagg');
  });
});

/**
 * Realistic customer messages over the sample shop (eval/stock.csv, eval/sample-shop.ts), in
 * Ukrainian and English (a few in Russian, answered in Ukrainian). `must`: every text must be in
 * the answer (case-insensitive); `mustNot`: none may be; `error`: the pipeline must refuse.
 */
export interface EvalCase {
  text: string;
  lng?: 'ua' | 'en';
  must?: string[];
  mustNot?: string[];
  error?: boolean;
}

export const CASES: EvalCase[] = [
  // ---- price ----
  { text: 'Скільки коштує DR-1024?', must: ['1850 грн', 'DR-1024'] },
  { text: 'Яка ціна на спідницю SK-2045?', must: ['990 грн'] },
  { text: 'Добрий день, ціна жакета JK-8001 підкажіть', must: ['2450 грн'] },
  { text: 'How much is TS-6002?', must: ['490 UAH'] },
  { text: 'What is the price of the trench TC 8600?', must: ['3200 UAH'] },
  { text: 'price ct8500 pls', must: ['3900 UAH'] },
  { text: 'Сколько стоит футболка TS-6001?', must: ['490 грн'], mustNot: ['UAH'] },
  { text: 'скільки коштує худі', must: ['1350 грн', 'HD-7300'] },
  { text: 'How much is the hoodie?', must: ['1350 UAH'] },
  { text: 'Ціна на пальто Осінь?', must: ['3900 грн'] },
  { text: 'Ціна?', must: ['артикул'], mustNot: ['грн'] },

  // ---- availability and sizes ----
  { text: 'DR-1024 є в розмірі М?', must: ['розмір M є'], mustNot: ['шт.'] },
  { text: 'Чи є DR-1024 в L?', must: ['немає'], mustNot: ['L є'] },
  { text: 'Is dr1024 available in M?', must: ['Size M is in stock'], mustNot: ['pcs'] },
  { text: 'Do you have JK-8002 in size M?', must: ['not available', 'S', 'L'] },
  { text: 'Які розміри є на сорочку SH-5200?', must: ['M, L, XL'], mustNot: ['шт.'] },
  { text: 'Which sizes are left for BL-5005?', must: ['S, M'] },
  { text: 'Чи є розмір 42 джинси JN-3010?', must: ['42', 'немає', '36', '38', '40'] },
  { text: 'джинси ретро чорні є 40?', must: ['JN-3011', 'Розмір 40 є'] },
  { text: 'Is the yellow maxi dress DR 1100 in stock?', must: ['out of stock'] },
  { text: 'DR 1100 є в наявності?', must: ['немає в наявності'] },
  { text: 'sk2046 M', must: ['SK-2046', 'M', '2'] },
  { text: 'Костюм ST-9100 розмір L ще є?', must: ['Розміру L', 'немає'] },
  { text: 'Шорти SR-9300 38 розмір є?', must: ['Розмір 38 є'] },
  { text: 'Do you have the Safari shorts in 40?', must: ['Size 40 is in stock'] },
  { text: 'Хочу светр затишок', must: ['SW-7007', '1590 грн'] },

  // ---- colours ----
  { text: 'В яких кольорах є сукня DR-1024?', must: ['бежевий', 'оливковий', 'DR-1025', 'DR-1026'] },
  { text: 'Do you have the Lina dress in other colours?', must: ['beige', 'olive'] },
  { text: 'Чи є ця спідниця SK-2045 в іншому кольорі?', must: ['чорний', 'SK-2046'] },
  { text: 'Привіт! Яка ціна сукні Ліна в бежевому?', must: ['DR-1025', '1850 грн'] },
  { text: 'Есть ли платье DR-2040 в голубом цвете?', must: ['DR-2041', 'блакитний'], mustNot: ['Есть'] },
  { text: 'Is the JK-8001 jacket also available in black?', must: ['JK-8002', 'black'] },
  { text: 'Які кольори футболки TS-6001?', must: ['чорний', 'хакі'] },
  { text: 'Чи є інші кольори у блузи BL-5005?', must: ['немає'] },
  { text: 'Штани палаццо графітові TR-4101 розмір M', must: ['TR-4101', 'M є'] },

  // ---- material ----
  { text: 'З чого зроблений жакет JK-8001?', must: ['поліестер 65%', 'віскоза 35%', 'Підкладка: віскоза'] },
  { text: 'Який склад у джинсів JN-3010?', must: ['бавовна 98%', 'еластан 2%'] },
  { text: 'What is the sweater SW-7007 made of?', must: ['wool 30%', 'acrylic 70%'] },
  { text: 'Is the TC-8600 trench lined?', must: ['lining', 'check with a colleague'] },
  { text: 'What is JS-9400 made of?', must: ['check with a colleague'], mustNot: ['Fabric:'] },
  { text: 'Тканина у топа TP-9200 яка?', must: ['віскоза 100%'] },

  // ---- ordering ----
  { text: 'Хочу замовити SK-2045 розмір S', must: ['Розмір S є', 'телефону', 'Нової пошти'] },
  { text: 'Як оформити замовлення?', must: ['телефону', 'відділення'] },
  {
    text: 'I want to order the black T-shirt TS-6002 in M',
    must: ['Size M is in stock', 'phone number', 'Nova Poshta'],
  },
  { text: 'Беру худі HD-7300 L', must: ['Розмір L є', 'телефону'] },
  { text: 'How do I place an order?', must: ['phone number'] },

  // ---- shop answers ----
  { text: 'Яка доставка?', must: ['Новою поштою', '1–3 дні'] },
  { text: 'Скільки йде доставка до Львова?', must: ['1–3 дні'] },
  { text: 'How long does shipping take?', must: ['Delivery', '1–3'] },
  { text: 'Яка у вас оплата?', must: ['накладеним платежем', '200 грн'] },
  { text: 'Can I pay by card?', must: ['Payment', 'карткою'] },
  { text: 'Можна повернути, якщо не підійде?', must: ['14 днів'] },
  { text: 'Can I return it if it does not fit?', must: ['Returns', '14'] },
  { text: 'Чи можна приміряти на пошті перед оплатою?', must: ['приміряти'] },
  { text: 'Where is your shop located?', must: ['check with a colleague'] },
  { text: 'Де знаходиться ваш магазин?', must: ['уточню в колеги'] },

  // ---- unknown codes, small talk, other languages ----
  { text: 'Is there DR-9999?', must: ['DR-9999', 'check with a colleague'] },
  { text: 'Цікавить артикул XY-1234', must: ['XY-1234', 'не знайшла'] },
  { text: 'Привіт!', must: ['допомогти'], mustNot: ['грн'] },
  { text: 'Hello', must: ['help'] },
  { text: 'Дякую!', must: ['😊'] },
  { text: '😍😍😍', must: ['допомогти'] },
  { text: '🔥', lng: 'en', must: ['help'] },
  { text: 'Ile kosztuje DR-1024?', must: ['DR-1024', '1850 UAH'] },
  { text: 'Чи у вас є подарункові сертифікати?', must: ['уточню', 'колег'] },

  // ---- several questions at once, names instead of codes ----
  {
    text: 'Добрий вечір) а є ця сукня DR-1024 на S? і скільки буде коштувати з доставкою?',
    must: ['1850 грн', 'Розмір S є', 'Новою поштою'],
  },
  { text: 'hi! is the black lina dress in size S?', must: ['DR-1024', 'Size S is in stock'] },
  { text: 'чи є жакет мілан чорний в М', must: ['JK-8002', 'немає', 'S, L'] },
  { text: 'DR-1024, DR-2040 ціни?', must: ['1850 грн', '1490 грн'] },
  { text: 'Яка ціна тренча?', must: ['TC-8600', '3200 грн'] },
  { text: 'Чи є сорочка оверсайз в білому кольорі розмір М', must: ['SH-5201', 'Розмір M є'] },
  {
    text: "I'd like the pleated skirt SK-2045 in XS, how do I order?",
    must: ['Size XS is in stock', 'phone number'],
  },
  { text: 'Можна оплату при отриманні?', must: ['накладеним платежем'] },

  // ---- a garment the shop has, with a qualifier its data does not (nearest model named, no figure) ----
  { text: 'Є у вас шкіряна куртка?', must: ['не бачу', 'PF-8800'], mustNot: ['2800'] },
  { text: 'Do you have a leather puffer jacket?', must: ["couldn't find exactly", 'PF-8800'], mustNot: ['2800'] },
  { text: 'Чи є оксамитова спідниця? Скільки коштує?', must: ['не бачу', 'SK-2045'], mustNot: ['990'] },
  { text: 'How much is the cashmere sweater?', must: ["couldn't find exactly", 'SW-7007'], mustNot: ['1590'] },
  { text: 'Есть вельветовые шорты 38 размера?', must: ['не бачу', 'SR-9300'], mustNot: ['790', 'Розмір 38 є'] },
  { text: 'Скільки коштує худі з капюшоном на блискавці?', must: ['не бачу'], mustNot: ['1350'] },
  // controls: the qualifier is the shop's own (fabric, colour, cut, glossary word)
  { text: 'Скільки коштує вовняний светр?', must: ['1590 грн'], mustNot: ['не бачу'] },
  { text: 'How much is the cotton shirt?', must: ['1150 UAH'], mustNot: ["can't see"] },
  { text: 'Чи є худі в зеленому?', must: ['1350 грн'], mustNot: ['не бачу'] },
  { text: 'Скільки коштує чорна плісована спідниця?', must: ['990 грн'], mustNot: ['не бачу'] },
  { text: 'What sizes does the black puffer jacket come in?', must: ['M, L, XL'], mustNot: ["can't see"] },
  { text: 'сколько стоит коричневое пальто', must: ['3900 грн'], mustNot: ['не бачу'] },

  // ---- bad input ----
  { text: 'a'.repeat(2500), error: true },
  { text: '\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u000e\u000f', error: true },
  { text: 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0NTY3ODk=', error: true },
];

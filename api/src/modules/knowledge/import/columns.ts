import { IMPORT_FIELDS, type ImportField, type ImportIgnoredReason } from '@vitrina/shared/contracts/constants';

/** The stock columns we recognise by their header, in Ukrainian and English (docs/product.md §9.4). */
export const FIELDS = IMPORT_FIELDS;
export type Field = ImportField;

/**
 * Header words per field. A header is split into words (letters and digits); it names a field
 * when one of its words is the field's word, or starts with one of its stems (the `*` ones:
 * Ukrainian words change their endings, 'ціна' / 'ціни' / 'ціною'). Whole headers written as one
 * word ('Кодтовару', 'RetailPrice', 'К-сть') are in `whole`.
 */
const WORDS: Record<Field, string[]> = {
  // PrestaShop's 'Reference #' (a product's) and 'Reference' (a combination's).
  code: [
    'артикул*',
    'артикль',
    'арт',
    'код',
    'article',
    'art',
    'code',
    'sku',
    'vendorcode',
    'articul',
    'артикул',
    'reference',
  ],
  // 'Номенклатура': the product in 1C/BAS exports.
  name: [
    'назв*',
    'найменуван*',
    'номенклатур*',
    'товар',
    'модель',
    'name',
    'product',
    'title',
    'item',
    'наименование',
    'название',
  ],
  // A cosmetic's shade ('Тон', 'Відтінок', 'Shade') and volume ('Об'єм', 'Объем', 'Volume') are its
  // colour and size; so is a candle's, a diffuser's or a perfume's scent ('Аромат', 'Запах',
  // 'Scent', 'Fragrance'): the variant a customer names ("з лавандою"). A column named 'Колір' or
  // 'Розмір' beside them wins (SECOND_NAMES).
  color: [
    'колір',
    'кольор*',
    'colour*',
    'color*',
    'цвет*',
    'тон',
    'відтін*',
    'оттен*',
    'shade*',
    'аромат*',
    'запах*',
    'scent*',
    'fragrance*',
    // A food's flavour ('Смак', 'Вкус', 'Flavour'): the variant a customer names ("з лососем").
    'смак*',
    'вкус*',
    'flavo*',
    'taste',
  ],
  // A food's or a powder's pack ('Фасовка', 'Фасування'): its size.
  size: [
    'розмір*',
    'size*',
    'размер*',
    'ростовка',
    'обєм*',
    'объем*',
    'объём*',
    'volume*',
    'фасовк*',
    'фасуван*',
    'расфасовк*',
  ],
  price: ['цін*', 'ціна', 'вартість', 'price*', 'цена', 'цены', 'rrp', 'ррц'],
  quantity: [
    'кількість',
    'кількост*',
    'наявн*',
    // Horoshop's 'Наличие' ("В наявності", "Немає в наявності", "Під замовлення").
    'наличи*',
    'залиш*',
    'остат*',
    'количеств*',
    'quantity',
    'qty',
    'stock',
    'instock',
    'available',
    'availability',
    'шт',
  ],
  lining: ['підкладк*', 'lining', 'подкладк*'],
  material: ['склад', 'матеріал*', 'тканин*', 'material*', 'composition', 'fabric', 'состав'],
  // Tilda exports a short 'Description' and a long 'Text' (HTML): both describe the product.
  description: ['опис*', 'description', 'details', 'описание', 'text'],
  // A shop's own grouping of its stock (Shopify's 'Type', 'Категорія', 'Група товарів').
  category: [
    'категор*',
    'category',
    'categories',
    'type',
    'тип',
    'група',
    'група*',
    'группа',
    // MoySklad's 'Группы' ("Форми/Силіконові"): the folders of its goods.
    'групп*',
    'розділ',
    'раздел',
    'collection',
  ],
  // Whom a product is for (Google's 'gender' and 'age_group'; 'Стать', 'Пол').
  audience: ['стать', 'пол', 'gender', 'sex', 'audience'],
  // Colour and size in one cell ('Чорний, 48'): 1C/BAS's 'Характеристика', a shop's 'Variant', a
  // CRM's offer 'Властивості' ('Колір: сірий; Розмір: M').
  variant: [
    'характеристик*',
    'variant*',
    'варіант*',
    'вариант*',
    'модифікац*',
    'модификац*',
    'властивост*',
    'свойств*',
    'properties',
    // Tilda's 'Editions' ('Вага:250 г;Помел:Зерно').
    'editions',
  ],
};

const WHOLE: Record<string, Field> = {
  кодтовару: 'code',
  articlecode: 'code',
  itemcode: 'code',
  productcode: 'code',
  itemno: 'code',
  stockcode: 'code',
  stockno: 'code',
  productname: 'name',
  itemname: 'name',
  // eBay File Exchange's SKU ('CustomLabel') and listed price ('*StartPrice').
  customlabel: 'code',
  startprice: 'price',
  // Its variation row's "Size=M|Colour=Black" (the parent row lists every value: no product).
  relationshipdetails: 'variant',
  retailprice: 'price',
  // A price type named alone (RemOnline's 'Роздрібна' beside its 'Оптова', the owner's own names
  // of its price types): the retail one is what customers pay.
  роздрібна: 'price',
  роздрібний: 'price',
  роздріб: 'price',
  розничная: 'price',
  розничный: 'price',
  розница: 'price',
  retail: 'price',
  // Zoho Inventory's items export: 'Rate' is the selling price ('Purchase Rate', the cost, is
  // NEVER_PRICE's; https://www.zoho.com/pos/resources/api/item-groups.html: 'rate' the sales price,
  // 'purchase_rate' the purchase price), 'Category Name' the shop's category over its 'Product
  // Type' (goods / service).
  rate: 'price',
  categoryname: 'category',
  ціназаод: 'price',
  ксть: 'quantity',
  // 'Кол-во': the Russian abbreviation of 'количество'.
  колво: 'quantity',
  длякого: 'audience',
  // A hand-kept sheet's 'Для' ("котів", "собак"; "дівчинки"): whom the product is for.
  для: 'audience',
  // BigCommerce's 'Product Type' is P or D (physical / digital): a 'Category' beside it is the
  // grouping (the score below, mapColumns).
  producttype: 'category',
  // MoySklad's Ukrainian 'Групи' (its Russian 'Группы': 'групп*' above); 'Номер_групи' stays no field.
  групи: 'category',
  вналичии: 'quantity',
  // Wix's 'inventory' (a count on a variant row, 'InStock' / 'OutOfStock' on a product's); not
  // Shopify's 'Variant Inventory Tracker' or 'Policy' beside its 'Variant Inventory Qty'.
  inventory: 'quantity',
  // Prom.ua's 'Назва_групи' is the group, not the product's name.
  // Shopify's 'Body (HTML)': the product's description.
  bodyhtml: 'description',
  назвагрупи: 'category',
  названиегруппы: 'category',
};

/**
 * Words that make a column something the customer is never quoted: a purchase, cost or wholesale
 * price, a date, a discount, a currency, a percentage. Such a column is ignored even when it also
 * says 'ціна' or 'price' ('Ціна закупівлі' is not the price; 'Price date' is a date).
 */
const NEVER_PRICE: Array<{ stems: string[]; reason: IgnoredReason }> = [
  {
    stems: [
      'закуп*',
      'собіварт*',
      'себестоим*',
      'опт',
      'оптов*',
      'оптом',
      'вхідн*',
      'входн*',
      'дилер*',
      'cost*',
      'purchase*',
      'wholesale*',
      'dealer*',
      'buying',
      'supplier*',
      'постачальн*',
      'поставщик*',
      // Dilovod's 'Облікова ціна' (the average cost of the stock) and 'Облікова сума' (that × quantity).
      'обліков*',
      'учетн*',
    ],
    reason: 'purchase_price',
  },
  // Prom.ua's 'Особисті_нотатки' ("закуп 505 (Фоксмарт опт)"): the owner's notes to self, never the catalogue's.
  { stems: ['нотатк*', 'заметк*', 'особист*', 'личн*', 'private'], reason: 'private' },
  { stems: ['дата', 'дати', 'date*', 'updated', 'оновлен*', 'період', 'period'], reason: 'date' },
  {
    // Shopify's 'Compare At Price' is the crossed-out price before a sale; Wix's 'surcharge' is what a
    // variant adds to the product's price, no price of its own.
    stems: [
      'знижк*',
      'скидк*',
      'discount*',
      'акці*',
      'sale',
      'promo*',
      'стара',
      'старая',
      'old',
      'was',
      'compare',
      'surcharge*',
      'надбавк*',
      // eBay's Best Offer prices: what an offer is accepted at, never the listed price.
      'offer',
      'minimum',
    ],
    reason: 'discount',
  },
  {
    stems: ['валют*', 'currency', '%', 'відсот*', 'процент*', 'percent*', 'націнк*', 'наценк*', 'markup', 'margin*'],
    reason: 'percent',
  },
];

/** A header's mark of the Ukrainian version of a text column ('Назва_позиції_укр', 'Name UA'). */
const UKRAINIAN = new Set(['укр', 'ua', 'uk', 'ukr', 'українською']);

/** A header's mark of the Russian version ('Опис (RU)', OpenCart's 'description(ru-ru)'). */
const RUSSIAN = new Set(['рос', 'ру', 'ru', 'rus', 'російською']);

/**
 * A header's words without its mark of the Ukrainian or the Russian version ('Опис_укр' -> 'опис',
 * 'description(ru-ru)' -> 'description'): the versions of one text column.
 */
export function withoutLanguageMark(header: unknown): string {
  return headerWords(header)
    .filter((w) => !UKRAINIAN.has(w) && !RUSSIAN.has(w))
    .join(' ');
}

/** Words that make a price column the sales price when there are several. */
const SALES = [
  'роздріб*',
  'роздрібн*',
  'розниц*',
  'retail',
  'продаж*',
  'selling',
  'rrp',
  'ррц',
  'клієнт*',
  'customer',
  // Dilovod's 'Відпускна ціна': the price goods leave the shop at.
  'відпускн*',
  'отпускн*',
];

export type IgnoredReason = ImportIgnoredReason;

/**
 * 'Ціна, грн ' -> ['ціна', 'грн']; '%' stays a word of its own; "Об'єм" is one word ('обєм'); a
 * header written in camel case is words ('handleId' -> ['handle', 'id'], as Wix exports them).
 */
export function headerWords(value: unknown): string[] {
  return (
    String(value ?? '')
      .replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' ')
      .toLowerCase()
      .replace(/(?<=\p{L})['’ʼ`](?=\p{L})/gu, '')
      .match(/[\p{L}\p{N}]+|%/gu) ?? []
  );
}

/** Words a field is named by only when no column has its first name ('Тон' beside 'Колір'). */
const SECOND_NAMES = [
  'тон',
  'відтін*',
  'оттен*',
  'shade*',
  'аромат*',
  'запах*',
  'scent*',
  'fragrance*',
  'смак*',
  'вкус*',
  'flavo*',
  'taste',
  'фасовк*',
  'фасуван*',
  'расфасовк*',
  'обєм*',
  'объем*',
  'объём*',
  'volume*',
];

/** A header named by a second name only ('Аромат', 'Тон', "Об'єм"). */
export const isSecondName = (header: unknown): boolean => {
  const words = headerWords(header);
  return words.length > 0 && SECOND_NAMES.some((s) => matches(words[0], s));
};

/**
 * RetailCRM's ICML catalogue (https://help.retailcrm.pro/Developers/ICML) read as a sheet names a
 * column per offer's `<param name="…" code="…">`: 'param[article] Артикул', 'param[size] Розмір'.
 * The code and the shop's own name of the characteristic; null for any other header.
 */
function paramOfHeader(header: unknown): { code: string; name: string } | null {
  const m = /^\s*param\s*\[\s*([^\]]*?)\s*\]\s*(.*?)\s*$/iu.exec(String(header ?? ''));
  return m ? { code: m[1], name: m[2] } : null;
}

/** A header as the shop names the column: a param's name (else its code), any other header itself. */
export function ownHeader(header: unknown): string {
  const param = paramOfHeader(header);
  return param ? param.name || param.code : String(header ?? '');
}

/** A maker's column ('Бренд', 'Brand', 'Виробник', 'Торгова марка'): said before a name that lacks it. */
export function brandColumn(headers: unknown[]): number | undefined {
  const at = headers.findIndex((h) =>
    // BigCommerce's 'Brand Name'; ICML's 'vendor' (or a 'param[brand] Бренд').
    /^(?:бренд|brand|марка|торгова марка|торговая марка|виробник|производитель|manufacturer|vendor|maker)(?: name)?$/.test(
      // Ecwid's 'product_brand', MoySklad's 'Доп. поле: Бренд'.
      headerWords(ownHeader(h))
        .join(' ')
        .replace(/^(?:product|доп поле) (?=\p{L})/u, ''),
    ),
  );
  return at >= 0 ? at : undefined;
}

/**
 * 'Тип шкіри', 'Тип волосся', 'Skin type': a characteristic of the product, not the shop's grouping
 * of its stock, which 'Тип' alone or 'Тип товару' / 'Product type' is.
 */
const TYPE_OF_PRODUCT = new Set([
  'тип',
  'type',
  'товару',
  'товара',
  'продукту',
  'продукта',
  'product',
  'item',
  'позиції',
]);

const matches = (word: string, stem: string) =>
  stem.endsWith('*') ? word.startsWith(stem.slice(0, -1)) : word === stem;
const anyWord = (words: string[], stems: string[]) => words.some((w) => stems.some((s) => matches(w, s)));

/**
 * Words that make a stock column a threshold ('Low Stock Level', 'Неснижаемый остаток'), or the count
 * an item was entered with (Zoho's 'Opening Stock' beside its 'Stock On Hand'), not the stock.
 */
const STOCK_THRESHOLD = [
  'opening',
  'initial',
  'low',
  'min',
  'minimum',
  'minimal',
  'reorder',
  'threshold',
  'warning',
  'safety',
  'неснижаем*',
  'незнижуван*',
  'мінімальн*',
  'минимальн*',
  'страхов*',
];

/** A stock threshold's header ('Low Stock Level', 'Неснижаемый остаток'): never the stock, nor a characteristic. */
export function isStockThreshold(words: string[]): boolean {
  return anyWord(words, WORDS.quantity) && anyWord(words, STOCK_THRESHOLD);
}

/**
 * A header naming the code of the product a modification row belongs to (MoySklad's 'Код товара
 * модификации', 'UUID товара модификации'; Ukrainian 'Код товару модифікації').
 */
function isParentCodeHeader(words: string[]): boolean {
  return (
    anyWord(words, ['модификац*', 'модифікац*']) &&
    anyWord(words, ['товара', 'товару']) &&
    anyWord(words, ['код', 'uuid', 'id', 'артикул'])
  );
}

/** MoySklad's 'Код товара модификации': a modification row's product, by its code. */
export function parentCodeColumn(headers: unknown[]): number | undefined {
  const words = Array.from(headers, headerWords);
  const at = words.findIndex((w) => isParentCodeHeader(w) && !w.includes('uuid'));
  return at >= 0 ? at : undefined;
}

/**
 * The column that says what each row is (BigCommerce's 'Item Type': Product / SKU / Rule, MoySklad's
 * 'Тип': Товар / Модификация): read row by row (`rowKind`), only where its value is such a word.
 */
export function rowKindColumn(headers: unknown[]): number | undefined {
  const at = Array.from(headers, (h) => headerWords(h).join(' ')).findIndex((w) =>
    ['item type', 'тип', 'тип товара', 'тип товару', 'тип позиции', 'тип позиції'].includes(w),
  );
  return at >= 0 ? at : undefined;
}

/** What a row-kind cell says the row is; null for any other word (a shop's own 'Тип' of goods). */
export type RowKind = 'product' | 'variant' | 'rule' | 'other';

const ROW_KINDS: Record<string, RowKind> = {
  product: 'product',
  товар: 'product',
  комплект: 'product',
  услуга: 'product',
  послуга: 'product',
  sku: 'variant',
  модификация: 'variant',
  модифікація: 'variant',
  // BigCommerce's rule row changes a variant's price or weight (applied to the variant it names).
  rule: 'rule',
  группа: 'other',
  група: 'other',
};

export function rowKind(cell: unknown): RowKind | null {
  return (
    ROW_KINDS[
      String(cell ?? '')
        .trim()
        .toLowerCase()
    ] ?? null
  );
}

/** A unit-of-measure column ('Одиниця_виміру', 'Unit of measure', 'UOM'): never a field of its own ('Unit Price' is a price). */
const isUnitHeader = (words: string[]) =>
  (anyWord(words, ['одиниц*', 'единиц*', 'unit', 'units']) && anyWord(words, ['вимір*', 'измерен*', 'measure*'])) ||
  ['unit', 'units', 'uom', 'од'].includes(words.join(' '));

export interface HeaderMeaning {
  field: Field | null;
  /** How sure: 3 the whole header is the field's name, 2 its first word, 1 a later word. */
  score: number;
  /** Why a header that names no field, or one we refuse, is ignored. */
  ignored?: IgnoredReason;
}

/** What a header means: the field it names, or why it is ignored. */
export function meaningOfHeader(header: unknown): HeaderMeaning {
  const param = paramOfHeader(header);
  if (param) {
    // By its code where it names a field ('article', 'size', 'color', 'description': ICML's codes
    // are the shop's keys, often English), else by its name ('param[razmer] Розмір'); never a value
    // either says is not quoted ('param[price_purchase] Ціна').
    const meanings = [param.code, param.name].map(meaningOfHeader);
    const never = meanings.find((m) => m.ignored !== undefined && m.ignored !== 'unknown');
    return never ?? meanings.find((m) => m.field) ?? meanings[1];
  }
  const words = headerWords(header);
  if (words.length === 0) return { field: null, score: 0 };
  // Shopify's variant columns ('Variant SKU', 'Variant Price', 'Variant Inventory Qty'): what
  // follows 'Variant' names the field; 'Variant' alone is a colour-and-size cell.
  // 'Variant Title' / 'Variant Name' ("Black / 128", as Shopify's reports and apps export a
  // variant) is the colour-and-size cell, not the product's name.
  if (words[0] === 'variant' && words.length === 2 && ['title', 'name'].includes(words[1]))
    return { field: 'variant', score: 3 };
  // Odoo's product-variant export: 'Variant Values' ("Колір: Синій, Фасування: 0,3 г") is the
  // colour-and-size cell, 'Internal Reference' the code customers write (its 'ID' an external id).
  if (words.join(' ') === 'variant values' || words.join(' ') === 'attribute values')
    return { field: 'variant', score: 3 };
  if (words.join(' ') === 'internal reference') return { field: 'code', score: 3 };
  // Shopify's 'Product Category' is Google's taxonomy in English ("Home & Garden > Lighting"), the
  // shop's own being its 'Type'; Odoo's is the shop's own ("All / Насіння / Томати"): a category
  // where no other is named (and over Odoo's 'Product Type', which says storable or a service).
  if (words.join(' ') === 'product category') return { field: 'category', score: 1.5 };
  // Lightspeed Retail (X-Series) product export: 'composite_name' / 'composite_sku' /
  // 'composite_quantity' name a composite product's parts, none of the row's own fields; its stock is
  // 'inventory_<outlet>' ('inventory_Main_Outlet'), one column per outlet.
  if (words[0] === 'composite' && words.length > 1) return { field: null, score: 0, ignored: 'unknown' };
  if (/^inventory_\p{L}/u.test(String(header).trim())) return { field: 'quantity', score: 2 };
  // Loyverse's items export: a composite item's parts ('SKU of included item', 'Quantity of included
  // item') on rows of their own, and its per-store switch 'Available for sale [Store]' (Y/N, read
  // row by row as OFF_SALE), none the stock; its 'In stock [Store]' is.
  const joinedWords = words.join(' ');
  if (/\bincluded items?\b/.test(joinedWords) || /^available for sale\b/.test(joinedWords))
    return { field: null, score: 0, ignored: 'unknown' };
  if (/^in stock\b/.test(joinedWords) && words.length > 2) return { field: 'quantity', score: 2 };
  if (words[0] === 'variant' && words.length > 1) return meaningOfHeader(words.slice(1).join(' '));
  // Ecwid's 'product_sku', 'product_name', 'product_price', 'product_category_1': what follows
  // 'product_' names the field, a number after it only counts the column ('product_internal_id'
  // ties a product's rows: groupColumn).
  if (/^product_\p{L}/iu.test(String(header)) && words.length > 1) {
    const rest = words.slice(1).filter((w) => !/^\d+$/.test(w));
    // OpenCart's 'product_id' is a database number, never the code customers write.
    if (rest.join(' ') === 'id') return { field: null, score: 0, ignored: 'unknown' };
    return meaningOfHeader(rest.join(' '));
  }
  // MoySklad's 'Код товара модификации' / 'UUID товара модификации' on a modification's row: its
  // product's code, which ties the rows (parentCodeColumn), no variant of its own.
  if (isParentCodeHeader(words)) return { field: null, score: 0, ignored: 'unknown' };
  const whole = WHOLE[words.join('')];
  if (whole) return { field: whole, score: words.join('') === 'producttype' ? 2.5 : 3 };
  // BigCommerce's 'Product Code/SKU' and 'Product Description', an accounting export's 'Item Code':
  // 'Product' or 'Item' before a code's or a description's name only says whose ('Product ID' is a
  // database number, 'Product Weight' no field of ours).
  if (words.length > 1 && (words[0] === 'product' || words[0] === 'item') && !words.includes('id')) {
    const rest = meaningOfHeader(words.slice(1).join(' '));
    if (rest.field === 'code' || rest.field === 'description') return { field: rest.field, score: 3 };
  }
  // A stock level the shop is warned at, never its stock: MoySklad's 'Неснижаемый остаток',
  // BigCommerce's 'Low Stock Level', Loyverse's 'Low stock', 'Мінімальний залишок'.
  if (isStockThreshold(words)) return { field: null, score: 0, ignored: 'unknown' };
  // Horoshop's 'Название модификации (UA)' ("400 мм", "Daewoo Lanos, чорний"): a variant's own name
  // is its colour and size beside the product's 'Название (UA)', never a second name.
  if (words.length > 1 && anyWord(words, ['модифікац*', 'модификац*'])) return { field: 'variant', score: 3 };
  if (isUnitHeader(words)) return { field: null, score: 0, ignored: 'unknown' };
  // A page's search-engine texts (OpenCart's 'meta_description(uk-ua)', Shopify's 'SEO Title'): written
  // for search engines, never the product's name or description.
  if (words.some((w) => w === 'meta' || w === 'seo')) return { field: null, score: 0, ignored: 'unknown' };
  // Google Merchant's feed names the item's code 'id'; beside a 'SKU' (WooCommerce's export) the
  // 'ID' is a database number, so it is the code only where nothing else is.
  if (words.length === 1 && words[0] === 'id') return { field: 'code', score: 1 };
  // ICML's offer 'xmlId': the offer's code in the shop's own system ('RD101-S'), over the CRM's offer
  // 'id' (a number), under the model's article ('param[article] Артикул').
  if (words.join(' ') === 'xml id') return { field: 'code', score: 2 };
  // A category's number (ICML's 'categoryId', 'Category ID'): a database id, never the category.
  if (anyWord(words, WORDS.category) && words.some((w) => w === 'id' || w === 'ід'))
    return { field: null, score: 0, ignored: 'unknown' };
  // OpenCart's 'model' is the product's code (its 'sku' is often left empty); elsewhere a 'Model'
  // may be the name, so it is the code only where nothing else is (or that column is empty).
  if (words.length === 1 && words[0] === 'model') return { field: 'code', score: 1 };
  for (const { stems, reason } of NEVER_PRICE) {
    // 'Дата' or 'Знижка' alone, or beside a price or quantity word: never a value we quote.
    if (anyWord(words, stems)) return { field: null, score: 0, ignored: reason };
  }
  // 'Матеріал підкладки', 'Lining material': the lining, not the material.
  if (anyWord(words, WORDS.lining)) return { field: 'lining', score: words.length === 1 ? 3 : 2 };
  for (let i = 0; i < words.length; i += 1) {
    for (const field of FIELDS) {
      if (!WORDS[field].some((s) => matches(words[i], s))) continue;
      if (
        field === 'category' &&
        (words[i] === 'type' || words[i] === 'тип') &&
        words.some((w) => !TYPE_OF_PRODUCT.has(w))
      )
        continue;
      let score = words.length === 1 ? 3 : i === 0 ? 2 : 1;
      // A bare 'Код' beside an 'Артикул' or 'SKU' is the accounting system's own number (1C's
      // '00-00000412' per nomenclature); the article is what customers quote.
      if (field === 'code' && words.length === 1 && (words[0] === 'код' || words[0] === 'code')) score -= 0.5;
      if (SECOND_NAMES.some((s) => matches(words[i], s))) score -= 1.5;
      if (field === 'price' && anyWord(words, SALES)) score += 2;
      // 'Type' is a category only where none is named: WooCommerce's 'Type' says simple/variable.
      if (field === 'category' && (words[i] === 'type' || words[i] === 'тип')) score -= 1;
      // Prom.ua exports the name and the description twice, 'Назва_позиції' / 'Опис' (Russian) and
      // 'Назва_позиції_укр' / 'Опис_укр': the Ukrainian one is what the shop's customers read (also
      // over a one-word 'Опис', scored higher as a whole header).
      if ((field === 'name' || field === 'description') && words.some((w) => UKRAINIAN.has(w))) score += 1.5;
      return { field, score };
    }
  }
  return { field: null, score: 0, ignored: 'unknown' };
}

/** The field a header names, or null. */
export function fieldOfHeader(header: unknown): Field | null {
  return meaningOfHeader(header).field;
}

export type ColumnMap = Partial<Record<Field, number>>;

/**
 * A pair of columns naming an option and giving its value, as shop platforms export variants:
 * Shopify's 'Option1 Name' / 'Option1 Value', WooCommerce's 'Attribute 1 name' / 'Attribute 1
 * value(s)', Prom.ua's 'Назва_Характеристики' / 'Значення_Характеристики'. The name cell says
 * what the value is ('Колір', 'Size'), row by row.
 */
export interface OptionPair {
  /** The column of the option's name, row by row; -1 where the header names it (`label`). */
  name: number;
  /** Ecwid's 'product_variation_option_Size': the option's name, written in its header. */
  label?: string;
  value: number;
  /** Prom.ua's 'Одиниця_виміру_Характеристики' between the two: the value's unit ('см'). */
  unit?: number;
  /**
   * Wix's 'productOptionType1' between the two ('DROP_DOWN', 'COLOR'), Etsy's 'VARIATION 1 TYPE'
   * before them ('Colour', 'Size', 'Custom Property'): how the shop's page shows the option, read
   * only where the option's own name says nothing the import knows ('Глазур' of type 'Colour').
   */
  type?: number;
  /**
   * Shopify's 'Option1 Name' / 'Option1 Value': every such option is what the product's variants
   * differ by (Shopify has no other kind), unlike WooCommerce's attributes or Prom.ua's
   * characteristics, which may describe the whole product ('Бренд', 'Країна виробника').
   */
  variant?: boolean;
}

const OPTION_NAME = new Set(['name', 'назва', 'название', 'имя']);
const OPTION_VALUE = new Set(['value', 'values', 'значення', 'значение', 'значения']);
/**
 * Words of a numbered pair only (Wix's 'productOptionName1' / 'productOptionDescription1',
 * 'additionalInfoTitle1' / 'additionalInfoDescription1'): alone, 'SEO Title' and 'SEO Description'
 * are a page's texts, no name and value of a characteristic.
 */
const NUMBERED_NAME = new Set(['title']);
const NUMBERED_VALUE = new Set(['description']);

/** A header's words with a number glued to a word apart ('Option1' -> 'option', '1'). */
const pairWords = (header: unknown) =>
  headerWords(header).flatMap((w) => w.split(/(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})/u));

/** The option pairs of a header row, each name column with the next value column of the same words. */
export function optionPairs(headers: unknown[]): OptionPair[] {
  const rest = (words: string[], set: Set<string>, numbered: Set<string>) => {
    const at = words.findIndex((w) => set.has(w) || (numbered.has(w) && words.some((d) => /^\d+$/.test(d))));
    if (at < 0 || words.length < 2) return null;
    // 'value(s)' is read as 'value', 's'.
    return words.filter((w, i) => i !== at && !(w === 's' && i === at + 1)).join(' ');
  };
  // Array.from: a row read from a file may have holes (cells never written).
  const words = Array.from(headers, pairWords);
  const pairs: OptionPair[] = [];
  // Ecwid's variation rows give each option in a column of its own, named in its header.
  Array.from(headers).forEach((h, value) => {
    // MoySklad's modification rows likewise: 'Характеристика:Цвет', 'Характеристика:Размер'.
    const named =
      /^product_variation_option_(.+)$/iu.exec(String(h ?? '').trim()) ??
      /^характеристика\s*:\s*(\S.*)$/iu.exec(String(h ?? '').trim());
    if (named) pairs.push({ name: -1, label: named[1].replace(/_/g, ' ').trim(), value, variant: true });
  });
  const taken = new Set<number>();
  words.forEach((w, name) => {
    const key = rest(w, OPTION_NAME, NUMBERED_NAME);
    if (key === null || key === '') return;
    for (let value = name + 1; value < words.length; value += 1) {
      // Zoho Inventory's 'Attribute Name1' / 'Attribute Option Name1': an item group's attribute
      // and the item's option of it, what the group's items differ by (its help's "Item Groups").
      const zoho = /^attribute \d$/.test(key) && words[value].join(' ') === key.replace(' ', ' option name ');
      if (zoho && !taken.has(value)) {
        pairs.push({ name, value, variant: true });
        taken.add(value);
        return;
      }
      if (taken.has(value) || rest(words[value], OPTION_VALUE, NUMBERED_VALUE) !== key) continue;
      const unit = words.findIndex((u, i) => i > name && i < value && isUnitHeader(u));
      // Between the two (Wix's 'productOptionType1'), or just before the name (Etsy's 'VARIATION 1
      // TYPE', 'VARIATION 1 NAME', 'VARIATION 1 VALUES').
      const type = words.findIndex(
        (u, i) => (i === name - 1 || (i > name && i < value)) && rest(u, new Set(['type']), new Set()) === key,
      );
      // Shopify's 'Option1', Wix's 'productOption1', Etsy's 'VARIATION 1': what the product's
      // variants differ by.
      // Lightspeed X-Series' 'variant_option_one_name' / 'variant_option_one_value' likewise.
      const variant = /^(?:(?:product |variant )?option|variation) ?(?:\d+|one|two|three)?$/.test(key)
        ? { variant: true }
        : {};
      pairs.push({
        name,
        value,
        ...(unit >= 0 ? { unit } : {}),
        ...(type >= 0 ? { type } : {}),
        ...variant,
      });
      taken.add(value);
      return;
    }
  });
  return pairs;
}

/**
 * KeyCRM's offers: 'ID товару' ties a product's offers, each with its own 'ID пропозиції' (and its
 * own SKU, price and stock); undefined where the sheet has no such pair. ICML's likewise: an offer's
 * 'productId' beside its own 'id' and 'xmlId'.
 */
export function offersProductColumn(headers: unknown[]): number | undefined {
  const joined = Array.from(headers, (h) => headerWords(h).join(''));
  const product = joined.findIndex((w) => ['idтовару', 'idтовара', 'productid'].includes(w));
  const offer =
    joined.some((w) => ['idпропозиції', 'idпредложения', 'offerid'].includes(w)) ||
    (joined.includes('id') && joined.includes('xmlid'));
  return product >= 0 && offer ? product : undefined;
}

/**
 * The column that ties a product's rows together where only its first row names it: Shopify's
 * 'Handle', WooCommerce's 'Parent', Google Merchant's 'item_group_id', Tilda's 'Parent UID'.
 */
export function groupColumn(headers: unknown[]): number | undefined {
  const offers = offersProductColumn(headers);
  if (offers !== undefined) return offers;
  // Square's item library: one row per variation ('Variation Name', "Regular" where there is one),
  // its item's 'Item Name' repeated on each; the name ties them.
  const joined = Array.from(headers, (h) => headerWords(h).join(''));
  if (joined.includes('variationname') && joined.includes('itemname')) return joined.indexOf('itemname');
  const at = headers.findIndex((h) =>
    // Prom.ua's 'ID_групи_різновидів' or 'Ідентифікатор_групи_різновидів' (Russian export:
    // 'ID_группы_разновидностей', 'Идентификатор_группы_разновидностей'), Horoshop's 'Батьківський артикул'.
    [
      'handle',
      'handleid',
      'parent',
      'parentuid',
      'itemgroupid',
      'groupid',
      'parentsku',
      'idгрупирізновидів',
      'idгруппыразновидностей',
      'ідентифікаторгрупирізновидів',
      'идентификаторгруппыразновидностей',
      // Horoshop's modifications name their product's code ('Батьківський артикул').
      'батьківськийартикул',
      'родительскийартикул',
      // Ecwid's option and variation rows repeat their product's 'product_internal_id'.
      'productinternalid',
      // Zoho Inventory's items of one item group repeat its name ('Item Group Name'), each item named
      // "<group>/<option>/<option>" (its help's "Item Groups": "T-Shirt/Blue/S").
      'itemgroupname',
    ].includes(headerWords(h).join('')),
  );
  return at >= 0 ? at : undefined;
}

/**
 * Column index of each field in a header row: each field goes to the column that names it most
 * surely (the whole header over its first word over a later word; a sales price over a plain
 * one), the first column among equals; a column serves one field.
 */
/**
 * A colour column marked as the colour's number ('Колір №', 'Номер кольору', 'Color code', 'Col.
 * #'): yarn and paint shops write "052" beside "сірий". The colour's word comes first; the number
 * is said with it (rows.ts).
 */
export function isColourNumberHeader(header: unknown): boolean {
  const raw = String(header ?? '');
  return (
    fieldOfHeader(header) === 'color' &&
    (/[№#]/u.test(raw) || headerWords(header).some((w) => /^(номер\p{L}*|код\p{L}*|code|number|no|nr|num)$/u.test(w)))
  );
}

export function mapColumns(headers: unknown[]): ColumnMap {
  const candidates: Array<{ field: Field; score: number; index: number }> = [];
  // An option pair's columns are read row by row (optionPairs): 'Option1 Name' is no product name.
  const options = new Set(
    optionPairs(headers).flatMap((p) => [p.name, p.value, ...[p.unit, p.type].filter((c) => c !== undefined)]),
  );
  headers.forEach((header, index) => {
    if (options.has(index)) return;
    const { field, score } = meaningOfHeader(header);
    // 'Колір №' beside 'Колір': the word is the colour, the number goes with it.
    if (field) candidates.push({ field, score: isColourNumberHeader(header) ? score - 0.5 : score, index });
  });
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const map: ColumnMap = {};
  const used = new Set<number>();
  for (const { field, index } of candidates) {
    if (map[field] !== undefined || used.has(index)) continue;
    map[field] = index;
    used.add(index);
  }
  // Odoo's 'Product Type' (Storable Product, Consumable, Service) beside its 'Product Category'.
  const named = headers.findIndex((h) => headerWords(h).join(' ') === 'product category');
  if (named >= 0 && map.category !== undefined && headerWords(headers[map.category]).join(' ') === 'product type')
    map.category = named;
  // ICML's offers: 'productName' is the model's name, the offer's 'name' repeats it with the offer's
  // values ("Сорочка «Мальва», біла (S)").
  const productName = headers.findIndex((h) => headerWords(h).join('') === 'productname');
  if (productName >= 0 && offersProductColumn(headers) !== undefined) map.name = productName;
  // A perfume-decant shop's 'Аромат' (or a paint shop's 'Тон') with no name column beside it: the
  // scent is what each code is, its name, not a variant of a product named elsewhere.
  if (map.name === undefined && map.color !== undefined && isSecondName(headers[map.color])) {
    map.name = map.color;
    delete map.color;
  }
  // Accounting exports (QuickBooks, Sage, 1C's English forms) name the product in 'Description'
  // beside 'Item No.': with no column of its own for the name, the description is the name.
  if (map.name === undefined && map.description !== undefined) {
    map.name = map.description;
    delete map.description;
  }
  return map;
}

/** Why each header-row column that serves no field is ignored (empty headers are left out). */
export function ignoredColumns(headers: unknown[], map: ColumnMap): Array<{ column: number; reason: IgnoredReason }> {
  const used = new Set([
    ...Object.values(map),
    ...optionPairs(headers).flatMap((p) => [p.name, p.value, ...[p.unit, p.type].filter((c) => c !== undefined)]),
  ]);
  const out: Array<{ column: number; reason: IgnoredReason }> = [];
  headers.forEach((header, column) => {
    if (used.has(column) || headerWords(header).length === 0) return;
    const meaning = meaningOfHeader(header);
    out.push({ column, reason: meaning.field ? 'duplicate' : (meaning.ignored ?? 'unknown') });
  });
  return out;
}

import type { Language } from '@vitrina/shared/contracts';

/** Server messages of the knowledge and publications domains (merged into SERVER_MESSAGES). */
export const KNOWLEDGE_MESSAGES = {
  'knowledge.file_required': {
    en: 'Attach one spreadsheet in the form field "file"',
    ua: 'Додайте одну таблицю в поле форми "file"',
  },
  'knowledge.file_type': { en: 'Upload an .xls, .xlsx or .csv file', ua: 'Завантажте файл .xls, .xlsx або .csv' },
  'knowledge.file_too_large': { en: 'The file is larger than {mb} MB', ua: 'Файл більший за {mb} МБ' },
  'knowledge.file_too_large_uncompressed': {
    en: 'The spreadsheet unpacks to too much data: it may be damaged or a zip bomb',
    ua: 'Таблиця розпаковується у завеликий обсяг даних: вона може бути пошкоджена або бути zip-бомбою',
  },
  'knowledge.file_too_many_rows': {
    en: 'The spreadsheet has more than {max} rows: split it into several files',
    ua: 'У таблиці більше ніж {max} рядків: розділіть її на кілька файлів',
  },
  'knowledge.file_not_spreadsheet': {
    en: 'The file is not a .{type} spreadsheet (it may be a file of another kind renamed)',
    ua: 'Файл не є таблицею .{type} (можливо, це перейменований файл іншого типу)',
  },
  'knowledge.file_malformed': {
    en: 'The file could not be read as a spreadsheet: it is damaged or in an unsupported format',
    ua: 'Не вдалося прочитати файл як таблицю: він пошкоджений або має непідтримуваний формат',
  },
  'knowledge.file_password': {
    en: 'The spreadsheet is protected with a password to open: in Excel remove it (File → Info → Protect Workbook → Encrypt with Password, clear the password), save and upload again',
    ua: 'Таблиця захищена паролем на відкриття: зніміть його в Excel (Файл → Відомості → Захистити книгу → Зашифрувати за допомогою пароля, очистіть пароль), збережіть і завантажте знову',
  },
  'knowledge.file_rights_protected': {
    en: 'The spreadsheet is encrypted with rights management (sensitivity label or IRM): save a copy without the protection and upload it',
    ua: 'Таблиця зашифрована засобами керування правами (мітка конфіденційності або IRM): збережіть копію без захисту і завантажте її',
  },
  'knowledge.file_ods': {
    en: 'OpenDocument (.ods) spreadsheets are not taken: in LibreOffice choose File → Save As → Excel 2007-365 (.xlsx) and upload that file',
    ua: 'Таблиці OpenDocument (.ods) не приймаються: у LibreOffice виберіть Файл → Зберегти як → Excel 2007-365 (.xlsx) і завантажте цей файл',
  },
  'knowledge.preview_not_found': {
    en: 'The preview has expired or does not exist: upload the file again',
    ua: 'Попередній перегляд застарів або не існує: завантажте файл знову',
  },
  'knowledge.file_numbers': {
    en: 'Apple Numbers files cannot be read: in Numbers choose File → Export To → Excel and upload the .xlsx',
    ua: 'Файли Apple Numbers не читаються: у Numbers виберіть Файл → Експортувати в → Excel і завантажте .xlsx',
  },
  'knowledge.sheet_not_found': {
    en: 'The spreadsheet has no sheet "{sheet}"',
    ua: 'У таблиці немає аркуша "{sheet}"',
  },
  'knowledge.mapping_no_code': {
    en: 'Choose the column with the article code: without it products cannot be told apart',
    ua: 'Виберіть стовпець з артикулом: без нього товари не розрізнити',
  },
  'knowledge.file_external_links': {
    en: 'The spreadsheet has formulas that refer to other files or the web: replace them with values and upload it again',
    ua: 'У таблиці є формули з посиланнями на інші файли або інтернет: замініть їх значеннями і завантажте знову',
  },
  'knowledge.file_empty': { en: 'The spreadsheet is empty', ua: 'Таблиця порожня' },
  'knowledge.file_no_code_column': {
    en: 'No article code column found (headers found: {headers}). Name it "Артикул", "Код" or "Article"',
    ua: 'Не знайдено стовпця з артикулом (знайдені заголовки: {headers}). Назвіть його "Артикул", "Код" або "Article"',
  },
  'knowledge.file_code_column_only': {
    en: 'The article code column is there, but no column with the product name or price was found (headers found: {headers}). Name them "Назва" and "Ціна" (or "Name" and "Price")',
    ua: 'Стовпець з артикулом є, але не знайдено стовпця з назвою чи ціною товару (знайдені заголовки: {headers}). Назвіть їх "Назва" і "Ціна" (або "Name" і "Price")',
  },
  'knowledge.file_header_values': {
    en: 'The row with the article code column holds values, not column names (headers found: {headers}): write the column names in one row above the products',
    ua: 'У рядку зі стовпцем артикулу значення, а не назви стовпців (знайдені заголовки: {headers}): напишіть назви стовпців одним рядком над товарами',
  },
  'knowledge.file_no_product_rows': {
    en: 'No row under the header reads as a product: the rows hold totals, notes or repeated headers, not article codes with their data',
    ua: 'Жоден рядок під заголовком не читається як товар: у рядках підсумки, примітки або повторені заголовки, а не артикули з даними',
  },
  'knowledge.file_no_products': {
    en: 'The article code column has no values',
    ua: 'У стовпці з артикулом немає значень',
  },
  'knowledge.file_timeout': {
    en: 'The spreadsheet took too long to read: split it into smaller files',
    ua: 'Таблиця читалася задовго: розділіть її на менші файли',
  },
  'knowledge.products_cap': {
    en: 'An account holds at most {max} products: this file has {count} and your other files {others}. Delete files you no longer need or split the stock',
    ua: 'Обліковий запис вміщує не більше {max} товарів: у цьому файлі {count}, в інших ваших файлах {others}. Видаліть непотрібні файли або розділіть залишки',
  },
  'knowledge.files_cap': {
    en: 'An account holds at most {max} stock files: delete one you no longer need, or upload under an existing name to replace it',
    ua: 'Обліковий запис вміщує не більше {max} файлів залишків: видаліть непотрібний або завантажте файл з наявною назвою, щоб замінити його',
  },
  'knowledge.import_busy_account': {
    en: 'Your earlier files are still being read: try again when they are done',
    ua: 'Ваші попередні файли ще обробляються: спробуйте, коли вони завершаться',
  },
  'knowledge.import_busy': {
    en: 'Other files are being processed: try again in a minute',
    ua: 'Обробляються інші файли: спробуйте за хвилину',
  },
  'knowledge.file_processing': {
    en: 'This file is still being processed: try again when it is ready',
    ua: 'Цей файл ще обробляється: спробуйте, коли він буде готовий',
  },
  'knowledge.file_not_found': { en: 'File not found', ua: 'Файл не знайдено' },
  'knowledge.product_not_found': { en: 'Product not found', ua: 'Товар не знайдено' },
  'knowledge.publication_not_found': { en: 'Publication not found', ua: 'Публікацію не знайдено' },
  'knowledge.question_not_found': { en: 'Question not found', ua: 'Питання не знайдено' },
  'knowledge.file_uploaded': { en: 'File uploaded', ua: 'Файл завантажено' },
  'knowledge.deleted': { en: 'Deleted', ua: 'Видалено' },
} as const satisfies Record<string, Record<Language, string>>;

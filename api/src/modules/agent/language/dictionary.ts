/**
 * Spelling dictionaries of Ukrainian, Russian and English (hunspell's, from the npm packages
 * dictionary-uk, dictionary-ru and dictionary-en) read by hunspell-asm, hunspell compiled to
 * WebAssembly: whether a word is a word of the language at all. Loaded once per process, before
 * a server listens (server.ts), elsewhere on first need (`loadDictionaries`, about 5 s and 70 MB,
 * mostly the Ukrainian one), shared by every
 * shop's catalogue; each word's answer is kept, so a word is looked up once. Why hunspell-asm and
 * not nspell: language/README.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadModule, type Hunspell } from 'hunspell-asm';

const LANGUAGES = ['uk', 'ru', 'en'] as const;
/** Answers kept per process; past it the memo starts again (customers' words are unbounded). */
const MEMO_LIMIT = 50_000;

let checkers: Hunspell[] | null = null;
let loading: Promise<void> | null = null;
const memo = new Map<string, boolean>();

/** Where an npm dictionary package keeps its .aff and .dic files (read from node_modules, never downloaded). */
function dictionaryFolder(language: string): string {
  return path.dirname(require.resolve(`dictionary-${language}`));
}

/** Loads the three dictionaries once; later calls share the first's promise. */
export function loadDictionaries(): Promise<void> {
  loading ??= (async () => {
    const factory = await loadModule();
    const loaded: Hunspell[] = [];
    for (const language of LANGUAGES) {
      const folder = dictionaryFolder(language);
      const aff = factory.mountBuffer(readFileSync(path.join(folder, 'index.aff')), `${language}.aff`);
      const dic = factory.mountBuffer(readFileSync(path.join(folder, 'index.dic')), `${language}.dic`);
      loaded.push(factory.create(aff, dic));
      // The checker keeps its own tables: the mounted copies are not needed any more.
      factory.unmount(aff);
      factory.unmount(dic);
    }
    checkers = loaded;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Whether the dictionaries are loaded (before that, `isDictionaryWord` knows nothing). */
export function dictionariesLoaded(): boolean {
  return checkers !== null;
}

/**
 * Whether a lower-case word is spelt as a word of Ukrainian, Russian or English; null while the
 * dictionaries are not loaded.
 */
export function isDictionaryWord(word: string): boolean | null {
  if (!checkers) return null;
  let known = memo.get(word);
  if (known === undefined) {
    // By script: the Ukrainian dictionary accepts any word in Latin letters, so those go to English only.
    const [uk, ru, en] = checkers;
    const latin = /^[a-z'-]+$/.test(word);
    known = latin ? en.spell(word) : uk.spell(word) || ru.spell(word) || (/[a-z]/.test(word) && en.spell(word));
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(word, known);
  }
  return known;
}

/**
 * Whether a lower-case word in Latin letters is an English word (false while the dictionaries are
 * not loaded): "beru" is none, so it may be Ukrainian typed in Latin letters (latin-script.ts).
 */
export function isEnglishWord(word: string): boolean {
  return checkers !== null && /^[a-z'-]+$/.test(word) && isDictionaryWord(word) === true;
}

const ukrainianMemo = new Map<string, boolean>();

/**
 * Whether a lower-case Cyrillic word is spelt as a Ukrainian word (false while the dictionaries are
 * not loaded): "пластик" is, "стойка" (Russian for «стійка») is not.
 */
export function isUkrainianWord(word: string): boolean {
  if (!checkers || !/^[\p{Script=Cyrillic}'’ʼ-]+$/u.test(word)) return false;
  let known = ukrainianMemo.get(word);
  if (known === undefined) {
    known = checkers[0].spell(word);
    if (ukrainianMemo.size >= MEMO_LIMIT) ukrainianMemo.clear();
    ukrainianMemo.set(word, known);
  }
  return known;
}

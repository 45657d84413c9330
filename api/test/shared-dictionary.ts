/**
 * What the API's code and suites get for `language/dictionary` under jest (jest.config.cjs,
 * moduleNameMapper): the worker's one dictionary module (test/environment.ts), loaded once for all
 * the files the worker runs. Each file still starts with the dictionaries not loaded, as a fresh
 * process does: `dictionariesLoaded` and `isDictionaryWord` answer for this file only after it
 * called `loadDictionaries` (which then waits for the worker's load, done once).
 */
import type * as Dictionary from '../src/modules/agent/language/dictionary';
import { SHARED_DICTIONARY } from './shared-dictionary-key';

const shared = (globalThis as Record<symbol, unknown>)[SHARED_DICTIONARY] as typeof Dictionary | undefined;
if (!shared) throw new Error('language/dictionary is mapped to the shared one: run with test/environment.ts');

let loadedHere = false;

export function loadDictionaries(): Promise<void> {
  return shared!.loadDictionaries().then(() => {
    loadedHere = true;
  });
}

export function dictionariesLoaded(): boolean {
  return loadedHere && shared!.dictionariesLoaded();
}

export function isDictionaryWord(word: string): boolean | null {
  return loadedHere ? shared!.isDictionaryWord(word) : null;
}

export function isEnglishWord(word: string): boolean {
  return loadedHere && shared!.isEnglishWord(word);
}

export function isUkrainianWord(word: string): boolean {
  return loadedHere && shared!.isUkrainianWord(word);
}

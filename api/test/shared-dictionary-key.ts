/** Where test/environment.ts puts the worker's dictionary module for test/shared-dictionary.ts. */
export const SHARED_DICTIONARY = Symbol.for('vitrina.test.sharedDictionary');

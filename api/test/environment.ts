/**
 * jest's test environment for the API suites: node's, plus the assistant's spelling dictionaries
 * loaded once per jest worker instead of once per test file. jest gives every file a module
 * registry of its own, so `loadDictionaries` (~4–5 s of CPU, language/README.md) ran again in every
 * file that builds a catalogue index. This module is loaded by the worker itself, outside the files'
 * registries, and stays loaded while the worker runs file after file: the dictionary module it
 * imports is shared with every file through test/shared-dictionary.ts (jest.config.cjs maps the
 * imports of language/dictionary there).
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';
import * as dictionary from '../src/modules/agent/language/dictionary';
import { SHARED_DICTIONARY } from './shared-dictionary-key';

export default class ApiTestEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.global[SHARED_DICTIONARY] = dictionary;
  }
}

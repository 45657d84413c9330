import type { PGliteOptions } from '@electric-sql/pglite';

export declare const BYTEA_CODEC: Pick<PGliteOptions, 'parsers' | 'serializers'>;

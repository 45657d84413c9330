// bytea in and out of PGlite without its per-byte JavaScript (issue 47). Plain JavaScript: the
// database thread (pglite-worker.mjs) runs it as it is, without a TypeScript loader.
import { Buffer } from 'node:buffer';
import { types } from '@electric-sql/pglite';

/**
 * PGlite's own codec (0.3) turns each byte into a string of its own and back: a 5,000-row stock
 * file kept for its preview (0017_import_previews) held the thread for hundreds of milliseconds.
 * In: the bytes themselves, which the wire protocol's Bind sends as a binary parameter
 * (pg-protocol writes any ArrayBufferView so, and bytea's binary form is its bytes), not as hex
 * text. Out: the hex text read by Node's native codec into a Buffer, as the pg driver gives it on
 * PostgreSQL; each Buffer owns its memory, so the database thread can move it to the app's.
 */
export const BYTEA_CODEC = {
  serializers: {
    [types.BYTEA]: (x) => {
      if (!(x instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      // A serializer is typed to return text; a view is what makes the parameter binary.
      return x;
    },
  },
  parsers: {
    [types.BYTEA]: (x) => {
      // `\x` then two hex digits a byte; a buffer of its own (not a slice of Node's shared pool).
      const bytes = Buffer.allocUnsafeSlow((x.length - 2) / 2);
      bytes.write(x.slice(2), 'hex');
      return bytes;
    },
  },
};

require('@testing-library/jest-dom');

// jsdom leaves out TextEncoder/TextDecoder, which react-router (and so @vitrina/shared) needs at import.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// Testing Library's findBy*/waitFor give up after 1 s by default; under CI load a render can take
// longer. A real failure still fails, only later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

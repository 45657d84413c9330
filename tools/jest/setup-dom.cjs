require('@testing-library/jest-dom');

// jsdom leaves out TextEncoder/TextDecoder, which react-router (and so @vitrina/shared) needs at import.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

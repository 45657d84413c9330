// Lets TypeScript resolve the side-effect import of the stylesheet.
export {};

// An island's plain stylesheet import (the kit's base styles): the prerendered page has the CSS.
module.exports = () => 'export {};';

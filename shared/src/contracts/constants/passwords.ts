/** Length of a password being chosen (registration, reset, change); docs/product.md §4. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The longest text the shop can send in a message or reply; the composer's maxLength. */
export const MESSAGE_MAX_LENGTH = 2000;

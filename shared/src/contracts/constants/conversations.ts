/** The longest text the shop can send in a message or reply; the composer's maxLength. */
export const MESSAGE_MAX_LENGTH = 2000;
/** The longest search of the conversation list (the `q` of GET …/conversations); the search box's maxLength. */
export const SEARCH_MAX_LENGTH = 200;

/** The text with its first letter in capitals: a sentence that starts with a word made for the middle of one. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Text that must not split across lines on a phone (issue 30): course codes ('2-15' → '2' / '15'), abbreviations
// ('EE. UU.', 'p. ej.', 'n.º 123'). Browsers break after a hyphen and at any space; a non-breaking hyphen (U+2011)
// and no-break spaces (U+00A0) keep each together. Copying the text copies the same characters.

const ABBREVIATIONS = /\b(EE\.|p\.|n\.º|N\.º) (UU\.|ej\.|\d)/g;

/** The text with its codes and abbreviations kept on one line. */
export function noBreaks(text: string): string {
  return text.replace(/(\d)-(\d)/g, '$1\u2011$2').replace(ABBREVIATIONS, '$1\u00a0$2');
}

/**
 * Characters that change how the rest of a name is shown or read, but are no part of it: the
 * bidi embeddings, overrides and isolates (`invoice\u202Egpj.exe` shows as `invoiceexe.jpg`),
 * the bidi marks, and control characters.
 */
const HIDDEN_IN_NAMES = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\p{Cc}]/gu;

/**
 * The name an upload is shown and stored under: its last path part (a browser or a hand-made
 * request may send `../x` or `C:\\dir\\x`), without bidi or control characters, trimmed; what
 * the shopper meant, and nothing that can disguise it. `file` when nothing is left.
 */
export function cleanUploadName(name: string): string {
  const last = name.normalize('NFC').replace(HIDDEN_IN_NAMES, '').split(/[\\/]/).pop() ?? '';
  const clean = last.trim();
  return clean === '' || clean === '.' || clean === '..' ? 'file' : clean;
}

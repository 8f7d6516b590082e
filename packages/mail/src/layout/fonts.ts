import type { Language } from '@rimal/i18n/mail';

const LATIN = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * The fonts a mail asks for: only those that mail programs and their systems already have,
 * because most of them never load a web font. Each script's system faces come first (macOS
 * and iOS, then Windows, then Android's Noto), and the Latin stack last for names and figures.
 */
export const mailFontStack: Record<Language, string> = {
  en: LATIN,
  ru: LATIN,
  ar: `'Geeza Pro', Tahoma, 'Segoe UI', 'Noto Naskh Arabic', 'Noto Sans Arabic', ${LATIN}`,
  hi: `'Kohinoor Devanagari', 'Nirmala UI', Mangal, 'Noto Sans Devanagari', ${LATIN}`,
  zh: `'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', ${LATIN}`,
  ja: `'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', Meiryo, 'Noto Sans CJK JP', 'Noto Sans JP', ${LATIN}`,
  ko: `'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR', 'Noto Sans KR', ${LATIN}`,
};

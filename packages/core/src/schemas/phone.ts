const PHONE_CHARACTERS = /^[\d\s+-]+$/;
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;

/**
 * A phone number as people type it: digits, spaces, + and -, with 7 to 15 digits (the E.164
 * maximum). docs/requirements.md §5 only requires the field; we check it so the courier can call.
 */
export function isPhoneNumber(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) {
    return false;
  }
  const digits = value.replace(/\D/g, '').length;
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

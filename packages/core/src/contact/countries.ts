/**
 * Every ISO 3166-1 alpha-2 country code (docs/requirements.md §3: "about 250 countries and
 * territories"). Names come only from Intl.DisplayNames, never from a hand-made list.
 */
// prettier-ignore
export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;

export type CountryCode = (typeof countryCodes)[number];

export interface CountryOption {
  code: CountryCode;
  name: string;
}

const optionsByLocale = new Map<string, readonly CountryOption[]>();

/** Country select options named and sorted in the shopper's language. */
export function countryOptions(locale: string): readonly CountryOption[] {
  const cached = optionsByLocale.get(locale);
  if (cached) {
    return cached;
  }
  const names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const options = countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  optionsByLocale.set(locale, options);
  return options;
}

/**
 * Export markets by region, for routing export enquiries (docs/requirements.md §9: "several regional
 * groups"). Each code sits in exactly one group; territories go with the region they lie in,
 * Antarctic ones with the nearest (AQ and HM Asia-Pacific, BV Europe, GS Americas, TF Africa).
 */
// prettier-ignore
export const REGION_GROUPS = {
  gcc: ['AE', 'BH', 'KW', 'OM', 'QA', 'SA'],
  middleEastNorthAfrica: [
    'DZ', 'EG', 'EH', 'IL', 'IQ', 'IR', 'JO', 'LB', 'LY', 'MA', 'PS', 'SD', 'SY', 'TN', 'TR', 'YE',
  ],
  europe: [
    'AD', 'AL', 'AM', 'AT', 'AX', 'AZ', 'BA', 'BE', 'BG', 'BV', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK',
    'EE', 'ES', 'FI', 'FO', 'FR', 'GB', 'GE', 'GG', 'GI', 'GR', 'HR', 'HU', 'IE', 'IM', 'IS', 'IT',
    'JE', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS',
    'RU', 'SE', 'SI', 'SJ', 'SK', 'SM', 'UA', 'VA',
  ],
  asiaPacific: [
    'AF', 'AQ', 'AS', 'AU', 'BD', 'BN', 'BT', 'CC', 'CK', 'CN', 'CX', 'FJ', 'FM', 'GU', 'HK', 'HM',
    'ID', 'IN', 'IO', 'JP', 'KG', 'KH', 'KI', 'KP', 'KR', 'KZ', 'LA', 'LK', 'MH', 'MM', 'MN', 'MO',
    'MP', 'MV', 'MY', 'NC', 'NF', 'NP', 'NR', 'NU', 'NZ', 'PF', 'PG', 'PH', 'PK', 'PN', 'PW', 'SB',
    'SG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TO', 'TV', 'TW', 'UM', 'UZ', 'VN', 'VU', 'WF', 'WS',
  ],
  americas: [
    'AG', 'AI', 'AR', 'AW', 'BB', 'BL', 'BM', 'BO', 'BQ', 'BR', 'BS', 'BZ', 'CA', 'CL', 'CO', 'CR',
    'CU', 'CW', 'DM', 'DO', 'EC', 'FK', 'GD', 'GF', 'GL', 'GP', 'GS', 'GT', 'GY', 'HN', 'HT', 'JM',
    'KN', 'KY', 'LC', 'MF', 'MQ', 'MS', 'MX', 'NI', 'PA', 'PE', 'PM', 'PR', 'PY', 'SR', 'SV', 'SX',
    'TC', 'TT', 'US', 'UY', 'VC', 'VE', 'VG', 'VI',
  ],
  africa: [
    'AO', 'BF', 'BI', 'BJ', 'BW', 'CD', 'CF', 'CG', 'CI', 'CM', 'CV', 'DJ', 'ER', 'ET', 'GA', 'GH',
    'GM', 'GN', 'GQ', 'GW', 'KE', 'KM', 'LR', 'LS', 'MG', 'ML', 'MR', 'MU', 'MW', 'MZ', 'NA', 'NE',
    'NG', 'RE', 'RW', 'SC', 'SH', 'SL', 'SN', 'SO', 'SS', 'ST', 'SZ', 'TD', 'TF', 'TG', 'TZ', 'UG',
    'YT', 'ZA', 'ZM', 'ZW',
  ],
} as const satisfies Record<string, readonly CountryCode[]>;

export type RegionGroup = keyof typeof REGION_GROUPS;

export const REGION_GROUP_IDS = Object.keys(REGION_GROUPS) as RegionGroup[];

/** The regional group of a country code, or null for anything that is not one. */
export function regionOf(code: string): RegionGroup | null {
  const upper = code.trim().toUpperCase();
  return (
    REGION_GROUP_IDS.find((group) => (REGION_GROUPS[group] as readonly string[]).includes(upper)) ??
    null
  );
}

import { describe, expect, it } from 'vitest';
import {
  countryCodes,
  REGION_GROUPS,
  REGION_GROUP_IDS,
  countryOptions,
  regionOf,
} from './countries';

describe('country codes', () => {
  it('are the 249 ISO 3166-1 alpha-2 codes, each once', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect(countryCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('all have a region name in Intl.DisplayNames', () => {
    // Arrange
    const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });

    // Act
    const unnamed = countryCodes.filter((code) => names.of(code) === undefined);

    // Assert
    expect(unnamed).toEqual([]);
  });
});

describe('regional groups', () => {
  it('put every code in exactly one group and nothing else in any', () => {
    // Arrange
    const grouped = REGION_GROUP_IDS.flatMap((group) => [...REGION_GROUPS[group]]);

    // Act
    const missing = countryCodes.filter((code) => !(grouped as string[]).includes(code));

    // Assert
    expect(missing).toEqual([]);
    expect(grouped).toHaveLength(countryCodes.length);
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('are the six regions of the export desk', () => {
    expect(REGION_GROUP_IDS).toEqual([
      'gcc',
      'middleEastNorthAfrica',
      'europe',
      'asiaPacific',
      'americas',
      'africa',
    ]);
  });

  it.each([
    ['AE', 'gcc'],
    ['sa', 'gcc'],
    ['EG', 'middleEastNorthAfrica'],
    ['DE', 'europe'],
    ['JP', 'asiaPacific'],
    ['BR', 'americas'],
    ['KE', 'africa'],
    ['XX', null],
    ['', null],
  ])('puts %s in %s', (code, group) => {
    expect(regionOf(code)).toBe(group);
  });
});

describe('countryOptions', () => {
  it('names every country in the locale and sorts by that name', () => {
    // Act
    const options = countryOptions('en');

    // Assert
    expect(options).toHaveLength(249);
    expect(options.find((option) => option.code === 'AE')?.name).toBe('United Arab Emirates');
    const names = options.map((option) => option.name);
    const collator = new Intl.Collator('en');
    expect([...names].sort(collator.compare)).toEqual(names);
    expect(names[0]).toBe('Afghanistan');
  });

  it('uses the language of the page', () => {
    // Act
    const options = countryOptions('ar');

    // Assert
    expect(options.find((option) => option.code === 'AE')?.name).toBe('الإمارات العربية المتحدة');
  });

  it('reuses the list for a locale', () => {
    expect(countryOptions('ja')).toBe(countryOptions('ja'));
  });
});

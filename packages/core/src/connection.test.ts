import { describe, expect, it } from 'vitest';
import { isOffline } from './connection';

describe('whether the shopper is offline', () => {
  it('is offline only when the browser says it has no network', () => {
    expect(isOffline({ onLine: false })).toBe(true);
    expect(isOffline({ onLine: true })).toBe(false);
  });

  it('is online when the browser cannot tell', () => {
    expect(isOffline({})).toBe(false);
    expect(isOffline(undefined)).toBe(false);
  });
});

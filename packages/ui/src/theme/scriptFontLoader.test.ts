import { describe, expect, it, vi } from 'vitest';
import { createScriptFontLoader } from './scriptFontLoader';

describe('createScriptFontLoader', () => {
  it('asks for a language’s fonts once while they load and once they are in', async () => {
    const arabic = vi.fn(() => Promise.resolve('arabic.css'));
    const load = createScriptFontLoader({ ar: arabic });
    const first = load('ar');
    expect(load('ar')).toBe(first);
    await expect(first).resolves.toBe('arabic.css');
    await load('ar');
    expect(arabic).toHaveBeenCalledOnce();
  });

  it('asks again after a failure instead of keeping the failure', async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const japanese = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(offline)
      .mockResolvedValueOnce('japanese.css');
    const load = createScriptFontLoader({ ja: japanese });

    await expect(load('ja')).rejects.toBe(offline);
    await expect(load('ja')).resolves.toBe('japanese.css');
    expect(japanese).toHaveBeenCalledTimes(2);
  });

  it('has nothing to load for a language written in the base fonts', async () => {
    const load = createScriptFontLoader({});
    await expect(load('en')).resolves.toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createResources } from './resources';

describe('reads started before the page asks for them (prefetch)', () => {
  it('answer the page’s read of the same key without asking again', async () => {
    const resources = createResources();
    const early = vi.fn(async () => 'early answer');
    const late = vi.fn(async () => 'late answer');
    resources.prefetch('product:99', early);
    expect(early).toHaveBeenCalledOnce();

    await expect(resources.read('product:99', late)).resolves.toBe('early answer');
    expect(late).not.toHaveBeenCalled();
  });

  it('answer every read of the key while they are on their way (the frame and its page)', async () => {
    const resources = createResources();
    resources.prefetch('categories', async () => 'early answer');
    const late = vi.fn(async () => 'late answer');
    const reads = [resources.read('categories', late), resources.read('categories', late)];
    await expect(Promise.all(reads)).resolves.toEqual(['early answer', 'early answer']);
    expect(late).not.toHaveBeenCalled();
  });

  it('are used once: the next read of the key (a retry) asks again', async () => {
    const resources = createResources();
    resources.prefetch('featured', async () => 'early answer');
    await resources.read('featured', async () => 'unused');
    const again = vi.fn(async () => 'new answer');
    await expect(resources.read('featured', again)).resolves.toBe('new answer');
    expect(again).toHaveBeenCalledOnce();
  });

  it('do not answer a read of another key', async () => {
    const resources = createResources();
    resources.prefetch('products:[1,[]]', async () => 'all of category 1');
    await expect(resources.read('products:[1,[3]]', async () => 'sub-category 3')).resolves.toBe(
      'sub-category 3',
    );
    await expect(resources.read('products:[1,[]]', async () => 'unused')).resolves.toBe(
      'all of category 1',
    );
  });

  it('are not used once they are as old as the max age', async () => {
    let time = 0;
    const resources = createResources({ maxAgeMs: 1000, now: () => time });
    resources.prefetch('sub:1', async () => 'old');
    time = 999;
    resources.prefetch('sub:2', async () => 'old');
    await expect(resources.read('sub:2', async () => 'new')).resolves.toBe('old');
    time = 1000;
    await expect(resources.read('sub:1', async () => 'new')).resolves.toBe('new');
  });

  it('of a key already on its way are not asked for twice', () => {
    const resources = createResources();
    const load = vi.fn(async () => 'answer');
    resources.prefetch('featured', load);
    resources.prefetch('featured', load);
    expect(load).toHaveBeenCalledOnce();
  });

  it('of a key whose earlier answer is too old are asked for again', async () => {
    let time = 0;
    const resources = createResources({ maxAgeMs: 1000, now: () => time });
    resources.prefetch('featured', async () => 'old');
    time = 1000;
    resources.prefetch('featured', async () => 'new');
    await expect(resources.read('featured', async () => 'unused')).resolves.toBe('new');
  });

  it('pass a failure to the read that takes it, and not before', async () => {
    const resources = createResources();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    resources.prefetch('product:5', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(resources.read('product:5', async () => 'unused')).rejects.toThrow('offline');
  });
});

describe('a read with nothing prefetched', () => {
  it('asks every time', async () => {
    const resources = createResources();
    const load = vi.fn(async () => 'answer');
    await resources.read('featured', load);
    await resources.read('featured', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares the answer on its way with another read of the same key, and asks anew after it', async () => {
    const resources = createResources();
    const load = vi.fn(async () => 'answer');
    const [first, second] = [
      resources.read('categories', load),
      resources.read('categories', load),
    ];
    await expect(Promise.all([first, second])).resolves.toEqual(['answer', 'answer']);
    expect(load).toHaveBeenCalledOnce();
    await resources.read('categories', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not shared where one set of reads serves unrelated screens (a story never answered)', async () => {
    const resources = createResources({ remembers: false });
    void resources.read('featured', () => new Promise<string>(() => undefined));
    await expect(
      resources.read('featured', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
  });

  it('asks anew for a retry while an answer is on its way, and shares the retried one', async () => {
    const resources = createResources();
    let asked = 0;
    const load = async () => `answer ${++asked}`;
    const first = resources.read('categories', load);
    const retried = resources.read('categories', load, { anew: true });
    const joined = resources.read('categories', load);
    await expect(Promise.all([first, retried, joined])).resolves.toEqual([
      'answer 1',
      'answer 2',
      'answer 2',
    ]);
  });

  it('asks anew after a failed answer (a retry)', async () => {
    const resources = createResources();
    const load = vi.fn(async () => 'answer');
    await expect(
      resources.read('categories', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    await expect(resources.read('categories', load)).resolves.toBe('answer');
    expect(load).toHaveBeenCalledOnce();
  });

  it('turns a load that throws at once into a failed answer', async () => {
    const resources = createResources();
    const broken = () => {
      throw new Error('no client');
    };
    await expect(resources.read('featured', broken)).rejects.toThrow('no client');
    resources.prefetch('product:1', broken);
    await expect(resources.read('product:1', async () => 'unused')).rejects.toThrow('no client');
  });
});

describe('the latest answers', () => {
  it('are what a later first render shows for their key', async () => {
    const resources = createResources({ answers: { featured: 'as built' } });
    expect(resources.rendered('featured')).toEqual({ data: 'as built' });
    await resources.read('featured', async () => 'as now');
    expect(resources.rendered('featured')).toEqual({ data: 'as now' });
  });

  it('are not kept from a failed read', async () => {
    const resources = createResources({ answers: { featured: 'as built' } });
    await resources.read('featured', async () => Promise.reject(new Error('down'))).catch(() => {});
    expect(resources.rendered('featured')).toEqual({ data: 'as built' });
  });

  it('give an unchanged answer as the very data already shown, and a changed one as it came', async () => {
    const built = { id: 99, price: 4500, tags: ['dates'] };
    const resources = createResources({ answers: { 'product:99': built, 'product:90': built } });
    expect(await resources.read('product:99', async () => ({ ...built, tags: ['dates'] }))).toBe(
      built,
    );
    const changed = { ...built, price: 4700 };
    expect(await resources.read('product:90', async () => changed)).toBe(changed);
    expect(resources.rendered('product:90')).toEqual({ data: changed });
  });

  it('are not remembered where one set of reads serves unrelated screens', async () => {
    const resources = createResources({ remembers: false });
    await resources.read('featured', async () => 'as now');
    expect(resources.rendered('featured')).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../testing/fixtures';
import { ApiError } from './errors';
import { parse } from 'qs-esm';
import { DEFAULT_TIMEOUT_MS, ignoreBody, joinUrl, request } from './http';

const anything = (body: unknown) => body;

describe('joinUrl', () => {
  it('joins base, path and a Strapi query with readable brackets', () => {
    expect(joinUrl('/api/', '/products', { filters: { type: { $eq: 'featured' } } })).toBe(
      '/api/products?filters[type][$eq]=featured',
    );
    expect(joinUrl('http://x.test', '/a')).toBe('http://x.test/a');
  });

  it('numbers array items, encodes values and leaves out undefined ones', () => {
    const url = joinUrl('/api', '/products', {
      populate: '*',
      filters: { sub_categories: { id: { $in: [3, 5] } }, title: { $eq: 'Dates & nuts' } },
      skipped: undefined,
    });
    expect(url).toBe(
      '/api/products?populate=*&filters[sub_categories][id][$in][0]=3' +
        '&filters[sub_categories][id][$in][1]=5&filters[title][$eq]=Dates%20%26%20nuts',
    );
  });

  it('writes what qs (the parser of the demo content service) reads back', () => {
    const query = { filters: { categories: { id: { $eq: '1' } }, price: { $lte: '200' } } };
    const search = joinUrl('', '', query).slice(1);
    expect(parse(search)).toEqual(query);
  });

  it('adds no question mark for an empty query', () => {
    expect(joinUrl('/api', '/x', {})).toBe('/api/x');
  });
});

describe('request', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('GETs and returns the parsed answer', async () => {
    // Arrange
    const { fetch, calls } = fakeFetch(() => json({ ok: 1 }));

    // Act
    const result = await request({ baseUrl: 'http://shop.test', fetch }, '/a', {
      query: { q: 'x y' },
      headers: { Authorization: 'Bearer t' },
      parse: anything,
    });

    // Assert
    expect(result).toEqual({ ok: 1 });
    expect(calls).toEqual([
      {
        url: 'http://shop.test/a?q=x%20y',
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: 'Bearer t' },
        body: undefined,
      },
    ]);
  });

  it('POSTs JSON with its content type', async () => {
    // Arrange
    const { fetch, calls } = fakeFetch(() => json({}));

    // Act
    await request({ baseUrl: '', fetch }, '/b', {
      method: 'POST',
      json: { a: 1 },
      parse: anything,
    });

    // Assert
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.body).toBe('{"a":1}');
  });

  it('POSTs a form as it is and lets fetch set the boundary', async () => {
    // Arrange
    const { fetch, calls } = fakeFetch(() => json([]));
    const form = new FormData();

    // Act
    await request({ baseUrl: '', fetch }, '/c', { method: 'POST', form, parse: anything });

    // Assert
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers).not.toHaveProperty('Content-Type');
  });

  it('gives an empty body to the parser as null', async () => {
    // Arrange
    const { fetch } = fakeFetch(() => new Response('', { status: 201 }));

    // Act
    const result = await request({ baseUrl: '', fetch }, '/d', { parse: anything });

    // Assert
    expect(result).toBeNull();
  });

  it.each([
    [
      json(
        { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
        404,
      ),
      404,
      'Not Found',
    ],
    [json({ message: 'name is required' }, 400), 400, 'name is required'],
    [json({ message: '' }, 400), 400, 'HTTP 400'],
    [new Response('<html>oops</html>', { status: 500 }), 500, 'HTTP 500'],
    [new Response('', { status: 502 }), 502, 'HTTP 502'],
  ])('fails with an http error for status %#', async (response, status, message) => {
    // Arrange
    const { fetch } = fakeFetch(() => response);

    // Act
    const failure = request({ baseUrl: '', fetch }, '/e', { parse: anything });

    // Assert
    await expect(failure).rejects.toEqual(new ApiError('http', message, status));
    await expect(failure).rejects.toMatchObject({ kind: 'http', status });
  });

  it.each([
    [{ reason: 'pricesChanged', message: 'Prices changed' }, 'pricesChanged', 'Prices changed'],
    [{ error: 'pricesChanged' }, 'pricesChanged', 'HTTP 409'],
    [{ reason: 'soldOut', error: 'pricesChanged' }, 'soldOut', 'HTTP 409'],
    [{ reason: '', error: 'pricesChanged' }, 'pricesChanged', 'HTTP 409'],
    [{ reason: 7, error: 'pricesChanged' }, 'pricesChanged', 'HTTP 409'],
    [{ error: { status: 409, message: 'Taken' } }, null, 'Taken'],
    [{ error: '' }, null, 'HTTP 409'],
    [{}, null, 'HTTP 409'],
    [null, null, 'HTTP 409'],
    ['pricesChanged', null, 'HTTP 409'],
  ])('fails a 409 answering %j as a conflict with reason %j', async (body, reason, message) => {
    // Arrange
    const { fetch } = fakeFetch(() => json(body, 409));

    // Act
    const failure = request({ baseUrl: '', fetch }, '/c', { method: 'POST', parse: anything });

    // Assert
    await expect(failure).rejects.toEqual(new ApiError('conflict', message, 409, reason));
    await expect(failure).rejects.toMatchObject({ kind: 'conflict', status: 409, reason });
  });

  it('fails a 409 that is not JSON as a conflict without a reason', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>busy</html>', { status: 409 }));
    await expect(request({ baseUrl: '', fetch }, '/c', { parse: anything })).rejects.toMatchObject({
      kind: 'conflict',
      status: 409,
      reason: null,
      message: 'HTTP 409',
    });
  });

  it('gives other failures no reason, even when the body names one', async () => {
    const { fetch } = fakeFetch(() => json({ reason: 'pricesChanged' }, 422));
    await expect(request({ baseUrl: '', fetch }, '/c', { parse: anything })).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      reason: null,
    });
  });

  it('fails with a shape error when a success is not JSON', async () => {
    // Arrange
    const { fetch } = fakeFetch(() => new Response('<html>', { status: 200 }));

    // Act + Assert
    await expect(request({ baseUrl: '', fetch }, '/f', { parse: anything })).rejects.toMatchObject({
      kind: 'shape',
      status: 200,
    });
  });

  it.each([new Error('bad field'), 'bad field'])(
    'fails with a shape error when the parser refuses (%s)',
    async (thrown) => {
      // Arrange
      const { fetch } = fakeFetch(() => json({}));
      const parse = () => {
        throw thrown;
      };

      // Act + Assert
      await expect(request({ baseUrl: '', fetch }, '/g', { parse })).rejects.toMatchObject({
        kind: 'shape',
        message: expect.stringContaining('bad field'),
      });
    },
  );

  it.each([new TypeError('Failed to fetch'), 'offline'])(
    'fails with a network error when nothing answers (%s)',
    async (thrown) => {
      // Arrange
      const fetch = () => Promise.reject(thrown);

      // Act + Assert
      await expect(
        request({ baseUrl: '', fetch }, '/h', { parse: anything }),
      ).rejects.toMatchObject({
        kind: 'network',
        status: null,
      });
    },
  );

  it('fails with a timeout and aborts the call when the answer is late', async () => {
    // Arrange
    let aborted = false;
    const fetch = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });

    // Act
    const failure = request({ baseUrl: '', fetch, timeoutMs: 5 }, '/i', { parse: anything });

    // Assert
    await expect(failure).rejects.toMatchObject({ kind: 'timeout' });
    expect(aborted).toBe(true);
  });

  it('waits 15 seconds by default', async () => {
    // Arrange
    vi.useFakeTimers();
    const fetch = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    let settled = false;
    const failure = request({ baseUrl: '', fetch }, '/j', { parse: anything }).finally(() => {
      settled = true;
    });
    failure.catch(() => undefined);

    // Act
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    const settledBefore = settled;
    await vi.advanceTimersByTimeAsync(1);

    // Assert
    expect(settledBefore).toBe(false);
    await expect(failure).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('uses the global fetch when none is given', async () => {
    // Arrange
    const { fetch, calls } = fakeFetch(() => json(1));
    vi.stubGlobal('fetch', fetch);

    // Act
    const result = await request({ baseUrl: 'http://x.test' }, '/k', { parse: anything });

    // Assert
    expect(result).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('can ignore an answer it does not need', () => {
    expect(ignoreBody()).toBeUndefined();
  });
});

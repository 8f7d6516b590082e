import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media';

describe('mediaUrl', () => {
  it.each([
    ['/demo-media', '/uploads/x.svg', '/demo-media/uploads/x.svg'],
    [
      'http://localhost:8787/content/',
      '/uploads/x.svg',
      'http://localhost:8787/content/uploads/x.svg',
    ],
    ['/demo-media', 'uploads/x.svg', '/demo-media/uploads/x.svg'],
    ['/demo-media', 'https://cdn.example.com/x.svg', 'https://cdn.example.com/x.svg'],
    ['/demo-media', '//cdn.example.com/x.svg', '//cdn.example.com/x.svg'],
  ])('joins %s and %s', (host, path, url) => {
    expect(mediaUrl(host, path)).toBe(url);
  });
});

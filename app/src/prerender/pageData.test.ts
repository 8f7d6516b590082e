// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, prerenderedPageData } from './pageData';

const withBlock = (text: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = text;
  document.body.append(block);
};

afterEach(() => document.body.replaceChildren());

describe('the data of a prerendered page', () => {
  const data = { path: '/ar/', language: 'ar', answers: { 'content:x': [1] } };

  it('is taken at the address it was rendered for, with or without the closing slash', () => {
    withBlock(JSON.stringify(data));
    expect(prerenderedPageData(document, '/ar/')).toEqual(data);
    expect(prerenderedPageData(document, '/ar')).toEqual(data);
  });

  it('is not taken at another address: the app renders that page itself', () => {
    withBlock(JSON.stringify(data));
    expect(prerenderedPageData(document, '/ar/about')).toBeUndefined();
    expect(prerenderedPageData(document, '/')).toBeUndefined();
  });

  it('of the not-found page is taken at any address, which it answers', () => {
    withBlock(JSON.stringify({ ...data, path: '/ar/404', notFound: true }));
    expect(prerenderedPageData(document, '/ar/no/such/page')?.notFound).toBe(true);
  });

  it('is none for the shell, or a block that is not JSON', () => {
    expect(prerenderedPageData(document, '/ar/')).toBeUndefined();
    withBlock('{"path":');
    expect(prerenderedPageData(document, '/ar/')).toBeUndefined();
  });
});

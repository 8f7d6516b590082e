/** Requests a test sends to the CMS as a stranger, a browser with the site's token, or staff. */
import { request as httpRequest } from 'node:http';

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

export async function call(
  url: string,
  { token, ...init }: RequestInit & { token?: string } = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(url, { ...init, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: Strapi's router answers some refusals as plain text.
  }
  return { status: response.status, body, text };
}

/**
 * Sends `size` bytes of JSON slowly, 64 KB at a time, until the server answers: what it
 * answered, and how much had been sent by then. The length is announced, or with `chunked`
 * not (a body sent in chunks).
 */
export function sendLarge(
  url: string,
  size: number,
  { chunked = false } = {},
): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let answered = false;
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': size }),
      },
    });
    request.on('response', (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode ?? 0, sent });
      request.destroy();
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      if (answered || sent >= size) return;
      sent += chunk.length;
      request.write(chunk, () => setTimeout(pump, 5));
    };
    pump();
  });
}

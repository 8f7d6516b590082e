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
 * Announces a body of `size` bytes of JSON (or, with `chunked`, no length), writes its first
 * `upTo` bytes, 64 KB at a time, and waits for the answer without sending the rest. A server
 * that answers has judged the body from what it had; one that waits to read it all never
 * answers, and the promise fails after `timeoutMs`. What the client wrote says nothing here:
 * under load the kernel's buffers hold megabytes the server has not read.
 */
export function sendLarge(
  url: string,
  size: number,
  { chunked = false, upTo = size, timeoutMs = 15_000 } = {},
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
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer ${timeoutMs} ms after ${sent} of ${size} bytes`));
    }, timeoutMs);
    request.on('response', (response) => {
      answered = true;
      clearTimeout(timer);
      response.resume();
      resolve({ status: response.statusCode ?? 0, sent });
      request.destroy();
    });
    request.on('error', (error) => {
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    const pump = () => {
      if (answered || sent >= upTo) return;
      sent += chunk.length;
      request.write(chunk, () => setTimeout(pump, 5));
    };
    pump();
  });
}

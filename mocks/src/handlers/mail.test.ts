import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, MAX_UPLOAD_BYTES } from '@rimal/core';
import { mailOutbox, mailUploads, resetMockState } from '../state';
import { postJson, testEndpoints, withDemoServer } from '../testing/demoServer';
import { departmentValues } from './mail';

withDemoServer();

const mail = testEndpoints.mail;

interface FileRecord {
  id: number;
  name: string;
  url: string;
  size: number;
  mime: string;
}

async function upload(files: File[], field = 'photos') {
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  const response = await fetch(`${mail}/upload`, { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** First bytes of each kind the service takes, by the declared type of the test file. */
const signatures: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [...'%PDF-1.7'].map((char) => char.charCodeAt(0)),
};

/** A file of `bytes` bytes whose content is of its declared type. */
const photo = (name: string, bytes: number, type = 'image/jpeg') => {
  const content = new Uint8Array(bytes).fill(7);
  content.set((signatures[type] ?? []).slice(0, bytes));
  return new File([content], name, { type });
};

const textFile = (name: string, text: string, type = 'text/plain') =>
  new File([new TextEncoder().encode(text)], name, { type });

const submission = {
  name: 'Priya Nair',
  email: 'priya.nair@example.com',
  phone: '+971 50 123 4567',
  inqCountry: 'AE',
  department: 'Customer Support',
  message: '',
  selectedOption: 'productFeedback',
  brandCategory: 'CHOCOLATE',
  bnf: '24071845',
  photos: [],
};

describe('mail service: upload', () => {
  it('answers one file record for one photo', async () => {
    const { status, body } = await upload([photo('box.jpg', 2048)]);
    expect(status).toBe(200);
    const [record] = body as FileRecord[];
    expect(record).toEqual({
      id: expect.any(Number) as number,
      name: 'box.jpg',
      url: expect.stringContaining(`${mail}/files/`) as string,
      size: 2048,
      mime: 'image/jpeg',
    });
    const served = await fetch(record?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await served.arrayBuffer()).byteLength).toBe(2048);
  });

  it('answers a record per file for several photos, in order', async () => {
    const { body } = await upload([
      photo('a.png', 10, 'image/png'),
      photo('b.pdf', 20, 'application/pdf'),
    ]);
    expect((body as FileRecord[]).map((record) => [record.name, record.size, record.mime])).toEqual(
      [
        ['a.png', 10, 'image/png'],
        ['b.pdf', 20, 'application/pdf'],
      ],
    );
    expect(mailUploads()).toHaveLength(2);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const { status } = await upload([photo('limit.jpg', MAX_UPLOAD_BYTES)]);
    expect(status).toBe(200);
  });

  it('refuses the whole upload with 413 when a file is over 5 MB', async () => {
    const { status, body } = await upload([
      photo('fine.jpg', 100),
      photo('huge.jpg', MAX_UPLOAD_BYTES + 1),
    ]);
    expect(status).toBe(413);
    expect(body).toEqual({ message: 'huge.jpg exceed the 5MB file size limit' });
    expect(mailUploads()).toEqual([]);
  });

  it('refuses a file by its content, whatever its name and declared type, naming it', async () => {
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'report.pdf', {
      type: 'application/pdf',
    });
    const { status, body } = await upload([photo('fine.jpg', 100), program]);
    expect(status).toBe(415);
    expect(body).toEqual({
      message: 'report.pdf is not an image, PDF, office document or plain text file',
    });
    expect(mailUploads()).toEqual([]);
  });

  it('refuses HTML and SVG, which a browser would run, even named .txt', async () => {
    for (const markup of ['<!doctype html><script>alert(1)</script>', '<svg onload="x()"/>']) {
      const { status } = await upload([textFile('notes.txt', markup)]);
      expect(status).toBe(415);
    }
  });

  it('refuses an empty file, naming it', async () => {
    const { status, body } = await upload([photo('empty.pdf', 0, 'application/pdf')]);
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'empty.pdf is empty' });
  });

  it('takes 10 files and refuses the 11th', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => photo(`${index + 1}.jpg`, 100));
    expect((await upload(ten)).status).toBe(200);
    const { status, body } = await upload([...ten, photo('11.jpg', 100)]);
    expect(status).toBe(413);
    expect(body).toEqual({ message: 'At most 10 files per upload; left out: 11.jpg' });
  });

  it('takes 25 MB together and refuses the file that goes over', async () => {
    const five = Array.from({ length: 5 }, (_, index) =>
      photo(`${index + 1}.pdf`, MAX_UPLOAD_BYTES, 'application/pdf'),
    );
    const { status, body } = await upload([...five, photo('one-more.jpg', 10)]);
    expect(status).toBe(413);
    expect(body).toEqual({
      message: 'The files come to more than 25MB together; left out: one-more.jpg',
    });
    expect(mailUploads()).toEqual([]);
  });

  it('serves a stored file as a download of the type its content showed, never as HTML', async () => {
    const { body } = await upload([textFile('page.html', 'Batch 24071845', 'text/html')]);
    const [record] = body as FileRecord[];
    expect(record?.mime).toBe('text/plain');
    const served = await fetch(record?.url ?? '');
    expect(served.headers.get('content-type')).toBe('text/plain');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="page.html"; filename*=UTF-8''page.html`,
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('names a download with any characters safely', async () => {
    const { body } = await upload([photo('صورة "العلبة" (1).jpg', 100)]);
    const [record] = body as FileRecord[];
    const served = await fetch(record?.url ?? '');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="____ ________ (1).jpg"; filename*=UTF-8''` +
        `%D8%B5%D9%88%D8%B1%D8%A9%20%22%D8%A7%D9%84%D8%B9%D9%84%D8%A8%D8%A9%22%20%281%29.jpg`,
    );
  });

  it('stores and serves a file under its clean name: no path, no bidi or control characters (issue 29)', async () => {
    const { body } = await upload([
      photo('invoice\u202Egpj.exe', 100),
      photo('../../uploads/box.jpg', 100),
    ]);
    const records = body as FileRecord[];
    expect(records.map((record) => record.name)).toEqual(['invoicegpj.exe', 'box.jpg']);
    expect(records[1]?.url).toMatch(/\/files\/\d+\/box\.jpg$/);
    expect(mailUploads().map((record) => record.name)).toEqual(['invoicegpj.exe', 'box.jpg']);
    const served = await fetch(records[0]?.url ?? '');
    expect(served.headers.get('content-disposition')).toContain('filename="invoicegpj.exe"');
  });

  it('refuses a request without files in the photos field, or without multipart', async () => {
    expect((await upload([photo('a.jpg', 5)], 'files')).status).toBe(400);
    const json = await postJson(`${mail}/upload`, { photos: [] });
    expect(json.status).toBe(400);
    expect(json.body.message).toMatch(/multipart/);
  });
});

describe('mail service: register and sendmail', () => {
  it('registers a complete enquiry with its recipients and logs it', async () => {
    const body = { ...submission, mailList: ['care@rimal.example'] };
    const { status } = await postJson(`${mail}/auth/register`, body);
    expect(status).toBe(201);
    expect(mailOutbox()).toEqual([
      {
        id: expect.any(Number) as number,
        kind: 'register',
        receivedAt: expect.any(String) as string,
        body,
      },
    ]);
  });

  it('sends mail for a complete enquiry without mailList', async () => {
    const { status } = await postJson(`${mail}/auth/sendmail`, submission);
    expect(status).toBe(200);
    expect(mailOutbox().map((entry) => entry.kind)).toEqual(['sendmail']);
  });

  it.each(['name', 'email', 'phone', 'department'])(
    'answers 400 with a message when %s is missing',
    async (field) => {
      for (const endpoint of ['register', 'sendmail']) {
        const body: Record<string, unknown> = {
          ...submission,
          mailList: ['care@rimal.example'],
          [field]: '',
        };
        const { status, body: answer } = await postJson(`${mail}/auth/${endpoint}`, body);
        expect(status).toBe(400);
        expect(answer).toEqual({ message: `Missing required fields: ${field}` });
      }
      expect(mailOutbox()).toEqual([]);
    },
  );

  it('requires a non-empty mailList on register only', async () => {
    for (const mailList of [undefined, [], [''], '']) {
      const { status, body } = await postJson(`${mail}/auth/register`, { ...submission, mailList });
      expect(status).toBe(400);
      expect(body.message).toBe('Missing required fields: mailList');
    }
  });

  it('refuses an invalid email, an unknown department and a non-JSON body', async () => {
    const badEmail = await postJson(`${mail}/auth/sendmail`, { ...submission, email: 'priya' });
    expect(badEmail.body.message).toMatch(/email/);
    const badDepartment = await postJson(`${mail}/auth/sendmail`, {
      ...submission,
      department: 'customerSupport',
    });
    expect(badDepartment.status).toBe(400);
    expect(badDepartment.body.message).toContain(departmentValues.join(', '));
    const text = await fetch(`${mail}/auth/sendmail`, { method: 'POST', body: 'hello' });
    expect(text.status).toBe(400);
  });

  it('accepts every department label the contact form sends', async () => {
    for (const { label } of DEPARTMENTS) {
      const { status } = await postJson(`${mail}/auth/sendmail`, {
        ...submission,
        department: label,
      });
      expect(status).toBe(200);
    }
    expect(mailOutbox()).toHaveLength(DEPARTMENTS.length);
  });

  it('forgets the log on resetMockState()', async () => {
    await postJson(`${mail}/auth/sendmail`, submission);
    expect(mailOutbox()).toHaveLength(1);
    resetMockState();
    expect(mailOutbox()).toEqual([]);
  });
});

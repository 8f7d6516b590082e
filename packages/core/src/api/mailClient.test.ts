import { describe, expect, it } from 'vitest';
import { buildContactPayload, initialContactValues, withMailList } from '../contact/payload';
import { fakeFetch, json } from '../testing/fixtures';
import { createMailClient } from './mailClient';

const payload = buildContactPayload(
  {
    ...initialContactValues,
    name: 'Omar',
    email: 'o@example.com',
    phone: '1234567',
    department: 'hrRecruitment',
  },
  [],
);

describe('mailClient', () => {
  it('uploads every file under the photos field and answers the records', async () => {
    // Arrange
    const { fetch, calls } = fakeFetch(() => json([{ url: '/u/a.jpg' }, { url: '/u/b.jpg' }]));
    const mail = createMailClient({ baseUrl: '/demo-api/mail', fetch });
    const files = [new File(['a'], 'a.jpg'), new File(['bb'], 'b.jpg')];

    // Act
    const records = await mail.upload(files);

    // Assert
    expect(records).toEqual([{ url: '/u/a.jpg' }, { url: '/u/b.jpg' }]);
    expect(calls[0]).toMatchObject({ url: '/demo-api/mail/upload', method: 'POST' });
    const form = calls[0]?.body as FormData;
    expect(form.getAll('photos').map((file) => (file as File).name)).toEqual(['a.jpg', 'b.jpg']);
  });

  it('fails with a shape error when the upload answer is not a list', async () => {
    const { fetch } = fakeFetch(() => json({ files: [] }));
    await expect(createMailClient({ baseUrl: '', fetch }).upload([])).rejects.toMatchObject({
      kind: 'shape',
    });
  });

  it('fails with http 413 for a file the service refuses', async () => {
    const { fetch } = fakeFetch(() => json({ message: 'File too large' }, 413));
    await expect(createMailClient({ baseUrl: '', fetch }).upload([])).rejects.toMatchObject({
      kind: 'http',
      status: 413,
      message: 'File too large',
    });
  });

  it('registers with the mail list and sends the mail without it', async () => {
    // Arrange
    const { fetch, calls } = fakeFetch(() => json({ ok: true }));
    const mail = createMailClient({ baseUrl: '/demo-api/mail', fetch });
    const registered = withMailList(payload, ['careers@example.com']);

    // Act
    await mail.register(registered);
    await mail.sendmail(registered);

    // Assert
    expect(calls.map((call) => call.url)).toEqual([
      '/demo-api/mail/auth/register',
      '/demo-api/mail/auth/sendmail',
    ]);
    expect(JSON.parse(String(calls[0]?.body))).toEqual(registered);
    expect(JSON.parse(String(calls[1]?.body))).toEqual(payload);
  });
});

import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import {
  catalogIdFrom,
  cleanUploadName,
  contactProblem,
  departmentValues,
  readUploadKind,
  screenUploads,
  uploadContentType,
  uploadProblem,
} from '@rimal/core';
import { trimSlash } from '../endpoints';
import type { DemoEndpoints } from '../endpoints';
import { nextId, readState, rememberUploadedBody, updateState, uploadedBody } from '../state';
import type { MailKind, UploadedFileRecord } from '../state';
import { isRecord, readJson } from './body';

export { contactProblem, departmentValues };

const problem = (status: number, message: string) => HttpResponse.json({ message }, { status });

const isFile = (value: FormDataEntryValue): value is File => typeof value !== 'string';

/** `attachment`, with an ASCII fallback name and the exact name in RFC 5987 form. */
function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The mail service (docs/demo-catalog.md §4): uploads, and the register and sendmail
 * calls of the contact form. Bodies are logged for tests (`mailOutbox()`).
 */
export function createMailHandlers(endpoints: Pick<DemoEndpoints, 'mail'>): HttpHandler[] {
  const base = trimSlash(endpoints.mail);

  const contact =
    (kind: MailKind) =>
    async ({ request }: { request: Request }) => {
      const body = await readJson(request);
      const refusal = contactProblem(body, kind);
      if (refusal || !isRecord(body)) return problem(400, refusal ?? 'Invalid body');
      const id = updateState((state) => {
        const entryId = nextId(state);
        state.outbox.push({ id: entryId, kind, receivedAt: new Date().toISOString(), body });
        return entryId;
      });
      return HttpResponse.json(
        { message: kind === 'register' ? 'Enquiry registered' : 'Mail sent', id },
        { status: kind === 'register' ? 201 : 200 },
      );
    };

  return [
    http.post(`${base}/upload`, async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      if (!type.toLowerCase().startsWith('multipart/form-data')) {
        return problem(400, 'Expected a multipart/form-data body with files in the field "photos"');
      }
      let files: File[];
      try {
        files = (await request.formData()).getAll('photos').filter(isFile);
      } catch {
        return problem(400, 'The multipart body could not be read');
      }
      if (files.length === 0) return problem(400, 'No files received in the field "photos"');
      // The same rule as the form's: a server never trusts the browser.
      const { refused } = await screenUploads([], files);
      const refusal = uploadProblem(refused);
      if (refusal) return problem(refusal.status, refusal.message);
      const sniffed = await Promise.all(files.map((file) => readUploadKind(file)));
      const records = updateState((state) =>
        files.map((file, index): UploadedFileRecord => {
          const id = nextId(state);
          // The service never trusts the name a request sends, as the form never trusts a file's.
          const name = cleanUploadName(file.name);
          const record = {
            id,
            name,
            url: `${base}/files/${id}/${encodeURIComponent(name)}`,
            size: file.size,
            mime: uploadContentType(file.type, sniffed[index] ?? null),
          };
          state.uploads.push(record);
          rememberUploadedBody(id, file);
          return record;
        }),
      );
      return HttpResponse.json(records);
    }),

    http.get(`${base}/files/:id/:name`, ({ params }) => {
      // Only the id's canonical form (`0x5` is not file 5); the files are kept in a Map.
      const id = catalogIdFrom(String(params.id));
      const body = id === null ? undefined : uploadedBody(id);
      if (!body) return problem(404, 'File not found');
      const record = readState().uploads.find((each) => each.id === id);
      // Served as a download of the type its content showed, never as a page the browser renders.
      return new HttpResponse(body, {
        headers: {
          'content-type': record?.mime ?? 'application/octet-stream',
          'content-disposition': attachment(record?.name ?? String(params.name)),
          'x-content-type-options': 'nosniff',
        },
      });
    }),

    http.post(`${base}/auth/register`, contact('register')),
    http.post(`${base}/auth/sendmail`, contact('sendmail')),
  ];
}

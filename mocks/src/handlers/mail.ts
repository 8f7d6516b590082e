import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { DEPARTMENTS, MAX_UPLOAD_BYTES } from '@rimal/core';
import { trimSlash } from '../endpoints';
import type { DemoEndpoints } from '../endpoints';
import { nextId, rememberUploadedBody, updateState, uploadedBody } from '../state';
import type { MailKind, UploadedFileRecord } from '../state';
import { isRecord, nonEmptyString, readJson } from './body';

/** Department values the contact form sends: the English labels (docs/contracts.md §2). */
export const departmentValues: readonly string[] = DEPARTMENTS.map(({ label }) => label);

/** The limit as the refusal words it (docs/requirements.md §5): "5MB". */
const uploadLimit = `${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const problem = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** Why a contact submission is refused, or `undefined` when it is fine. */
export function contactProblem(body: unknown, kind: MailKind): string | undefined {
  if (!isRecord(body)) return 'Expected a JSON object body';
  const required = ['name', 'email', 'phone', 'department'] as const;
  const missing: string[] = required.filter((field) => !nonEmptyString(body[field]));
  if (kind === 'register') {
    const list = body.mailList;
    const hasRecipients = Array.isArray(list)
      ? list.some((entry) => nonEmptyString(entry))
      : nonEmptyString(list);
    if (!hasRecipients) missing.push('mailList');
  }
  if (missing.length > 0) return `Missing required fields: ${missing.join(', ')}`;
  if (!EMAIL.test(String(body.email).trim())) return 'email must be a valid email address';
  if (!departmentValues.includes(String(body.department))) {
    return `department must be one of: ${departmentValues.join(', ')}`;
  }
  if (body.photos !== undefined && !Array.isArray(body.photos)) {
    return 'photos must be a list of uploaded files';
  }
  return undefined;
}

const isFile = (value: FormDataEntryValue): value is File => typeof value !== 'string';

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
      const tooLarge = files.filter((file) => file.size > MAX_UPLOAD_BYTES);
      if (tooLarge.length > 0) {
        return problem(
          413,
          `${tooLarge.map((file) => file.name).join(', ')} exceed the ${uploadLimit} file size limit`,
        );
      }
      const records = updateState((state) =>
        files.map((file): UploadedFileRecord => {
          const id = nextId(state);
          const record = {
            id,
            name: file.name,
            url: `${base}/files/${id}/${encodeURIComponent(file.name)}`,
            size: file.size,
            mime: file.type || 'application/octet-stream',
          };
          state.uploads.push(record);
          rememberUploadedBody(id, file);
          return record;
        }),
      );
      return HttpResponse.json(records);
    }),

    http.get(`${base}/files/:id/:name`, ({ params }) => {
      const body = uploadedBody(Number(params.id));
      if (!body) return problem(404, 'File not found');
      return new HttpResponse(body, {
        headers: { 'content-type': body.type || 'application/octet-stream' },
      });
    }),

    http.post(`${base}/auth/register`, contact('register')),
    http.post(`${base}/auth/sendmail`, contact('sendmail')),
  ];
}

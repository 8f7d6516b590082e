import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import {
  DEPARTMENTS,
  catalogIdFrom,
  cleanUploadName,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_TOTAL_BYTES,
  readUploadKind,
  screenUploads,
  type SniffedUpload,
  type UploadRefusal,
} from '@rimal/core';
import { trimSlash } from '../endpoints';
import type { DemoEndpoints } from '../endpoints';
import { nextId, readState, rememberUploadedBody, updateState, uploadedBody } from '../state';
import type { MailKind, UploadedFileRecord } from '../state';
import { isRecord, nonEmptyString, readJson } from './body';

/** Department values the contact form sends: the English labels (docs/contracts.md §2). */
export const departmentValues: readonly string[] = DEPARTMENTS.map(({ label }) => label);

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)}MB`;

/** The limit as the refusal words it (docs/requirements.md §5): "5MB". */
const uploadLimit = megabytes(MAX_UPLOAD_BYTES);

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

const refusalWords: Record<
  UploadRefusal['reason'],
  { status: number; words: (names: string) => string }
> = {
  empty: { status: 400, words: (names) => `${names} is empty` },
  tooLarge: { status: 413, words: (names) => `${names} exceed the ${uploadLimit} file size limit` },
  notAllowed: {
    status: 415,
    words: (names) => `${names} is not an image, PDF, office document or plain text file`,
  },
  tooMany: {
    status: 413,
    words: (names) => `At most ${MAX_UPLOAD_FILES} files per upload; left out: ${names}`,
  },
  tooMuch: {
    status: 413,
    words: (names) =>
      `The files come to more than ${megabytes(MAX_UPLOAD_TOTAL_BYTES)} together; left out: ${names}`,
  },
};

/** The answer to an upload with refused files: the first reason, naming its files. */
function uploadProblem(refused: readonly UploadRefusal[]) {
  const first = refused[0];
  if (!first) return undefined;
  const names = refused
    .filter((refusal) => refusal.reason === first.reason)
    .map((refusal) => refusal.name)
    .join(', ');
  const { status, words } = refusalWords[first.reason];
  return { status, message: words(names) };
}

/** Office types a browser may declare for a zip or OLE container; any other is not believed. */
const officeTypes = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
]);

/** The type a stored file is served with: what its content showed, never text/html. */
function contentTypeOf(file: File, sniffed: SniffedUpload | null): string {
  if (!sniffed) return 'application/octet-stream';
  if (sniffed.kind === 'office' && officeTypes.has(file.type)) return file.type;
  return sniffed.mime;
}

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
            mime: contentTypeOf(file, sniffed[index] ?? null),
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

import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_TOTAL_BYTES,
  type SniffedUpload,
  type UploadRefusal,
} from '../contact/uploads';

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)}MB`;

/** The limit as the refusal words it (docs/requirements.md §5): "5MB". */
const uploadLimit = megabytes(MAX_UPLOAD_BYTES);

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
export function uploadProblem(
  refused: readonly UploadRefusal[],
): { status: number; message: string } | undefined {
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

/** The type a stored file is served or attached with: what its content showed, never text/html. */
export function uploadContentType(declared: string, sniffed: SniffedUpload | null): string {
  if (!sniffed) return 'application/octet-stream';
  if (sniffed.kind === 'office' && officeTypes.has(declared)) return declared;
  return sniffed.mime;
}

import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_TOTAL_BYTES,
  checkUploads,
  fileRefusal,
  fileTooLargeMessage,
  judgeUploads,
  readUploadKind,
  screenUploads,
  sniffUpload,
  uploadRefusalMessages,
  type SniffedUpload,
} from './uploads';
import { cleanUploadName } from './uploadName';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...new TextEncoder().encode(part)] : part,
    ),
  );

const heads = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
  gif87: bytes('GIF87a', [1, 0]),
  gif89: bytes('GIF89a', [1, 0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  pdf: bytes('%PDF-1.7\n%\u00e2\u00e3'),
  docx: bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0], '[Content_Types].xml'),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
};

describe('sniffUpload', () => {
  it.each([
    ['png', 'image', 'image/png'],
    ['jpeg', 'image', 'image/jpeg'],
    ['gif87', 'image', 'image/gif'],
    ['gif89', 'image', 'image/gif'],
    ['webp', 'image', 'image/webp'],
    ['pdf', 'pdf', 'application/pdf'],
    ['docx', 'office', 'application/zip'],
    ['doc', 'office', 'application/x-ole-storage'],
  ] as const)('knows %s by its first bytes', (head, kind, mime) => {
    expect(sniffUpload(heads[head])).toEqual({ kind, mime });
  });

  it('accepts plain UTF-8 text in any script, with or without a byte order mark', () => {
    const text = { kind: 'text', mime: 'text/plain' };
    expect(sniffUpload(bytes('Batch 24071845\r\nBest before 03/2026\t✓\n'))).toEqual(text);
    expect(sniffUpload(bytes([0xef, 0xbb, 0xbf], 'سيرة ذاتية — 履歴書 — 이력서'))).toEqual(text);
  });

  it('accepts text whose last character is cut by the sniffed window', () => {
    const cut = bytes('price: ', [0xe2, 0x82]);
    expect(sniffUpload(cut)).toEqual({ kind: 'text', mime: 'text/plain' });
  });

  it.each([
    ['a Windows program', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0])],
    ['a Linux program', bytes([0x7f], 'ELF', [2, 1, 1, 0])],
    ['HTML', bytes('  \n<!doctype html><script>alert(1)</script>')],
    ['HTML after a byte order mark', bytes([0xef, 0xbb, 0xbf], '<html>')],
    ['SVG', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">')],
    ['text with a NUL byte', bytes('hello', [0], 'world')],
    ['invalid UTF-8', bytes('caf', [0xe9], ' au lait')],
    ['an overlong UTF-8 form', bytes([0xc0, 0xaf])],
    ['a UTF-16 surrogate in UTF-8', bytes([0xed, 0xa0, 0x80])],
    ['an empty zip archive', bytes([0x50, 0x4b, 0x05, 0x06, 0, 0])],
    ['a RIFF that is not WEBP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['nothing at all', new Uint8Array()],
  ])('refuses %s', (_, head) => {
    expect(sniffUpload(head)).toBeNull();
  });

  it('never trusts the name or the declared type', async () => {
    const program = new File([bytes('MZ', [0x90, 0, 3, 0])], 'report.pdf', {
      type: 'application/pdf',
    });
    const photo = new File([heads.png], 'photo.exe', { type: 'application/x-msdownload' });
    expect(await readUploadKind(program)).toBeNull();
    expect(await readUploadKind(photo)).toEqual({ kind: 'image', mime: 'image/png' });
  });
});

const pdf: SniffedUpload = { kind: 'pdf', mime: 'application/pdf' };
const named = (name: string, size: number) => ({ name, size });

describe('fileRefusal', () => {
  it('refuses an empty file, then an oversize one, then an unknown kind', () => {
    expect(fileRefusal(named('empty.pdf', 0), null)).toBe('empty');
    expect(fileRefusal(named('big.pdf', MAX_UPLOAD_BYTES + 1), pdf)).toBe('tooLarge');
    expect(fileRefusal(named('report.exe', 10), null)).toBe('notAllowed');
    expect(fileRefusal(named('exact.pdf', MAX_UPLOAD_BYTES), pdf)).toBeNull();
  });
});

describe('judgeUploads', () => {
  it('takes at most 10 files, keeping the ones already taken', () => {
    // Arrange
    const current = Array.from({ length: 8 }, (_, index) => named(`old-${index}.pdf`, 100));
    const picked = ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => ({
      file: named(name, 100),
      sniffed: pdf,
    }));

    // Act
    const { accepted, refused } = judgeUploads(current, picked);

    // Assert
    expect(MAX_UPLOAD_FILES).toBe(10);
    expect(accepted.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(refused).toEqual([{ reason: 'tooMany', name: 'c.pdf' }]);
  });

  it('takes files up to exactly 25 MB together and leaves out the one that goes over', () => {
    const five = MAX_UPLOAD_BYTES;
    const current = [named('1.pdf', five), named('2.pdf', five), named('3.pdf', five)];
    const picked = [
      { file: named('4.pdf', five), sniffed: pdf },
      { file: named('5.pdf', five), sniffed: pdf },
      { file: named('6.pdf', 1), sniffed: pdf },
    ];
    const { accepted, refused } = judgeUploads(current, picked);
    expect(MAX_UPLOAD_TOTAL_BYTES).toBe(5 * five);
    expect(accepted.map((file) => file.name)).toEqual(['4.pdf', '5.pdf']);
    expect(refused).toEqual([{ reason: 'tooMuch', name: '6.pdf' }]);
  });

  it('does not count refused files against the limits', () => {
    const current = Array.from({ length: 9 }, (_, index) => named(`old-${index}.pdf`, 100));
    const { accepted, refused } = judgeUploads(current, [
      { file: named('virus.pdf', 100), sniffed: null },
      { file: named('empty.pdf', 0), sniffed: null },
      { file: named('fine.pdf', 100), sniffed: pdf },
    ]);
    expect(accepted.map((file) => file.name)).toEqual(['fine.pdf']);
    expect(refused).toEqual([
      { reason: 'notAllowed', name: 'virus.pdf' },
      { reason: 'empty', name: 'empty.pdf' },
    ]);
  });
});

describe('screenUploads', () => {
  it('sniffs each file and judges it, keeping the valid ones', async () => {
    const file = (name: string, content: Uint8Array<ArrayBuffer>) => new File([content], name);
    const { accepted, refused } = await screenUploads(
      [],
      [
        file('cv.pdf', heads.pdf),
        file('report.pdf', bytes('MZ', [0x90, 0])),
        file('empty.pdf', new Uint8Array()),
        file('pack.jpg', heads.jpeg),
      ],
    );
    expect(accepted.map((each) => each.name)).toEqual(['cv.pdf', 'pack.jpg']);
    expect(refused).toEqual([
      { reason: 'notAllowed', name: 'report.pdf' },
      { reason: 'empty', name: 'empty.pdf' },
    ]);
  });
});

describe('uploadRefusalMessages', () => {
  it('names each file refused for itself, and groups those left out by a limit', () => {
    expect(
      uploadRefusalMessages([
        { reason: 'tooMany', name: 'k.pdf' },
        { reason: 'notAllowed', name: 'a.exe' },
        { reason: 'tooLarge', name: 'big.mov' },
        { reason: 'notAllowed', name: 'b.exe' },
        { reason: 'tooMany', name: 'l.pdf' },
        { reason: 'empty', name: 'empty.pdf' },
        { reason: 'tooMuch', name: 'huge.pdf' },
        { reason: 'tooLarge', name: 'big2.mov' },
      ]),
    ).toEqual([
      { reason: 'empty', names: ['empty.pdf'] },
      { reason: 'notAllowed', names: ['a.exe'] },
      { reason: 'notAllowed', names: ['b.exe'] },
      { reason: 'tooLarge', names: ['big.mov', 'big2.mov'] },
      { reason: 'tooMany', names: ['k.pdf', 'l.pdf'] },
      { reason: 'tooMuch', names: ['huge.pdf'] },
    ]);
    expect(uploadRefusalMessages([])).toEqual([]);
  });
});

describe('checkUploads', () => {
  it('accepts files up to exactly 5 MB and skips larger ones', () => {
    // Arrange
    const files = [
      { name: 'exact.jpg', size: 5242880 },
      { name: 'big.jpg', size: 5242881 },
      { name: 'small.png', size: 10 },
    ];

    // Act
    const { accepted, oversize } = checkUploads(files);

    // Assert
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(accepted.map((file) => file.name)).toEqual(['exact.jpg', 'small.png']);
    expect(oversize.map((file) => file.name)).toEqual(['big.jpg']);
  });
});

describe('fileTooLargeMessage', () => {
  it('lists the skipped names', () => {
    expect(fileTooLargeMessage([{ name: 'a.jpg' }, { name: 'b.jpg' }])).toEqual({
      key: 'validation.fileTooLarge',
      values: { names: 'a.jpg, b.jpg' },
    });
  });

  it('is null when nothing was skipped', () => {
    expect(fileTooLargeMessage([])).toBeNull();
  });
});

describe('the name an upload is shown and stored under (issue 29)', () => {
  it.each([
    ['invoice\u202Egpj.exe', 'invoicegpj.exe'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\Users\\omar\\Desktop\\deck.pdf', 'deck.pdf'],
    ['report\u0000\u0007.pdf', 'report.pdf'],
    ['\u2067photo\u2069.jpg', 'photo.jpg'],
    ['\u200Fصورة العلبة.jpg', 'صورة العلبة.jpg'],
    ['  proposal.pdf  ', 'proposal.pdf'],
    ['deck.pdf', 'deck.pdf'],
    ['メニュー 2026.pdf', 'メニュー 2026.pdf'],
    ['नमस्ते.pdf', 'नमस्ते.pdf'],
  ])('%j is %j', (name, clean) => {
    expect(cleanUploadName(name)).toBe(clean);
  });

  it.each(['', '..', '../', '\u202E', '/'])('%j, with nothing left, is "file"', (name) => {
    expect(cleanUploadName(name)).toBe('file');
  });

  it('names refused files by their clean name', () => {
    const sniffed = null;
    const { refused } = judgeUploads(
      [],
      [{ file: { name: 'x/\u202Eevil.pdf', size: 10 }, sniffed }],
    );
    expect(refused).toEqual([{ reason: 'notAllowed', name: 'evil.pdf' }]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/errors';
import type { MailClient, UploadableFile } from '../api/mailClient';
import {
  initialContactValues,
  type ContactFormValues,
  type ContactPayload,
  type RegisterPayload,
} from '../contact/payload';
import { deferred, unused } from '../testing/fixtures';
import { contactMachine, type ContactActorInputs as Inputs } from './contactMachine';

const values: ContactFormValues = {
  ...initialContactValues,
  name: 'Omar Saleh',
  email: 'omar@example.com',
  phone: '+971 50 000 0000',
  inqCountry: 'AE',
  department: 'customerSupport',
  selectedOption: 'productFeedback',
  brandCategory: 'CHOCOLATE',
};

function aFile(name: string, size: number): UploadableFile {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

interface Fakes {
  upload?: (files: UploadableFile[]) => Promise<unknown[]>;
  register?: (payload: RegisterPayload) => Promise<void>;
  sendmail?: (payload: ContactPayload) => Promise<void>;
}

function startContact(fakes: Fakes = {}) {
  const upload = vi.fn(
    fakes.upload ??
      ((files: UploadableFile[]) => Promise.resolve(files.map((f) => ({ name: f.name })))),
  );
  const register = vi.fn(fakes.register ?? (() => Promise.resolve()));
  const sendmail = vi.fn(fakes.sendmail ?? (() => Promise.resolve()));
  const machine = contactMachine.provide({
    actors: {
      upload: fromPromise(({ input }: { input: Inputs['upload'] }) => upload(input.files)),
      register: fromPromise(({ input }: { input: Inputs['register'] }) => register(input.payload)),
      sendmail: fromPromise(({ input }: { input: Inputs['sendmail'] }) => sendmail(input.payload)),
    },
  });
  const actor = createActor(machine, { input: { mail: unused<MailClient>() } }).start();
  return { actor, upload, register, sendmail };
}

describe('contactMachine', () => {
  it('registers with the recipients, then sends the mail without them', async () => {
    // Arrange
    const { actor, upload, register, sendmail } = startContact();

    // Act
    actor.send({ type: 'SUBMIT', values });

    // Assert
    await waitFor(actor, (s) => s.matches('sent'));
    expect(upload).not.toHaveBeenCalled();
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        department: 'Customer Support',
        mailList: ['feedback@example.com', 'quality@example.com'],
        photos: [],
      }),
    );
    expect(sendmail.mock.calls[0]?.[0]).not.toHaveProperty('mailList');
    expect(sendmail.mock.calls[0]?.[0]).toMatchObject({
      name: 'Omar Saleh',
      department: 'Customer Support',
    });
    expect(register.mock.invocationCallOrder[0]).toBeLessThan(
      sendmail.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('sends the language the form was submitted in with both calls, English when none', async () => {
    // Arrange
    const arabic = startContact();
    const unsaid = startContact();

    // Act
    arabic.actor.send({ type: 'SUBMIT', values, language: 'ar' });
    unsaid.actor.send({ type: 'SUBMIT', values });

    // Assert
    await waitFor(arabic.actor, (s) => s.matches('sent'));
    await waitFor(unsaid.actor, (s) => s.matches('sent'));
    expect(arabic.register.mock.calls[0]?.[0].language).toBe('ar');
    expect(arabic.sendmail.mock.calls[0]?.[0].language).toBe('ar');
    expect(unsaid.sendmail.mock.calls[0]?.[0].language).toBe('en');
  });

  it('uploads the accepted files first and sends their records as photos', async () => {
    // Arrange
    const { actor, upload, register } = startContact();
    const files = [
      aFile('label.jpg', 1000),
      aFile('huge.jpg', 5242881),
      aFile('exact.jpg', 5242880),
    ];

    // Act
    actor.send({ type: 'SUBMIT', values, files });

    // Assert
    const snapshot = await waitFor(actor, (s) => s.matches('sent'));
    expect(upload.mock.calls[0]?.[0].map((file) => file.name)).toEqual(['label.jpg', 'exact.jpg']);
    expect(snapshot.context.oversize).toEqual(['huge.jpg']);
    expect(register.mock.calls[0]?.[0].photos).toEqual([
      { name: 'label.jpg' },
      { name: 'exact.jpg' },
    ]);
    expect(snapshot.context.pendingFiles).toEqual([]);
  });

  it('skips the upload when every file is too large', async () => {
    // Arrange
    const { actor, upload } = startContact();

    // Act
    actor.send({ type: 'SUBMIT', values, files: [aFile('huge.jpg', 6_000_000)] });

    // Assert
    const snapshot = await waitFor(actor, (s) => s.matches('sent'));
    expect(upload).not.toHaveBeenCalled();
    expect(snapshot.context.oversize).toEqual(['huge.jpg']);
  });

  it('keeps the values when the upload fails and retries the upload', async () => {
    // Arrange
    let attempts = 0;
    const { actor, upload, register } = startContact({
      upload: () =>
        ++attempts === 1
          ? Promise.reject(new ApiError('http', 'Too large', 413))
          : Promise.resolve([{ id: 1 }]),
    });
    actor.send({ type: 'SUBMIT', values, files: [aFile('a.jpg', 10)] });
    const failed = await waitFor(actor, (s) => s.matches('failed'));

    // Act
    actor.send({ type: 'RETRY' });

    // Assert
    expect(failed.context.failure).toMatchObject({
      step: 'upload',
      error: { kind: 'http', status: 413 },
    });
    expect(failed.context.values).toEqual(values);
    const sent = await waitFor(actor, (s) => s.matches('sent'));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(register.mock.calls[0]?.[0].photos).toEqual([{ id: 1 }]);
    expect(sent.context.failure).toBeNull();
  });

  it('retries from register without uploading again', async () => {
    // Arrange
    let attempts = 0;
    const { actor, upload, register } = startContact({
      register: () => (++attempts === 1 ? Promise.reject(new Error('400')) : Promise.resolve()),
    });
    actor.send({ type: 'SUBMIT', values, files: [aFile('a.jpg', 10)] });
    const failed = await waitFor(actor, (s) => s.matches('failed'));

    // Act
    actor.send({ type: 'RETRY' });

    // Assert
    expect(failed.context.failure?.step).toBe('register');
    await waitFor(actor, (s) => s.matches('sent'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('retries only the mail when sendmail fails', async () => {
    // Arrange
    let attempts = 0;
    const { actor, register, sendmail } = startContact({
      sendmail: () => (++attempts === 1 ? Promise.reject('down') : Promise.resolve()),
    });
    actor.send({ type: 'SUBMIT', values });
    const failed = await waitFor(actor, (s) => s.matches('failed'));

    // Act
    actor.send({ type: 'RETRY' });

    // Assert
    expect(failed.context.failure).toEqual({ step: 'send', error: new Error('down') });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(register).toHaveBeenCalledTimes(1);
    expect(sendmail).toHaveBeenCalledTimes(2);
  });

  it('accepts corrected values after a failure, keeping uploaded photos', async () => {
    // Arrange
    let attempts = 0;
    const { actor, register } = startContact({
      register: () => (++attempts === 1 ? Promise.reject(new Error('400')) : Promise.resolve()),
    });
    actor.send({ type: 'SUBMIT', values, files: [aFile('a.jpg', 10)] });
    await waitFor(actor, (s) => s.matches('failed'));

    // Act
    actor.send({ type: 'SUBMIT', values: { ...values, name: 'Omar S.' } });

    // Assert
    await waitFor(actor, (s) => s.matches('sent'));
    expect(register.mock.calls[1]?.[0]).toMatchObject({
      name: 'Omar S.',
      photos: [{ name: 'a.jpg' }],
    });
  });

  it('resets the form after a success', async () => {
    // Arrange
    const { actor } = startContact();
    actor.send({ type: 'SUBMIT', values, files: [aFile('a.jpg', 10)] });
    await waitFor(actor, (s) => s.matches('sent'));

    // Act
    actor.send({ type: 'RESET' });

    // Assert
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      values: initialContactValues,
      photos: [],
      pendingFiles: [],
      oversize: [],
      failure: null,
    });
  });

  it('ignores SUBMIT while sending', async () => {
    // Arrange
    const { actor, register } = startContact();
    actor.send({ type: 'SUBMIT', values });

    // Act
    actor.send({ type: 'SUBMIT', values });

    // Assert
    await waitFor(actor, (s) => s.matches('sent'));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('calls the mail client it was given', async () => {
    // Arrange
    const mail = {
      upload: vi.fn(() => Promise.resolve([{ id: 7 }])),
      register: vi.fn(() => Promise.resolve()),
      sendmail: vi.fn(() => Promise.resolve()),
    };
    const actor = createActor(contactMachine, { input: { mail } }).start();

    // Act
    actor.send({ type: 'SUBMIT', values, files: [aFile('a.jpg', 10)] });

    // Assert
    await waitFor(actor, (s) => s.matches('sent'));
    expect(mail.upload).toHaveBeenCalledTimes(1);
    expect(mail.register).toHaveBeenCalledWith(expect.objectContaining({ photos: [{ id: 7 }] }));
    expect(mail.sendmail).toHaveBeenCalledWith(expect.objectContaining({ photos: [{ id: 7 }] }));
  });
});

describe('contactMachine: tags, which screens read instead of state names', () => {
  it('has no tag while editing', () => {
    // Act
    const { actor } = startContact();

    // Assert
    expect([...actor.getSnapshot().tags]).toEqual([]);
  });

  it('is busy and uploading while files go up, busy alone while the mail goes, then sent', async () => {
    // Arrange
    const upload = deferred<unknown[]>();
    const sendmail = deferred<undefined>();
    const { actor } = startContact({
      upload: () => upload.promise,
      sendmail: () => sendmail.promise,
    });

    // Act
    actor.send({ type: 'SUBMIT', values, files: [aFile('a.jpg', 10)] });
    const uploading = actor.getSnapshot();
    upload.resolve([{ id: 1 }]);
    const sending = await waitFor(actor, (s) => s.matches('sending'));
    sendmail.resolve(undefined);
    const sent = await waitFor(actor, (s) => s.hasTag('sent'));

    // Assert
    expect([...uploading.tags].sort()).toEqual(['busy', 'uploading']);
    expect([...sending.tags]).toEqual(['busy']);
    expect([...sent.tags]).toEqual(['sent']);
  });

  it.each(['upload', 'register', 'send'] as const)(
    'is failed, and no longer busy, when the %s step fails',
    async (step) => {
      // Arrange
      const fail = () => Promise.reject(new ApiError('network', 'offline'));
      const { actor } = startContact({
        upload: step === 'upload' ? fail : undefined,
        register: step === 'register' ? fail : undefined,
        sendmail: step === 'send' ? fail : undefined,
      });

      // Act
      actor.send({ type: 'SUBMIT', values, files: [aFile('a.jpg', 10)] });
      const failed = await waitFor(actor, (s) => !s.hasTag('busy'));

      // Assert
      expect([...failed.tags]).toEqual(['failed']);
      expect(failed.context.failure?.step).toBe(step);
    },
  );
});

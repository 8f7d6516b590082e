import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { MailClient, UploadableFile } from '../api/mailClient';
import { recipientsFor } from '../contact/recipients';
import { checkUploads } from '../contact/uploads';
import {
  buildContactPayload,
  initialContactValues,
  withMailList,
  type ContactFormValues,
  type ContactPayload,
  type RegisterPayload,
} from '../contact/payload';
import { toError } from './toError';

type Mail = Pick<MailClient, 'upload' | 'register' | 'sendmail'>;

export interface ContactInput {
  mail: Mail;
}

export type ContactStep = 'upload' | 'register' | 'send';

export interface ContactFailure {
  step: ContactStep;
  error: Error;
}

export interface ContactContext {
  mail: Mail;
  /** The last submitted values; kept through failures so a retry never loses them. */
  values: ContactFormValues;
  /** The language the last submission was made in. */
  language: string;
  /** Upload records answered so far (docs/requirements.md §7: appended to photos). */
  photos: unknown[];
  /** Accepted files not uploaded yet. */
  pendingFiles: UploadableFile[];
  /** Names of files skipped for being over 5 MB, for `validation.fileTooLarge`. */
  oversize: string[];
  failure: ContactFailure | null;
}

/** Inputs of the machine's actors, for tests and stories that replace them with .provide(). */
export interface ContactActorInputs {
  upload: { mail: Mail; files: UploadableFile[] };
  register: { mail: Mail; payload: RegisterPayload };
  sendmail: { mail: Mail; payload: ContactPayload };
}

export type ContactEvent =
  | {
      type: 'SUBMIT';
      values: ContactFormValues;
      files?: readonly UploadableFile[];
      /** The site's language as the sender submits; English when not given. */
      language?: string;
    }
  | { type: 'RETRY' }
  | { type: 'RESET' };

/**
 * What a screen reads from the enquiry, never its state names: `busy` (being sent, files
 * included), `uploading` (the files are on their way), `failed` (a step failed; RETRY resumes
 * it) and `sent`.
 */
export type ContactTag = 'busy' | 'uploading' | 'failed' | 'sent';

const contactPayload = (context: ContactContext): ContactPayload =>
  buildContactPayload(context.values, context.photos, context.language);

const registerPayload = (context: ContactContext): RegisterPayload =>
  withMailList(contactPayload(context), recipientsFor(context.values));

/**
 * The contact enquiry (docs/requirements.md §4 and §7): pending files are uploaded first, then the
 * register call, then sendmail. A failed step can be retried from where it stopped.
 */
export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    input: {} as ContactInput,
    tags: {} as ContactTag,
  },
  actors: {
    upload: fromPromise<unknown[], ContactActorInputs['upload']>(({ input }) =>
      input.mail.upload(input.files),
    ),
    register: fromPromise(({ input }: { input: ContactActorInputs['register'] }) =>
      input.mail.register(input.payload),
    ),
    sendmail: fromPromise(({ input }: { input: ContactActorInputs['sendmail'] }) =>
      input.mail.sendmail(input.payload),
    ),
  },
  guards: {
    hasPendingFiles: ({ context }) => context.pendingFiles.length > 0,
    failedAtUpload: ({ context }) => context.failure?.step === 'upload',
    failedAtRegister: ({ context }) => context.failure?.step === 'register',
  },
  actions: {
    takeSubmission: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT');
      const { accepted, oversize } = checkUploads(event.files ?? []);
      return {
        values: { ...event.values },
        language: event.language ?? 'en',
        pendingFiles: [...context.pendingFiles, ...accepted],
        oversize: oversize.map((file) => file.name),
        failure: null,
      };
    }),
    clearFailure: assign({ failure: null }),
    reset: assign({
      values: { ...initialContactValues },
      language: 'en',
      photos: [],
      pendingFiles: [],
      oversize: [],
      failure: null,
    }),
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => ({
    mail: input.mail,
    values: { ...initialContactValues },
    language: 'en',
    photos: [],
    pendingFiles: [],
    oversize: [],
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: { SUBMIT: { target: 'submitting', actions: 'takeSubmission' } },
    },
    submitting: {
      tags: 'busy',
      always: [{ guard: 'hasPendingFiles', target: 'uploading' }, { target: 'registering' }],
    },
    uploading: {
      tags: ['busy', 'uploading'],
      invoke: {
        src: 'upload',
        input: ({ context }) => ({ mail: context.mail, files: context.pendingFiles }),
        onDone: {
          target: 'registering',
          actions: assign({
            photos: ({ context, event }) => [...context.photos, ...event.output],
            pendingFiles: [],
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => ({ step: 'upload', error: toError(event.error) }),
          }),
        },
      },
    },
    registering: {
      tags: 'busy',
      invoke: {
        src: 'register',
        input: ({ context }) => ({ mail: context.mail, payload: registerPayload(context) }),
        onDone: { target: 'sending' },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => ({ step: 'register', error: toError(event.error) }),
          }),
        },
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        src: 'sendmail',
        input: ({ context }) => ({
          mail: context.mail,
          payload: contactPayload(context),
        }),
        onDone: { target: 'sent' },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => ({ step: 'send', error: toError(event.error) }),
          }),
        },
      },
    },
    failed: {
      tags: 'failed',
      on: {
        RETRY: [
          { guard: 'failedAtUpload', target: 'uploading', actions: 'clearFailure' },
          { guard: 'failedAtRegister', target: 'registering', actions: 'clearFailure' },
          { target: 'sending', actions: 'clearFailure' },
        ],
        SUBMIT: { target: 'submitting', actions: 'takeSubmission' },
      },
    },
    sent: {
      tags: 'sent',
      on: { RESET: { target: 'editing', actions: 'reset' } },
    },
  },
});

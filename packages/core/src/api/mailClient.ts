import type { ContactPayload, RegisterPayload } from '../contact/payload';
import { cleanUploadName } from '../contact/uploadName';
import { ignoreBody, request, type HttpConfig } from './http';
import { asArray } from './shape';

export type MailClientConfig = HttpConfig;

/** A file to upload: a browser File, or any Blob with a name. */
export type UploadableFile = Blob & { readonly name: string };

/** The mail service of docs/requirements.md §7. */
export interface MailClient {
  /** Uploads files as multipart field `photos`; answers the records to append to `photos`. */
  upload(files: readonly UploadableFile[]): Promise<unknown[]>;
  /** Registers the enquiry with its recipients. */
  register(payload: RegisterPayload): Promise<void>;
  /** Sends the enquiry mail (the payload without mailList). */
  sendmail(payload: ContactPayload): Promise<void>;
}

export function createMailClient(config: MailClientConfig): MailClient {
  return {
    upload: (files) => {
      const form = new FormData();
      for (const file of files) {
        form.append('photos', file, cleanUploadName(file.name));
      }
      return request(config, '/upload', {
        method: 'POST',
        form,
        parse: (answer) => asArray(answer, 'answer'),
      });
    },

    register: (payload) =>
      request(config, '/auth/register', { method: 'POST', json: payload, parse: ignoreBody }),

    sendmail: (payload) => {
      // sendmail takes the same payload without mailList (docs/requirements.md §7).
      const { mailList: _mailList, ...withoutMailList } = payload as Partial<RegisterPayload> &
        ContactPayload;
      return request(config, '/auth/sendmail', {
        method: 'POST',
        json: withoutMailList,
        parse: ignoreBody,
      });
    },
  };
}

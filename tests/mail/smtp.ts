/** A real SMTP server for the mail tests: it keeps every mail it receives, parsed. */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the CMS addressed them. */
  to: string[];
  mail: ParsedMail;
}

export interface MailServer {
  received: ReceivedMail[];
  /** Takes mail on the port; a stopped server can be started again. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

export function mailServer(port: number): MailServer {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    start: () =>
      new Promise((done, fail) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS'],
          logger: false,
          onData(stream, session, callback) {
            simpleParser(stream).then(
              (mail) => {
                received.push({ to: session.envelope.rcptTo.map(({ address }) => address), mail });
                callback();
              },
              (error: Error) => callback(error),
            );
          },
        });
        server.once('error', fail);
        server.listen(port, '127.0.0.1', () => done());
      }),
    stop: () =>
      new Promise((done) => {
        if (!server) return done();
        server.close(() => done());
        server = undefined;
      }),
  };
}

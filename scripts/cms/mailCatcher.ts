/**
 * A local mail catcher (maildev) for a CMS started without a mail server: the contact form's and
 * the shop's mails are caught, kept in the data folder, and read on a web page, so that every
 * form works out of the box. An owner's CMS sends through SMTP_HOST instead (cms/README.md).
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface MailCatcher {
  /** Where the CMS sends: its SMTP_HOST and SMTP_PORT. */
  smtp: { host: string; port: number };
  /** The page that lists what was sent. */
  webUrl: string;
  stop: () => Promise<void>;
}

export const DEFAULT_MAIL_CATCHER = { smtpPort: 1025, webPort: 1080 };

const maildevBin = createRequire(import.meta.url).resolve('maildev/bin/maildev');

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function startMailCatcher(options: {
  /** The CMS's data folder: the caught mails are kept in its `mail-catcher` folder. */
  dataDir: string;
  smtpPort?: number;
  webPort?: number;
}): Promise<MailCatcher> {
  const host = '127.0.0.1';
  const smtpPort = options.smtpPort ?? DEFAULT_MAIL_CATCHER.smtpPort;
  const webPort = options.webPort ?? DEFAULT_MAIL_CATCHER.webPort;
  const webUrl = `http://${host}:${webPort}`;
  if (await answers(`${webUrl}/healthz`)) {
    throw new Error(
      `Something already answers on ${webUrl}: stop it, or set MAIL_CATCHER_WEB_PORT.`,
    );
  }
  const mailDirectory = join(options.dataDir, 'mail-catcher');
  mkdirSync(mailDirectory, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      maildevBin,
      ...['--smtp', String(smtpPort), '--web', String(webPort), '--ip', host],
      ...['--mail-directory', mailDirectory, '--silent'],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + 30_000;
  while (!(await answers(`${webUrl}/healthz`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`The mail catcher did not start on ${webUrl} (SMTP ${smtpPort}):\n${errors}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    smtp: { host, port: smtpPort },
    webUrl,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The catcher when the owner named no mail server (SMTP_HOST), and the variables that point the
 * CMS at it; nothing, and no variables, when they did.
 */
export async function mailCatcherUnlessSmtp(dataDir: string) {
  if (process.env.SMTP_HOST) return { catcher: undefined, env: {} };
  const catcher = await startMailCatcher({
    dataDir,
    smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? DEFAULT_MAIL_CATCHER.smtpPort),
    webPort: Number(process.env.MAIL_CATCHER_WEB_PORT ?? DEFAULT_MAIL_CATCHER.webPort),
  });
  const env = { SMTP_HOST: catcher.smtp.host, SMTP_PORT: String(catcher.smtp.port) };
  return { catcher, env };
}

import { useState } from 'react';
import type { MailParts } from '../render';

export interface MailFrameProps {
  /** The rendered mail: its HTML is shown as a mail program would, its subject above it. */
  mail: MailParts;
}

/**
 * A rendered mail in a frame of its own, for the stories: the mail's `<html>` sets its own
 * language, direction and fonts, untouched by the page's. The frame grows to the mail's height
 * once it has loaded, and says so in `data-loaded`.
 */
export function MailFrame({ mail }: MailFrameProps) {
  const [height, setHeight] = useState<number>();
  return (
    <figure style={{ margin: 0, maxWidth: '680px' }}>
      <figcaption style={{ fontFamily: 'sans-serif', fontSize: '14px', marginBottom: '8px' }}>
        {mail.subject}
      </figcaption>
      <iframe
        title={mail.subject}
        srcDoc={mail.html}
        data-loaded={height === undefined ? undefined : ''}
        onLoad={(event) => {
          const body = event.currentTarget.contentDocument?.documentElement;
          setHeight(body ? body.scrollHeight : 0);
        }}
        style={{ border: 0, width: '100%', height: height ?? 600, display: 'block' }}
      />
    </figure>
  );
}

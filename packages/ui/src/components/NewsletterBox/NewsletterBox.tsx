import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilledBeforeTakeOver } from '../../hooks/useFilledBeforeTakeOver';
import { CheckIcon } from '../../icons';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { newsletterProblem, type NewsletterProblem } from './newsletterProblem';
import * as styles from './NewsletterBox.css';

export interface NewsletterBoxProps {
  /** Told about each accepted address; the box itself sends nothing anywhere. */
  onSubscribe?: (email: string) => void;
}

// Unicode isolates keep an LTR address intact inside Arabic sentences.
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * The home page newsletter box. docs/requirements.md §2 says the input has no submit behaviour
 * shown to the user; we differ on purpose: a valid address gets a thank-you, an invalid one a
 * clear message (the typed text stays). No network call is made.
 */
export function NewsletterBox({ onSubscribe }: NewsletterBoxProps) {
  const { t } = useTranslation(['home', 'common']);
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<NewsletterProblem | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFilledBeforeTakeOver(formRef, (filled) => {
    const typed = filled.get('email');
    if (typeof typed === 'string') setEmail(typed);
  });

  useEffect(() => {
    if (subscribed) thanksRef.current?.focus();
  }, [subscribed]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = newsletterProblem(email);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    const address = email.trim();
    setSubscribed(address);
    onSubscribe?.(address);
  };

  return (
    <section
      className={styles.box}
      aria-labelledby={titleId}
      data-state={subscribed ? 'subscribed' : problem ? 'invalid' : 'idle'}
    >
      <div className={styles.card}>
        <div className={styles.copy}>
          <h2 id={titleId} className={styles.title}>
            {t('newsletter.title')}
          </h2>
          <p className={styles.text}>{t('newsletter.text')}</p>
        </div>
        {subscribed ? (
          <div ref={thanksRef} className={styles.thanks} role="status" tabIndex={-1}>
            <span className={styles.thanksIcon}>
              <CheckIcon />
            </span>
            <div>
              <p className={styles.thanksTitle}>{t('newsletter.successTitle')}</p>
              <p className={styles.thanksText}>
                {t('newsletter.successText', { email: isolate(subscribed) })}
              </p>
            </div>
          </div>
        ) : (
          <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
            <div className={styles.field}>
              <TextField
                ref={inputRef}
                label={t('newsletter.emailLabel')}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                dir="ltr"
                required
                placeholder={t('newsletter.emailPlaceholder')}
                value={email}
                error={problem ? t(`common:${problem}`) : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  // Once a message shows, it follows the typing, so it clears as soon as it is fixed.
                  if (problem) setProblem(newsletterProblem(event.target.value));
                }}
              />
            </div>
            <span className={styles.submit}>
              <Button type="submit" size="md">
                {t('newsletter.button')}
              </Button>
            </span>
          </form>
        )}
      </div>
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '@rimal/core';
import { MailIcon, PhoneIcon, PinIcon } from './icons';
import * as styles from './ContactInfoPanel.css';

export interface ContactInfoPanelProps {
  /** The phone number shown and dialled. @default BRAND.phone */
  phone?: string;
  /** The e-mail address shown and written to. @default BRAND.supportEmail */
  email?: string;
  /** Level of the panel's heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
}

// A marker no translation contains, to find where {{value}} lands in a translated line.
const MARK = '\u2063\u2063';

/**
 * Renders a translated line such as "Phone: {{phone}}" with the value replaced by `node`,
 * wherever the language puts it.
 */
function lineWith(template: string, node: ReactNode): ReactNode {
  const [before = '', after = ''] = template.split(MARK);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

/**
 * The contact page's info panel (docs/requirements.md §2.9): title, description, phone,
 * e-mail and postal address, all in the current language; phone and e-mail are links.
 */
export function ContactInfoPanel({
  phone = BRAND.phone,
  email = BRAND.supportEmail,
  headingLevel = 2,
}: ContactInfoPanelProps) {
  const { t } = useTranslation('contact');
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const dial = `tel:${phone.replace(/[^\d+]/g, '')}`;

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <Heading id={titleId} className={styles.title}>
          {t('info.title')}
        </Heading>
        <p className={styles.description}>{t('info.description')}</p>
        <address className={styles.address}>
          <ul className={styles.lines}>
            <li className={styles.line}>
              <span className={styles.icon}>
                <PhoneIcon />
              </span>
              <span>
                {lineWith(
                  t('info.phone', { phone: MARK }),
                  <a href={dial} className={styles.link} dir="ltr">
                    {phone}
                  </a>,
                )}
              </span>
            </li>
            <li className={styles.line}>
              <span className={styles.icon}>
                <MailIcon />
              </span>
              <span>
                {lineWith(
                  t('info.email', { email: MARK }),
                  <a href={`mailto:${email}`} className={styles.link} dir="ltr">
                    {email}
                  </a>,
                )}
              </span>
            </li>
            <li className={styles.line}>
              <span className={styles.icon}>
                <PinIcon />
              </span>
              <span className={styles.postal}>
                <span className={styles.label}>{t('info.addressLabel')}</span>
                <span>{t('info.address')}</span>
              </span>
            </li>
          </ul>
        </address>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { formatNumber } from '@rimal/i18n';
import { UPLOAD_RETENTION_DAYS, paths } from '@rimal/core';
import { buttonStyles } from '../Button';
import { jumpToSection } from './jumpToSection';
import * as styles from './LegalDocument.css';
import { Link } from '../private/SiteLink';

export const legalDocuments = ['privacy', 'terms'] as const;
export type LegalDocumentKind = (typeof legalDocuments)[number];

/** One paragraph of a legal section; some carry a subtitle (docs/requirements.md §3.9). */
export interface LegalItem {
  subtitle?: string;
  text: string;
}

export interface LegalSection {
  title: string;
  items: LegalItem[];
}

export interface LegalDocumentProps {
  /** Which text: the privacy policy (/privacy-policy) or the terms (/terms-&-conditions). */
  document: LegalDocumentKind;
}

/**
 * An item's text. The terms name the privacy policy as `<privacyLink>…</privacyLink>`, in each
 * language's own words and word order; that phrase links to the policy (docs/requirements.md §2:
 * the terms page carries the privacy text by linking it).
 */
function ItemText({ text }: { text: string }) {
  const [before, linked, after] = text.split(/<privacyLink>|<\/privacyLink>/);
  if (linked === undefined) return text;
  return (
    <>
      {before}
      <Link to={paths.privacyPolicy} className={styles.inlineLink}>
        {linked}
      </Link>
      {after}
    </>
  );
}

/** Anchor of a section: stable, so `/privacy-policy#privacy-3` can be shared. */
export function legalSectionId(document: LegalDocumentKind, position: number): string {
  return `${document}-${position}`;
}

/**
 * A titled legal text of numbered sections with a table of contents of in-page links. The
 * text is set to a readable measure and wraps in every script, however long its words.
 */
export function LegalDocument({ document }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('legal');
  const sections: LegalSection[] = t(`${document}.sections`, {
    returnObjects: true,
    retentionDays: formatNumber(UPLOAD_RETENTION_DAYS, i18n.language),
  });
  const number = (position: number) => formatNumber(position, i18n.language);
  const topId = `${document}-top`;
  const contentsId = `${document}-contents`;

  return (
    <article className={styles.document} aria-labelledby={topId} data-document={document}>
      <header className={styles.header}>
        <h1 id={topId} className={styles.title} tabIndex={-1}>
          {t(`${document}.title`)}
        </h1>
        <p className={styles.intro}>{t(`${document}.intro`)}</p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.contents} aria-labelledby={contentsId}>
          <h2 id={contentsId} className={styles.contentsTitle}>
            {t('page.contents')}
          </h2>
          <ol className={styles.contentsList}>
            {sections.map((section, index) => {
              const id = legalSectionId(document, index + 1);
              return (
                <li key={section.title}>
                  <a
                    href={`#${id}`}
                    className={styles.contentsLink}
                    onClick={(event) => jumpToSection(event, id)}
                  >
                    <span className={styles.contentsNumber}>{number(index + 1)}</span>{' '}
                    <span>{section.title}</span>
                  </a>
                </li>
              );
            })}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section, index) => {
            const id = legalSectionId(document, index + 1);
            const plainList =
              section.items.length > 1 && section.items.every((item) => !item.subtitle);
            return (
              <section
                key={section.title}
                id={id}
                aria-labelledby={`${id}-title`}
                className={styles.section}
                tabIndex={-1}
              >
                <h2 id={`${id}-title`} className={styles.sectionTitle}>
                  <span className={styles.sectionNumber}>{number(index + 1)}</span> {section.title}
                </h2>
                {plainList ? (
                  <ul className={styles.bullets}>
                    {section.items.map((item) => (
                      <li key={item.text} className={styles.bullet}>
                        <ItemText text={item.text} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  section.items.map((item) => (
                    <div key={item.text} className={styles.item}>
                      {item.subtitle && <h3 className={styles.subtitle}>{item.subtitle}</h3>}
                      <p className={styles.text}>
                        <ItemText text={item.text} />
                      </p>
                    </div>
                  ))
                )}
                <a
                  href={`#${topId}`}
                  className={styles.backToTop}
                  onClick={(event) => jumpToSection(event, topId)}
                >
                  {t('page.backToTop')}
                </a>
              </section>
            );
          })}
          <footer className={styles.footer}>
            <Link to={paths.contact} className={buttonStyles({ variant: 'secondary' })}>
              {t('page.contactLink')}
            </Link>
          </footer>
        </div>
      </div>
    </article>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@rimal/i18n';
import * as styles from './AboutPage.css';

/** Builds the address of a leader's portrait from their position in the list, starting at 1. */
export type LeaderPortraitUrl = (position: number) => string;

export interface AboutPageProps {
  /** Address of the banner image at the top of the page. */
  bannerUrl: string;
  /** Portrait address of the member at `position` (1 for the first, docs/requirements.md §2). */
  leaderPortraitUrl: LeaderPortraitUrl;
}

interface Titled {
  title: string;
  description: string;
}

interface Member {
  name: string;
  position: string;
}

/** About: the company profile, opening the page after the banner. */
export function CompanyProfile() {
  const { t } = useTranslation('about');
  const titleId = useId();
  return (
    <section className={styles.profile} aria-labelledby={titleId} data-section="profile">
      <div className={styles.profileInner}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('companyProfile.title')}
        </h2>
        <p className={styles.profileText}>{t('companyProfile.description')}</p>
      </div>
    </section>
  );
}

/** About: the pillars the company stands on, then its two closing paragraphs. */
export function Pillars() {
  const { t, i18n } = useTranslation('about');
  const titleId = useId();
  const items: Titled[] = t('pillars.items', { returnObjects: true });
  return (
    <section className={styles.pillars} aria-labelledby={titleId} data-section="pillars">
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('pillars.title')}
        </h2>
        <ul className={styles.pillarList}>
          {items.map((item, index) => (
            <li key={item.title} className={styles.pillar}>
              <span className={styles.ordinal} aria-hidden="true">
                {formatNumber(index + 1, i18n.language, { minimumIntegerDigits: 2 })}
              </span>
              <h3 className={styles.itemTitle}>{item.title}</h3>
              <p className={styles.itemText}>{item.description}</p>
            </li>
          ))}
        </ul>
        <div className={styles.closing}>
          <p className={styles.closingLead}>{t('pillars.description')}</p>
          <p className={styles.closingText}>{t('pillars.subDescription')}</p>
        </div>
      </div>
    </section>
  );
}

export interface LeadershipProps {
  /** Portrait address of the member at `position` (1 for the first). */
  portraitUrl: LeaderPortraitUrl;
}

/** About: the four leaders, each with portrait, name and position. */
export function Leadership({ portraitUrl }: LeadershipProps) {
  const { t } = useTranslation('about');
  const titleId = useId();
  const members: Member[] = t('leadership.members', { returnObjects: true });
  return (
    <section className={styles.leadership} aria-labelledby={titleId} data-section="leadership">
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('leadership.title')}
        </h2>
        <ul className={styles.memberList}>
          {members.map((member, index) => (
            <li key={member.name} className={styles.member}>
              <img
                className={styles.portrait}
                src={portraitUrl(index + 1)}
                alt={t('page.memberPhotoAlt', { name: member.name })}
                width={400}
                height={400}
                loading="lazy"
                decoding="async"
              />
              <h3 className={styles.memberName}>{member.name}</h3>
              <p className={styles.memberPosition}>{member.position}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** About: the seven corporate values, each a title and a description. */
export function CorporateValues() {
  const { t } = useTranslation('about');
  const titleId = useId();
  const values: Titled[] = t('corporate.values', { returnObjects: true });
  return (
    <section className={styles.values} aria-labelledby={titleId} data-section="values">
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('corporate.title')}
        </h2>
        <ul className={styles.valueList}>
          {values.map((value) => (
            <li key={value.title} className={styles.value}>
              <h3 className={styles.valueTitle}>{value.title}</h3>
              <p className={styles.valueText}>{value.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The /about page body (docs/requirements.md §2): banner, profile, pillars, leadership, values. */
export function AboutPage({ bannerUrl, leaderPortraitUrl }: AboutPageProps) {
  const { t } = useTranslation('about');
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.pageTitle}>{t('page.title')}</h1>
        <img
          className={styles.banner}
          src={bannerUrl}
          alt={t('page.bannerAlt')}
          width={1600}
          height={500}
          fetchPriority="high"
          decoding="async"
        />
      </header>
      <CompanyProfile />
      <Pillars />
      <Leadership portraitUrl={leaderPortraitUrl} />
      <CorporateValues />
    </article>
  );
}

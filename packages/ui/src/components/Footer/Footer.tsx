import { useTranslation } from 'react-i18next';
import { mediaUrl, paths, siteMedia } from '@rimal/core';
import { Logo } from '../Logo';
import { useServices, type SocialLink } from '../../services';
import { paymentMethods, socialGlyphs } from './marks';
import * as styles from './Footer.css';
import { Link } from '../private/SiteLink';

// The payment marks are drawn 60 x 38, like a card.
const PAYMENT_MARK_WIDTH = 60;
const PAYMENT_MARK_HEIGHT = 38;

export interface FooterProps {
  /** The company's social profiles; only configured networks are shown. */
  socialLinks: readonly SocialLink[];
  /** The year of the copyright line. @default the current year */
  year?: number;
}

/**
 * The site footer on every page: the logo and blurb, the social profiles, the site's links, the
 * payment methods taken and the copyright line.
 */
export function Footer({ socialLinks, year = new Date().getFullYear() }: FooterProps) {
  const { t } = useTranslation('common');
  const { mediaHost } = useServices();
  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Logo tone="inverse" />
          <p className={styles.blurb}>{t('footer.blurb')}</p>
          {socialLinks.length > 0 && (
            <div>
              <h2 className={styles.heading}>{t('footer.followUs')}</h2>
              <ul className={styles.socials}>
                {socialLinks.map((link) => (
                  <li key={link.network}>
                    <a
                      className={styles.social}
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t(`footer.social.${link.network}`)} ${t('footer.opensInNewTab')}`}
                    >
                      <svg
                        viewBox="0 0 24 24"
                        className={styles.glyph}
                        aria-hidden="true"
                        focusable="false"
                      >
                        {socialGlyphs[link.network]}
                      </svg>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {t('footer.linksTitle')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link className={styles.link} to={paths.about}>
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={paths.termsAndConditions}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={paths.privacyPolicy}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading} id="footer-payments">
            {t('footer.payments.title')}
          </h2>
          <ul className={styles.payments} aria-labelledby="footer-payments">
            {paymentMethods.map((method) => (
              <li key={method} className={styles.payment}>
                <img
                  className={styles.paymentMark}
                  src={mediaUrl(mediaHost, siteMedia.payments[method])}
                  alt={t(`footer.payments.${method}`)}
                  width={PAYMENT_MARK_WIDTH}
                  height={PAYMENT_MARK_HEIGHT}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* A page prerendered in December may be read in January; its line is the build's. */}
      <p className={styles.bottom} suppressHydrationWarning>
        {t('footer.copyright', { year })}
      </p>
    </footer>
  );
}

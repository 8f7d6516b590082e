import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isDepartmentId, type DepartmentId } from '@rimal/core';
import { ContactForm, ContactInfoPanel } from '@rimal/ui';
import { PageMeta } from '../layout/PageMeta';
import * as styles from './ContactPage.css';

/** `?department=salesDistribution` opens the form on that department (links from other pages). */
function departmentFrom(value: string | null): DepartmentId | undefined {
  return value !== null && isDepartmentId(value) ? value : undefined;
}

export default function ContactPage() {
  const { t } = useTranslation(['contact', 'common']);
  const [params] = useSearchParams();
  const department = departmentFrom(params.get('department'));
  return (
    <>
      <PageMeta
        title={t('common:meta.contact.title')}
        description={t('common:meta.contact.description')}
      />
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('contact:title')}</h1>
          <p className={styles.intro}>{t('contact:intro')}</p>
        </header>
        <div className={styles.layout}>
          <ContactForm initialValues={department ? { department } : undefined} />
          <ContactInfoPanel />
        </div>
      </div>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { LegalDocument, type LegalDocumentKind } from '@rimal/ui';
import { PageMeta } from '../layout/PageMeta';

/** /privacy-policy and /terms-&-conditions. */
export function LegalPage({ document }: { document: LegalDocumentKind }) {
  const { t } = useTranslation('common');
  const meta = document === 'privacy' ? 'privacy' : 'terms';
  return (
    <>
      <PageMeta title={t(`meta.${meta}.title`)} description={t(`meta.${meta}.description`)} />
      <LegalDocument document={document} />
    </>
  );
}

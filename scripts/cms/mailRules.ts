/**
 * What the CMS's mail service (cms/src/api/mail) takes from the site, bundled by startCms into
 * cms/src/mail/rules.cjs: core's mail rules and the contact texts of every language.
 */
import ar from '../../packages/i18n/src/locales/ar/contact.json';
import en from '../../packages/i18n/src/locales/en/contact.json';
import hi from '../../packages/i18n/src/locales/hi/contact.json';
import ja from '../../packages/i18n/src/locales/ja/contact.json';
import ko from '../../packages/i18n/src/locales/ko/contact.json';
import ru from '../../packages/i18n/src/locales/ru/contact.json';
import zh from '../../packages/i18n/src/locales/zh/contact.json';

export {
  MAX_UPLOAD_BYTES,
  UPLOAD_SNIFF_BYTES,
  acknowledgementMail,
  cleanUploadName,
  contactProblem,
  departmentIdOf,
  departmentMail,
  initialContactValues,
  judgeUploads,
  recipientTableFrom,
  recipientsFor,
  sniffUpload,
  uploadContentType,
  uploadProblem,
} from '../../packages/core/src/mailApi/index.ts';

export const contactTexts = { en, ar, ru, hi, zh, ja, ko };

/**
 * What the CMS's mail service (cms/src/api/mail) takes from the site, bundled by startCms into
 * cms/src/mail/rules.cjs: core's mail rules, the site's languages, and the mails of
 * packages/mail (React Email, rendered in the CMS).
 */
export {
  MAX_UPLOAD_BYTES,
  UPLOAD_SNIFF_BYTES,
  cleanUploadName,
  contactProblem,
  departmentIdOf,
  initialContactValues,
  judgeUploads,
  recipientTableFrom,
  recipientsFor,
  sniffUpload,
  uploadContentType,
  uploadProblem,
} from '../../packages/core/src/mailApi/index.ts';

export { languageCodes } from '../../packages/i18n/src/mailTexts.ts';

export {
  acknowledgementMail,
  departmentMail,
  newOrderMail,
  orderConfirmationMail,
  placedOrderOf,
} from '../../packages/mail/src/index.ts';

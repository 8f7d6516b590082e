/**
 * The mail service's rules, shared by the demo's (mocks/src/handlers/mail.ts) and bundled for
 * the CMS's (cms/src/api/mail) by scripts/cms/start.ts: a rule lives once, here.
 */
export { contactProblem, departmentIdOf, departmentValues, type MailKind } from './contactCheck';
export { uploadContentType, uploadProblem } from './uploadAnswer';
export {
  RECIPIENTS,
  recipientTableFrom,
  recipientsFor,
  type RecipientTable,
} from '../contact/recipients';
export { initialContactValues } from '../contact/payload';
export {
  judgeUploads,
  sniffUpload,
  UPLOAD_SNIFF_BYTES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_TOTAL_BYTES,
  UPLOAD_RETENTION_DAYS,
} from '../contact/uploads';
export { cleanUploadName } from '../contact/uploadName';

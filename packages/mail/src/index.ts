/**
 * The shop's mails, laid out with React Email and rendered to an HTML and a plain-text part:
 * the CMS sends them (bundled by scripts/cms/mailRules.ts), the stories show them.
 */
export { acknowledgementMail, departmentMail, newOrderMail, orderConfirmationMail } from './mails';
export {
  placedOrderOf,
  type DeliveryDetails,
  type PlacedOrder,
  type PlacedOrderLine,
} from './placedOrder';
export type { MailParts } from './render';
export { mailLanguage } from './texts';

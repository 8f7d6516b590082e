import { departmentIdOf, formatMoney, type ContactFormValues } from '@rimal/core';
import { AcknowledgementMail } from './AcknowledgementMail/AcknowledgementMail';
import { DepartmentMail } from './DepartmentMail/DepartmentMail';
import { NewOrderMail } from './NewOrderMail/NewOrderMail';
import { OrderConfirmationMail } from './OrderConfirmationMail/OrderConfirmationMail';
import type { PlacedOrder } from './placedOrder';
import { renderMail, type MailParts } from './render';
import { departmentName, mailLanguage, mailWords } from './texts';

/** The department's mail of an enquiry, in English, naming the department and the sender. */
export function departmentMail(
  values: ContactFormValues,
  attachments: readonly { name: string }[],
  senderLanguage?: string,
): Promise<MailParts> {
  const { t } = mailWords('en');
  return renderMail(
    t('department.subject', { department: values.department, name: values.name }),
    <DepartmentMail
      values={values}
      attachments={attachments}
      senderLanguage={mailLanguage(senderLanguage)}
    />,
  );
}

/** The sender's acknowledgement, in their language (English when the site has not theirs). */
export function acknowledgementMail(
  values: ContactFormValues,
  senderLanguage?: string,
): Promise<MailParts> {
  const language = mailLanguage(senderLanguage);
  const department = departmentName(departmentIdOf(values.department), language);
  return renderMail(
    mailWords(language).t('acknowledgement.subject', { department }),
    <AcknowledgementMail values={values} language={language} />,
  );
}

/** The shopper's order confirmation, in the order's language. */
export function orderConfirmationMail(order: PlacedOrder): Promise<MailParts> {
  return renderMail(
    mailWords(order.language).t('order.subject', { reference: order.reference }),
    <OrderConfirmationMail order={order} />,
  );
}

/** The new-order mail to the shop's orders list, in English. */
export function newOrderMail(order: PlacedOrder): Promise<MailParts> {
  return renderMail(
    mailWords('en').t('newOrder.subject', {
      reference: order.reference,
      total: formatMoney(order.total, 'en'),
    }),
    <NewOrderMail order={order} />,
  );
}

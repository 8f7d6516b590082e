import { Section, Text } from '@react-email/components';
import { departmentIdOf, type ContactFormValues } from '@rimal/core';
import type { Language } from '@rimal/i18n/mail';
import { mailColors } from '../layout/colors';
import { MailLayout } from '../layout/MailLayout';
import { departmentName, mailWords } from '../texts';

export interface AcknowledgementMailProps {
  /** The enquiry as sent: its name, its department (the English label) and its message. */
  values: ContactFormValues;
  /** The sender's language, which the whole mail is written in. */
  language: Language;
}

/**
 * The sender's acknowledgement, in their language and direction: thanks, the department that
 * will answer, and their own message. Never the attachments: a file goes only to the
 * recipients the server chose.
 */
export function AcknowledgementMail({ values, language }: AcknowledgementMailProps) {
  const words = mailWords(language);
  const { t, direction } = words;
  const department = departmentName(departmentIdOf(values.department), language);
  const text = t('acknowledgement.text', { department });
  return (
    <MailLayout
      words={words}
      preview={text}
      heading={t('acknowledgement.greeting', { name: values.name })}
    >
      <Text style={{ fontSize: '16px', lineHeight: '26px' }}>{text}</Text>
      {Boolean(values.message) && (
        <Section>
          <Text style={{ color: mailColors.muted, fontSize: '13px', margin: '16px 0 4px' }}>
            {t('acknowledgement.yourMessage')}
          </Text>
          <Text
            dir="auto"
            style={{
              fontSize: '15px',
              lineHeight: '24px',
              whiteSpace: 'pre-wrap',
              margin: 0,
              padding: '8px 16px',
              backgroundColor: mailColors.page,
              [direction === 'rtl' ? 'borderRight' : 'borderLeft']:
                `3px solid ${mailColors.accent}`,
            }}
          >
            {values.message}
          </Text>
        </Section>
      )}
    </MailLayout>
  );
}

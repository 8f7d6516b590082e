import { Section, Text } from '@react-email/components';
import { initialContactValues, type ContactFormValues } from '@rimal/core';
import { getLanguageInfo, type Language } from '@rimal/i18n/mail';
import { MailLayout } from '../layout/MailLayout';
import { FieldTable } from '../private/FieldTable';
import { choiceName, mailLanguage, mailWords, type ChoiceList } from '../texts';

export interface DepartmentMailProps {
  /** Every field of the enquiry as the form sent it; the ones left empty are not shown. */
  values: ContactFormValues;
  /** The files sent with it, by name (attached to the mail itself). */
  attachments: readonly { name: string }[];
  /** The language the sender wrote in. */
  senderLanguage: Language;
}

/** Every field, in the form's order. */
const FIELDS = Object.keys(initialContactValues) as (keyof ContactFormValues)[];

const COUNTRY_FIELDS = new Set<string>(['inqCountry', 'targetCountry']);

/** The fields that hold the id of one of the form's choices, and the list it is from. */
const CHOICE_FIELDS: Partial<Record<keyof ContactFormValues, ChoiceList>> = {
  selectedOption: 'supportOptions',
  selectedOptionSales: 'salesOptions',
  targetFunction: 'functions',
  brandCategory: 'brandCategories',
};

/** A field's value as the department reads it: countries and choices named in English. */
function shown(field: keyof ContactFormValues, value: string): string {
  if (COUNTRY_FIELDS.has(field)) return countryName(value);
  const list = CHOICE_FIELDS[field];
  return list ? choiceName(list, value, 'en') : value;
}
const countries = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A country code the form sent, named in English with its code: "Germany (DE)". */
function countryName(code: string): string {
  try {
    const name = countries.of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** The enquiry as the department reads it: in English, every field the sender filled, and the files. */
export function DepartmentMail({ values, attachments, senderLanguage }: DepartmentMailProps) {
  const words = mailWords(mailLanguage('en'));
  const { t } = words;
  const rows = FIELDS.filter((field) => Boolean(values[field])).map(
    (field) => [t(`department.fields.${field}`), shown(field, values[field])] as const,
  );
  return (
    <MailLayout
      words={words}
      preview={values.message || values.name}
      heading={t('department.heading', { department: values.department })}
    >
      <Text style={{ fontSize: '15px' }}>
        {t('department.intro', {
          language: getLanguageInfo(senderLanguage).englishName,
          name: values.name,
        })}
      </Text>
      <FieldTable rows={rows} direction="ltr" />
      {attachments.length > 0 && (
        <Section>
          <Text style={{ fontSize: '15px', fontWeight: 'bold', margin: '16px 0 4px' }}>
            {t('department.attachments')}
          </Text>
          <ul style={{ margin: 0, paddingLeft: '20px' }}>
            {attachments.map((file, index) => (
              <li key={`${index}-${file.name}`} style={{ fontSize: '15px' }}>
                {file.name}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </MailLayout>
  );
}

import { useEffect, useId, useRef, type RefObject } from 'react';
import { Formik, useFormikContext, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  CITIES,
  VALIDATION,
  checkoutSchema,
  initialCustomerDetails,
  type CustomerDetails,
} from '@rimal/core';
import { Button } from '../Button';
import { Select } from '../Select';
import { TextField } from '../TextField';
import * as styles from './CustomerDetailsForm.css';

export interface CustomerDetailsFormProps {
  /** Called with the trimmed details once every field is valid. */
  onSubmit: (details: CustomerDetails) => void;
  /** Values to start from, e.g. the details submitted before going back to edit them. @default initialCustomerDetails */
  initialValues?: CustomerDetails;
  /** The submit button shows a spinner and ignores clicks, so the order is sent once. @default false */
  busy?: boolean;
}

/** In the order they appear, so focus goes to the first invalid field on submit. */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'city',
  'address',
  'house',
  'landmark',
] as const satisfies readonly (keyof CustomerDetails)[];

type ValidationKey = (typeof VALIDATION)[keyof typeof VALIDATION];
const validationKeys: readonly string[] = Object.values(VALIDATION);
const isValidationKey = (message: unknown): message is ValidationKey =>
  typeof message === 'string' && validationKeys.includes(message);

/** After a submit attempt that failed validation, moves focus to the first invalid field. */
function FocusFirstInvalid({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<CustomerDetails>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === handled.current) return;
    handled.current = submitCount;
    const first = FIELDS.find((name) => errors[name]);
    const control = first ? form.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }, [submitCount, isSubmitting, isValidating, errors, form]);
  return null;
}

/** The checkout customer form (docs/requirements.md §5): every field required, city from the list. */
export function CustomerDetailsForm({
  onSubmit,
  initialValues = initialCustomerDetails,
  busy = false,
}: CustomerDetailsFormProps) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation('common');
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const cityOptions = CITIES.map((city) => ({ value: city.name, label: t(`cities.${city.id}`) }));

  return (
    <Formik<CustomerDetails>
      initialValues={initialValues}
      validationSchema={checkoutSchema}
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        onSubmit(checkoutSchema.cast(values));
      }}
    >
      {(formik) => {
        const errorOf = (name: keyof CustomerDetails) => {
          const message = formik.touched[name]
            ? (formik.errors as FormikErrors<CustomerDetails>)[name]
            : undefined;
          if (!message) return undefined;
          return isValidationKey(message) ? tCommon(message) : tCommon('validation.required');
        };
        const field = (name: keyof CustomerDetails) => ({
          ...formik.getFieldProps<string>(name),
          error: errorOf(name),
          required: true,
        });
        return (
          <form
            ref={formRef}
            className={styles.root}
            aria-labelledby={titleId}
            noValidate
            onSubmit={formik.handleSubmit}
            onReset={formik.handleReset}
            data-busy={busy}
          >
            <FocusFirstInvalid form={formRef} />
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {t('customer.title')}
              </h2>
              <p className={styles.hint}>{t('customer.deliveryArea')}</p>
            </div>
            <div className={styles.fields}>
              <TextField
                label={t('customer.firstName')}
                autoComplete="given-name"
                {...field('firstName')}
              />
              <TextField
                label={t('customer.lastName')}
                autoComplete="family-name"
                {...field('lastName')}
              />
              <TextField
                label={t('customer.email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                dir="ltr"
                {...field('email')}
              />
              <TextField
                label={t('customer.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                {...field('phone')}
              />
              <Select
                label={t('customer.city')}
                placeholder={t('customer.cityPlaceholder')}
                options={cityOptions}
                autoComplete="address-level2"
                {...field('city')}
              />
              <TextField
                label={t('customer.address')}
                autoComplete="address-line1"
                {...field('address')}
              />
              <TextField
                label={t('customer.house')}
                autoComplete="address-line2"
                {...field('house')}
              />
              <TextField
                label={t('customer.landmark')}
                autoComplete="address-line3"
                {...field('landmark')}
              />
            </div>
            <div className={styles.actions}>
              <Button type="submit" size="lg" loading={busy}>
                {t('customer.submit')}
              </Button>
            </div>
          </form>
        );
      }}
    </Formik>
  );
}

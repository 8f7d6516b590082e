import {
  memo,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
} from 'react';
import { useFormik } from 'formik';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  BRAND_CATEGORIES,
  DEPARTMENTS,
  SALES_OPTIONS,
  SUPPORT_OPTIONS,
  TARGET_BRANDS,
  TARGET_FUNCTIONS,
  contactFormFields,
  contactMachine,
  contactSchema,
  countryOptions,
  departmentChanged,
  initialContactValues,
  isApiError,
  type ContactFormValues,
  type ContactTag,
  type ContactUpload,
} from '@rimal/core';
import { useServices } from '../../services';
import { useFilledBeforeTakeOver } from '../../hooks/useFilledBeforeTakeOver';
import { useInBrowser } from '../../hooks/useInBrowser';
import { AlertIcon, CheckIcon } from '../../icons';
import { Button, buttonStyles } from '../Button';
import { Dialog } from '../Dialog';
import { FileUpload } from '../FileUpload';
import { RadioGroup } from '../Radio';
import { Select } from '../Select';
import { TextField } from '../TextField';
import * as styles from './ContactForm.css';
import { Link } from '../private/SiteLink';

export interface ContactFormProps {
  /** Values the form starts from (and resets to), e.g. a department chosen by a link. */
  initialValues?: Partial<ContactFormValues>;
  /** Where the success popup's Home button goes. @default / */
  homeHref?: string;
}

type Field = keyof ContactFormValues;

// A country select holds about 250 options: skip re-rendering it while other fields change.
const CountrySelect = memo(Select);

type UploadedFiles = Record<ContactUpload, readonly File[]>;
const noFiles: UploadedFiles = { credentials: [], resume: [], photos: [] };

/** Messages of core's contactSchema are keys of the `common` namespace (docs/contracts.md §1.1). */
type ValidationKey = 'validation.required' | 'validation.email' | 'validation.phone';

/**
 * The files as the uploads last reported them, and the picks still being read: a submit made
 * right after a pick waits for it, so the picked files go with it.
 */
function createPickTracker() {
  let latest = noFiles;
  let pending: Promise<unknown> = Promise.resolve();
  return {
    chosen: (next: UploadedFiles) => (latest = next),
    latest: () => latest,
    reading: (picked: Promise<void>) => {
      pending = Promise.all([pending, picked]);
    },
    settled: async () => {
      await pending;
      return latest;
    },
  };
}

const BNF_SAMPLE_PATH = '/uploads/bnf-sample.svg';

/** What the form shows of the enquiry, read from the machine's tags. */
function phaseOf(snapshot: { hasTag: (tag: ContactTag) => boolean }) {
  if (snapshot.hasTag('uploading')) return 'uploading';
  if (snapshot.hasTag('busy')) return 'sending';
  if (snapshot.hasTag('sent')) return 'sent';
  if (snapshot.hasTag('failed')) return 'failed';
  return 'editing';
}

/**
 * The contact form (docs/requirements.md §2 to §5 and §7), connected to the mail service through
 * `useServices().mail` and core's `contactMachine`: files first, then register, then
 * sendmail. Values survive every failure and a retry resumes at the step that failed; on
 * success a popup opens and the form resets.
 */
export function ContactForm({ initialValues, homeHref = '/' }: ContactFormProps) {
  const { t, i18n } = useTranslation('contact');
  const { t: tCommon } = useTranslation('common');
  const { mail, mediaHost } = useServices();

  const actorRef = useActorRef(contactMachine, { input: { mail } });
  const phase = useSelector(actorRef, phaseOf);
  const failure = useSelector(actorRef, (snapshot) => snapshot.context.failure);
  const busy = phase === 'uploading' || phase === 'sending';

  const [files, setFiles] = useState<UploadedFiles>(noFiles);
  const [picks] = useState(createPickTracker);
  const changeFiles = (next: UploadedFiles) => setFiles(picks.chosen(next));
  // Remounts the uploads after a reset, which clears their oversize messages too.
  const [uploadsGeneration, setUploadsGeneration] = useState(0);
  const [popupOpen, setPopupOpen] = useState(false);
  // Files already handed to the machine: a new submit after a failure must not upload them twice.
  const handedOver = useRef(new WeakSet<File>());
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const homeRef = useRef<HTMLAnchorElement>(null);

  const formik = useFormik<ContactFormValues>({
    initialValues: { ...initialContactValues, ...initialValues },
    validationSchema: contactSchema,
    onSubmit: async (values) => {
      const snapshot = actorRef.getSnapshot();
      if (snapshot.hasTag('busy')) return;
      if (snapshot.hasTag('sent')) actorRef.send({ type: 'RESET' });
      const latest = await picks.settled();
      const { upload } = contactFormFields(values);
      const chosen = upload ? latest[upload] : [];
      const fresh = chosen.filter((file) => !handedOver.current.has(file));
      fresh.forEach((file) => handedOver.current.add(file));
      actorRef.send({ type: 'SUBMIT', values, files: fresh, language: i18n.language });
    },
  });
  const { values, errors, touched } = formik;
  const fields = contactFormFields(values);

  useFilledBeforeTakeOver(formRef, (filled, changed) => {
    const typed: Partial<ContactFormValues> = {};
    for (const field of Object.keys(initialContactValues) as Field[]) {
      const value = filled.get(field);
      if (changed.has(field) && typeof value === 'string') typed[field] = value;
    }
    void formik.setValues((current) => ({ ...current, ...typed }));
  });

  const onOutcome = useEffectEvent((value: typeof phase) => {
    if (value === 'sent') {
      formik.resetForm();
      changeFiles(noFiles);
      setUploadsGeneration((generation) => generation + 1);
      handedOver.current = new WeakSet();
      setPopupOpen(true);
    }
    if (value === 'failed') {
      // docs/requirements.md §8: these failures are logged; we also tell the user (see status).
      const { failure: failed } = actorRef.getSnapshot().context;
      console.error(`Contact form: ${failed?.step ?? 'submission'} failed`, failed?.error);
    }
  });

  useEffect(() => {
    let previous = phaseOf(actorRef.getSnapshot());
    const subscription = actorRef.subscribe((snapshot) => {
      const next = phaseOf(snapshot);
      if (next === previous) return;
      previous = next;
      onOutcome(next);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  // After a submit attempt that failed validation, focus the first invalid field in page order.
  const focusedAttempt = useRef(0);
  useEffect(() => {
    if (formik.isSubmitting || formik.isValidating) return;
    if (formik.submitCount === focusedAttempt.current) return;
    focusedAttempt.current = formik.submitCount;
    const form = formRef.current;
    if (!form) return;
    const first = Array.from(form.elements).find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLElement &&
        'name' in element &&
        Boolean(errors[(element as HTMLInputElement).name as Field]),
    );
    first?.focus();
  }, [formik.isSubmitting, formik.isValidating, formik.submitCount, errors]);

  // Country names come from the engine's Intl data, which Node's (the prerender's) and the
  // browser's word differently ("Hong Kong SAR China", "Hong Kong"): the browser names them.
  const inBrowser = useInBrowser();
  const countries = useMemo(
    () =>
      inBrowser
        ? countryOptions(i18n.language).map(({ code, name }) => ({ value: code, label: name }))
        : [],
    [inBrowser, i18n.language],
  );
  const brands = TARGET_BRANDS.map((brand) => ({ value: brand, label: brand }));

  const errorOf = (name: Field): string | undefined => {
    const message = errors[name];
    return touched[name] && message ? tCommon(message as ValidationKey) : undefined;
  };

  /** Value, handlers, translated error and required mark of a text field or select. */
  const bind = (name: Field) => ({
    name,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: errorOf(name),
    required: fields.required.has(name),
  });

  /** Radio groups have no blur of their own: they are touched when focus leaves the group. */
  const radioBlur = (name: Field) => (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      void formik.setFieldTouched(name, true);
    }
  };

  const onDepartmentChange = (event: ChangeEvent<HTMLSelectElement>) => {
    // docs/requirements.md §4: a new department clears the chosen sub-option.
    void formik.setValues(departmentChanged(values, event.target.value));
    void formik.setTouched(
      { ...touched, selectedOption: false, selectedOptionSales: false },
      false,
    );
  };

  const uploadProps = (upload: ContactUpload) => ({
    files: files[upload],
    onFilesChange: (next: File[]) => changeFiles({ ...picks.latest(), [upload]: next }),
    onReading: picks.reading,
    error: failure?.step === 'upload' && fields.upload === upload ? t('uploads.failed') : undefined,
  });

  // The export Target Market and the private-label country select share the targetCountry field.
  const targetCountryText =
    values.selectedOptionSales === 'privateLabel' ? 'privateLabelCountry' : 'targetMarket';

  let status = '';
  let tone: 'progress' | 'success' | 'critical' | undefined;
  if (phase === 'uploading') {
    status = t('uploads.uploading');
    tone = 'progress';
  } else if (phase === 'sending') {
    status = t('status.sending');
    tone = 'progress';
  } else if (phase === 'sent') {
    status = t('status.success');
    tone = 'success';
  } else if (phase === 'failed') {
    tone = 'critical';
    // The mail service counts calls per client (docs/security.md §4.1): trying again at once
    // would be refused again.
    if (isApiError(failure?.error) && failure.error.status === 429) {
      status = t('status.tooManyAttempts');
    } else if (failure?.step === 'upload') status = t('uploads.failed');
    else if (failure?.step === 'register') status = t('status.registerFailed');
    else status = t('status.sendFailed');
  }

  const retry = () => {
    actorRef.send({ type: 'RETRY' });
    submitRef.current?.focus();
  };

  return (
    <div className={styles.root} data-state={phase}>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        aria-label={t('form.label')}
        aria-busy={busy || undefined}
        onSubmit={formik.handleSubmit}
      >
        <p className={styles.requiredNote}>{t('form.requiredNote')}</p>
        <div className={styles.grid}>
          <TextField {...bind('name')} label={t('form.name')} autoComplete="name" />
          <TextField
            {...bind('email')}
            type="email"
            inputMode="email"
            dir="ltr"
            label={t('form.email')}
            autoComplete="email"
          />
          <TextField
            {...bind('phone')}
            type="tel"
            inputMode="tel"
            dir="ltr"
            label={t('form.phone')}
            autoComplete="tel"
          />
          <CountrySelect
            {...bind('inqCountry')}
            label={t('form.country')}
            placeholder={t('form.countryPlaceholder')}
            options={countries}
            autoComplete="country"
          />
          <div className={styles.full}>
            <Select
              {...bind('department')}
              onChange={onDepartmentChange}
              label={t('form.department')}
              placeholder={t('form.departmentPlaceholder')}
              options={DEPARTMENTS.map(({ id }) => ({ value: id, label: t(`departments.${id}`) }))}
            />
          </div>
        </div>

        {fields.shown.has('selectedOptionSales') && (
          <div className={styles.section}>
            <div onBlur={radioBlur('selectedOptionSales')}>
              <RadioGroup
                legend={t('form.salesOptionsLegend')}
                name="selectedOptionSales"
                value={values.selectedOptionSales}
                options={SALES_OPTIONS.map((id) => ({ value: id, label: t(`salesOptions.${id}`) }))}
                onChange={formik.handleChange}
                error={errorOf('selectedOptionSales')}
                required={fields.required.has('selectedOptionSales')}
              />
            </div>
            {fields.shown.has('targetCountry') && (
              <div className={styles.grid}>
                <CountrySelect
                  {...bind('targetCountry')}
                  label={t(`form.${targetCountryText}`)}
                  placeholder={t(`form.${targetCountryText}Placeholder`)}
                  options={countries}
                />
                {fields.shown.has('targetBrand') && (
                  <Select
                    {...bind('targetBrand')}
                    label={t('form.targetBrand')}
                    placeholder={t('form.targetBrandPlaceholder')}
                    options={brands}
                  />
                )}
              </div>
            )}
          </div>
        )}

        <div className={styles.section}>
          {fields.upload === 'credentials' && (
            <FileUpload
              key={`credentials-${uploadsGeneration}`}
              name="credentials"
              label={t('form.marketingUpload')}
              hint={t('form.marketingUploadHint')}
              {...uploadProps('credentials')}
            />
          )}
          {fields.shown.has('targetFunction') && (
            <div className={styles.grid}>
              <Select
                {...bind('targetFunction')}
                label={t('form.targetFunction')}
                placeholder={t('form.targetFunctionPlaceholder')}
                options={TARGET_FUNCTIONS.map((id) => ({ value: id, label: t(`functions.${id}`) }))}
              />
              {fields.upload === 'resume' && (
                <div className={styles.full}>
                  <FileUpload
                    key={`resume-${uploadsGeneration}`}
                    name="resume"
                    label={t('form.resume')}
                    {...uploadProps('resume')}
                  />
                </div>
              )}
            </div>
          )}
          {fields.shown.has('selectedOption') && (
            <div onBlur={radioBlur('selectedOption')}>
              <RadioGroup
                legend={t('form.supportOptionsLegend')}
                name="selectedOption"
                value={values.selectedOption}
                options={SUPPORT_OPTIONS.map((id) => ({
                  value: id,
                  label: t(`supportOptions.${id}`),
                }))}
                onChange={formik.handleChange}
                error={errorOf('selectedOption')}
                required={fields.required.has('selectedOption')}
              />
            </div>
          )}
          {fields.shown.has('brandCategory') && (
            <div className={styles.grid}>
              <div className={styles.full} onBlur={radioBlur('brandCategory')}>
                <RadioGroup
                  legend={t('form.brandCategory')}
                  name="brandCategory"
                  value={values.brandCategory}
                  options={BRAND_CATEGORIES.map((id) => ({
                    value: id,
                    label: t(`brandCategories.${id}`),
                  }))}
                  onChange={formik.handleChange}
                  required={fields.required.has('brandCategory')}
                />
              </div>
              {fields.shown.has('brandName') && (
                <Select
                  {...bind('brandName')}
                  label={t('form.brandName')}
                  placeholder={t('form.brandNamePlaceholder')}
                  options={brands}
                />
              )}
              {fields.shown.has('purchaseFrom') && (
                <TextField
                  {...bind('purchaseFrom')}
                  label={t('form.purchaseFrom')}
                  autoComplete="off"
                />
              )}
              {fields.shown.has('bnf') && (
                <div className={[styles.full, styles.bnf].join(' ')}>
                  <TextField
                    {...bind('bnf')}
                    type="tel"
                    inputMode="numeric"
                    dir="ltr"
                    autoComplete="off"
                    label={t('form.bnf')}
                    hint={t('form.bnfHint')}
                  />
                  <img
                    className={styles.bnfSample}
                    src={`${mediaHost}${BNF_SAMPLE_PATH}`}
                    alt={t('form.bnfSampleAlt')}
                    loading="lazy"
                  />
                </div>
              )}
              {fields.shown.has('expiry') && (
                <TextField {...bind('expiry')} type="date" label={t('form.expiry')} />
              )}
              {fields.shown.has('purchaseDate') && (
                <TextField {...bind('purchaseDate')} type="date" label={t('form.purchaseDate')} />
              )}
              {fields.upload === 'photos' && (
                <div className={styles.full}>
                  <FileUpload
                    key={`photos-${uploadsGeneration}`}
                    name="photos"
                    label={t('form.uploadPhotos')}
                    accept="image/*"
                    {...uploadProps('photos')}
                  />
                </div>
              )}
            </div>
          )}
          {fields.shown.has('orderNumber') && (
            <TextField {...bind('orderNumber')} label={t('form.orderNumber')} />
          )}
          {fields.shown.has('productIdea') && (
            <TextField {...bind('productIdea')} label={t('form.productIdea')} multiline={5} />
          )}
          {fields.shown.has('message') && (
            <TextField {...bind('message')} label={t('form.message')} multiline={5} />
          )}
        </div>

        <div className={styles.actions}>
          <Button ref={submitRef} type="submit" size="lg" loading={busy}>
            {t('form.submit')}
          </Button>
        </div>
      </form>

      <div className={styles.status} data-tone={tone}>
        <p role="status" className={styles.statusText}>
          {tone === 'success' && <CheckIcon size="sm" />}
          {tone === 'critical' && <AlertIcon size="sm" />}
          {status}
        </p>
        {phase === 'failed' && (
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('status.retry')}
          </Button>
        )}
      </div>

      <Dialog
        open={popupOpen}
        onClose={() => setPopupOpen(false)}
        title={t('popup.title')}
        initialFocusRef={homeRef}
        actions={
          <Link
            ref={homeRef}
            to={homeHref}
            className={buttonStyles({ variant: 'primary' })}
            onClick={() => {
              setPopupOpen(false);
              window.scrollTo({ top: 0, behavior: 'instant' });
            }}
          >
            {t('popup.home')}
          </Link>
        }
      >
        <p>{t('status.success')}</p>
        <p>{t('popup.text')}</p>
      </Dialog>
    </div>
  );
}

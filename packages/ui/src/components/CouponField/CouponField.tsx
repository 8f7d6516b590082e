import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { couponMachine, type PrizeRecord } from '@rimal/core';
import { AlertIcon, CheckIcon } from '../../icons';
import { useServices } from '../../services';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import { usePrizeText } from './prizeText';
import * as styles from './CouponField.css';

export interface CouponFieldProps {
  /** Reports the valid record, or null once there is none, so the totals apply its discount. */
  onRecordChange: (record: PrizeRecord | null) => void;
  /** Lock the code once payment has started, so the charge matches the order. @default false */
  disabled?: boolean;
}

/**
 * The coupon or prize code check (docs/requirements.md §4): Loading... while verifying, a green check
 * and the prize message when valid, the message and red banner when not valid or used, and
 * (beyond the spec, which has no such state) a retry when the shop cannot be reached.
 *
 * Use it only for the coupon or prize code: it checks the code with the shop and passes the
 * result to the order. For plain free text use a `TextField`.
 */
export function CouponField({ onRecordChange, disabled = false }: CouponFieldProps) {
  const { t } = useTranslation('checkout');
  const { shop } = useServices();
  const [snapshot, send] = useMachine(couponMachine, { input: { shop } });
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const { record } = snapshot.context;
  const prizeText = usePrizeText(record);

  const verifying = snapshot.hasTag('busy');
  const valid = snapshot.hasTag('valid');
  const invalid = snapshot.hasTag('invalid');
  const failed = snapshot.hasTag('failed');

  const reported = useRef<PrizeRecord | null>(null);
  const report = useRef(onRecordChange);
  useEffect(() => {
    report.current = onRecordChange;
  }, [onRecordChange]);
  useEffect(() => {
    if (reported.current === record) return;
    reported.current = record;
    report.current(record);
  }, [record]);

  return (
    <form
      className={styles.root}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (disabled || verifying) return;
        if (code.trim() === '') inputRef.current?.focus();
        else send({ type: 'CODE', code });
      }}
    >
      <div className={styles.row}>
        <TextField
          ref={inputRef}
          label={t('coupon.label')}
          name="coupon"
          value={code}
          placeholder={t('coupon.placeholder')}
          autoComplete="off"
          dir="ltr"
          disabled={disabled}
          error={invalid ? t('coupon.invalid') : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <span className={styles.apply}>
          <Button type="submit" variant="secondary" loading={verifying} disabled={disabled}>
            {t('coupon.apply')}
          </Button>
        </span>
      </div>
      <div className={styles.status} aria-live="polite">
        {verifying && (
          <p className={styles.loading}>
            <Spinner />
            {t('coupon.loading')}
          </p>
        )}
        {valid && record && (
          <p className={styles.valid}>
            <span className={styles.check}>
              <CheckIcon size="sm" />
            </span>
            {t('coupon.valid')}
            <strong className={styles.code} dir="ltr">
              {record.code}
            </strong>
            {!disabled && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  send({ type: 'CLEAR' });
                  setCode('');
                  inputRef.current?.focus();
                }}
              >
                {t('coupon.remove')}
              </Button>
            )}
          </p>
        )}
        {valid && prizeText && (
          <div className={styles.prize} data-prize={record?.winItemName ?? undefined}>
            <p className={styles.prizeTitle}>{t('prize.title')}</p>
            <p>{prizeText}</p>
          </div>
        )}
      </div>
      {invalid && (
        <p className={styles.banner} role="alert">
          <AlertIcon size="sm" />
          {t('coupon.invalidBanner')}
        </p>
      )}
      {failed && (
        <div className={styles.error} role="alert">
          <span>{t('coupon.error')}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => send({ type: 'CODE', code: snapshot.context.code })}
          >
            {t('coupon.retry')}
          </Button>
        </div>
      )}
    </form>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { Button, Message, Spinner, TextField } from '@vitrina/shared/ui';
import { usePaymentSettings, useSavePaymentSettings } from '../hooks/use-delivery-payments';
import styles from './DeliveryPaymentsPanel.module.css';

/** The shop's monobank acquiring token (docs/product.md §9.12): checked with monobank, stored encrypted. */
export function PaymentSettingsCard() {
  const { t } = useTranslation();
  const settings = usePaymentSettings();
  const save = useSavePaymentSettings();
  const [token, setToken] = useState('');
  const heading = useId();
  return (
    <section className={styles.card} aria-labelledby={heading}>
      <h2 id={heading} className={styles.heading}>
        {t('delivery.pay.title')}
      </h2>
      {settings.isPending ? (
        <Spinner label={t('delivery.pay.loading')} />
      ) : settings.isError ? (
        <Message kind="error">{errorText(settings.error, t('delivery.pay.loadError'))}</Message>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(token.trim(), { onSuccess: () => setToken('') });
          }}
        >
          {settings.data.sandbox && <Message kind="info">{t('delivery.pay.sandbox')}</Message>}
          <p className={styles.muted}>
            {settings.data.has_token
              ? t('delivery.pay.tokenSet', {
                  hint: settings.data.token_hint,
                  merchant: settings.data.merchant_name ?? '—',
                })
              : t('delivery.pay.noToken')}
          </p>
          <TextField
            label={t('delivery.pay.token')}
            type="password"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
          <Button type="submit" loading={save.isPending} disabled={!token.trim()}>
            {t('delivery.pay.save')}
          </Button>
          <div aria-live="polite">
            {save.isError && <Message kind="error">{errorText(save.error, t('delivery.pay.saveError'))}</Message>}
            {save.isSuccess && <Message kind="success">{t('delivery.pay.saved')}</Message>}
          </div>
        </form>
      )}
    </section>
  );
}

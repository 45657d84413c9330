import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import type { NovaPoshtaSettings } from '@vitrina/shared/contracts';
import { NpPicker, useNpSettings } from '@vitrina/shared/nova-poshta';
import { Button, Message, Spinner, TextField } from '@vitrina/shared/ui';
import { useSaveNpSettings } from '../hooks/use-delivery-payments';
import styles from './DeliveryPaymentsPanel.module.css';

/**
 * The shop's Nova Poshta settings (docs/product.md §9.11): the API key (checked with Nova Poshta,
 * stored encrypted, shown only by its last characters), the city and branch parcels leave from,
 * and a parcel's default weight, declared value and contents.
 */
export function NpSettingsCard() {
  const { t } = useTranslation();
  const settings = useNpSettings();
  const heading = useId();
  return (
    <section className={styles.card} aria-labelledby={heading}>
      <h2 id={heading} className={styles.heading}>
        {t('delivery.np.title')}
      </h2>
      {settings.isPending ? (
        <Spinner label={t('delivery.np.loading')} />
      ) : settings.isError ? (
        <Message kind="error">{errorText(settings.error, t('delivery.np.loadError'))}</Message>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: NovaPoshtaSettings }) {
  const { t } = useTranslation();
  const save = useSaveNpSettings();
  const [key, setKey] = useState('');
  const [weight, setWeight] = useState(String(settings.weight));
  const [declared, setDeclared] = useState(settings.declared_value === null ? '' : String(settings.declared_value));
  const [description, setDescription] = useState(settings.description);
  const [saved, setSaved] = useState(false);
  const submit = async () => {
    setSaved(false);
    try {
      await save.mutateAsync({
        ...(key.trim() ? { api_key: key.trim() } : {}),
        weight: Number(weight.replace(',', '.')),
        declared_value: declared.trim() ? Number(declared) : null,
        description: description.trim(),
      });
      setKey('');
      setSaved(true);
    } catch {
      // shown below from save.error
    }
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {settings.sandbox && <Message kind="info">{t('delivery.np.sandbox')}</Message>}
      <p className={styles.muted}>
        {settings.has_api_key
          ? t('delivery.np.keySet', { hint: settings.api_key_hint, sender: settings.sender_name ?? '—' })
          : t('delivery.np.noKey')}
      </p>
      <TextField
        label={t('delivery.np.apiKey')}
        type="password"
        autoComplete="off"
        value={key}
        onChange={(e) => setKey(e.target.value)}
        hint={t('delivery.np.apiKeyHint')}
      />
      <p>
        {t('delivery.np.from')}:{' '}
        <strong>
          {settings.city_name && settings.warehouse_name
            ? `${settings.city_name}, ${settings.warehouse_name}`
            : t('delivery.np.fromNone')}
        </strong>
      </p>
      <NpPicker
        kind="BRANCH"
        label={t('delivery.np.chooseFrom')}
        onPick={(p) =>
          save.mutate({
            city_ref: p.city_ref,
            city_name: p.city,
            warehouse_ref: p.warehouse_ref,
            warehouse_name: p.branch,
          })
        }
      />
      <TextField
        label={t('delivery.np.weight')}
        inputMode="decimal"
        value={weight}
        onChange={(e) => setWeight(e.target.value)}
      />
      <TextField
        label={t('delivery.np.declared')}
        inputMode="numeric"
        value={declared}
        onChange={(e) => setDeclared(e.target.value)}
        hint={t('delivery.np.declaredHint')}
      />
      <TextField
        label={t('delivery.np.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={100}
      />
      <Button type="submit" loading={save.isPending}>
        {t('delivery.np.save')}
      </Button>
      <div aria-live="polite">
        {save.isError && <Message kind="error">{errorText(save.error, t('delivery.np.saveError'))}</Message>}
        {saved && <Message kind="success">{t('delivery.np.saved')}</Message>}
      </div>
    </form>
  );
}

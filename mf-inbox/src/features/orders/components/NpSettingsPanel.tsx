import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { Button, Message, Spinner, TextField } from '@vitrina/shared/ui';
import { useNpSettings, useSaveNpSettings } from '../hooks/use-shipping';
import type { NovaPoshtaSettings } from '../types';
import { NpPicker } from './NpPicker';
import styles from './Orders.module.css';

/**
 * The shop's Nova Poshta settings (docs/product.md §9.11): the API key (checked with Nova Poshta,
 * stored encrypted, shown only by its last characters), the city and branch parcels leave from,
 * and a parcel's default weight, declared value and contents.
 */
export function NpSettingsPanel() {
  const { t } = useTranslation();
  const settings = useNpSettings();
  return (
    <details className={styles.npSettings}>
      <summary>{t('orders.np.settingsTitle')}</summary>
      {settings.isPending ? (
        <Spinner label={t('orders.np.loading')} />
      ) : settings.isError ? (
        <Message kind="error">{errorText(settings.error, t('orders.np.loadError'))}</Message>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </details>
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
      {settings.sandbox && <Message kind="info">{t('orders.np.sandbox')}</Message>}
      <p className={styles.muted}>
        {settings.has_api_key
          ? t('orders.np.keySet', { hint: settings.api_key_hint, sender: settings.sender_name ?? '—' })
          : t('orders.np.noKey')}
      </p>
      <TextField
        label={t('orders.np.apiKey')}
        type="password"
        autoComplete="off"
        value={key}
        onChange={(e) => setKey(e.target.value)}
        hint={t('orders.np.apiKeyHint')}
      />
      <p>
        {t('orders.np.from')}:{' '}
        <strong>
          {settings.city_name && settings.warehouse_name
            ? `${settings.city_name}, ${settings.warehouse_name}`
            : t('orders.np.fromNone')}
        </strong>
      </p>
      <NpPicker
        kind="BRANCH"
        label={t('orders.np.chooseFrom')}
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
        label={t('orders.np.weight')}
        inputMode="decimal"
        value={weight}
        onChange={(e) => setWeight(e.target.value)}
      />
      <TextField
        label={t('orders.np.declared')}
        inputMode="numeric"
        value={declared}
        onChange={(e) => setDeclared(e.target.value)}
        hint={t('orders.np.declaredHint')}
      />
      <TextField
        label={t('orders.np.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={100}
      />
      <Button type="submit" loading={save.isPending}>
        {t('orders.np.save')}
      </Button>
      <div aria-live="polite">
        {save.isError && <Message kind="error">{errorText(save.error, t('orders.np.saveError'))}</Message>}
        {saved && <Message kind="success">{t('orders.np.saved')}</Message>}
      </div>
    </form>
  );
}

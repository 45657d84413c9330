import { useTranslation } from 'react-i18next';
import { DELIVERY_TYPES, PAYMENT_TYPES } from '@vitrina/shared/contracts/constants';
import { Select, TextArea, TextField } from '@vitrina/shared/ui';
import type { OrderFormErrors, OrderFormValues } from '../model/order-form';
import styles from './Orders.module.css';

interface Props {
  values: OrderFormValues;
  errors: OrderFormErrors;
  onChange: (patch: Partial<OrderFormValues>) => void;
  disabled?: boolean;
}

/** The customer's contacts, delivery, payment and note (docs/product.md §9.8), editable. */
export function OrderFields({ values, errors, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const err = (key: keyof OrderFormErrors) => (errors[key] ? t(errors[key]!) : undefined);
  const courier = values.delivery_type === 'COURIER';
  return (
    <div className={styles.fields}>
      <TextField
        label={t('orders.fields.name')}
        value={values.customer_name}
        onChange={(e) => onChange({ customer_name: e.target.value })}
        error={err('customer_name')}
        autoComplete="off"
        disabled={disabled}
      />
      <TextField
        label={t('orders.fields.phone')}
        value={values.phone}
        onChange={(e) => onChange({ phone: e.target.value })}
        error={err('phone')}
        inputMode="tel"
        autoComplete="off"
        disabled={disabled}
      />
      <Select
        label={t('orders.fields.delivery')}
        value={values.delivery_type}
        options={DELIVERY_TYPES.map((d) => ({ value: d, label: t(`orders.delivery.${d}`) }))}
        onChange={(v) => onChange({ delivery_type: v as OrderFormValues['delivery_type'], warehouse_ref: null })}
        disabled={disabled}
      />
      <TextField
        label={t('orders.fields.city')}
        value={values.city}
        // Typed by hand: no longer the place chosen from Nova Poshta's directory.
        onChange={(e) => onChange({ city: e.target.value, city_ref: null, warehouse_ref: null })}
        error={err('city')}
        disabled={disabled}
      />
      {courier ? (
        <TextField
          label={t('orders.fields.address')}
          value={values.address}
          onChange={(e) => onChange({ address: e.target.value })}
          error={err('address')}
          disabled={disabled}
        />
      ) : (
        <TextField
          label={t(values.delivery_type === 'NOVA_POSHTA_LOCKER' ? 'orders.fields.locker' : 'orders.fields.branch')}
          value={values.branch}
          onChange={(e) => onChange({ branch: e.target.value, warehouse_ref: null })}
          error={err('branch')}
          disabled={disabled}
        />
      )}
      <Select
        label={t('orders.fields.payment')}
        value={values.payment}
        placeholder={t('orders.fields.choose')}
        options={PAYMENT_TYPES.map((p) => ({ value: p, label: t(`orders.payment.${p}`) }))}
        onChange={(v) => onChange({ payment: v as OrderFormValues['payment'] })}
        error={err('payment')}
        disabled={disabled}
      />
      <TextArea
        label={t('orders.fields.note')}
        value={values.note}
        onChange={(e) => onChange({ note: e.target.value })}
        rows={2}
        maxLength={1000}
        disabled={disabled}
      />
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/shared/ui';
import styles from './Orders.module.css';

/** An item added by its article code (the panel's draft and the order page's lines). */
export function AddLine({ onAdd }: { onAdd: (code: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const id = useId();
  return (
    <div className={styles.addLine}>
      <label htmlFor={id}>{t('orders.line.addLabel')}</label>
      <input id={id} value={code} onChange={(e) => setCode(e.target.value)} maxLength={64} />
      <Button
        type="button"
        variant="secondary"
        disabled={!code.trim()}
        onClick={() => {
          onAdd(code.trim());
          setCode('');
        }}
      >
        {t('orders.line.add')}
      </Button>
    </div>
  );
}

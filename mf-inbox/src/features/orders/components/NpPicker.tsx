import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import { Button, Message, Spinner } from '@vitrina/shared/ui';
import { useNpCities, useNpWarehouses } from '../hooks/use-shipping';
import styles from './Orders.module.css';

export interface NpPlace {
  city: string;
  city_ref: string;
  branch: string;
  warehouse_ref: string;
}

/**
 * A city and a branch (or parcel locker) chosen from Nova Poshta's directory as the owner types
 * (docs/product.md §9.11): the city by its first letters, then the branch by number or address.
 * A closed branch is shown but cannot be chosen.
 */
export function NpPicker({
  kind,
  onPick,
  label,
}: {
  kind?: 'BRANCH' | 'LOCKER';
  onPick: (place: NpPlace) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [cityText, setCityText] = useState('');
  const [city, setCity] = useState<{ ref: string; name: string } | null>(null);
  const [branchText, setBranchText] = useState('');
  const cities = useNpCities(city ? '' : cityText);
  const warehouses = useNpWarehouses(city?.ref ?? null, branchText, kind);
  const cityId = useId();
  const branchId = useId();
  return (
    <fieldset className={styles.linesEditor}>
      <legend>{label}</legend>
      {!city ? (
        <>
          <label htmlFor={cityId}>{t('orders.np.citySearch')}</label>
          <input
            id={cityId}
            value={cityText}
            onChange={(e) => setCityText(e.target.value)}
            maxLength={100}
            autoComplete="off"
          />
          {cities.isFetching && <Spinner label={t('orders.np.searching')} />}
          {cities.isError && <Message kind="error">{errorText(cities.error, t('orders.np.searchError'))}</Message>}
          {cities.data && cities.data.length === 0 && <p className={styles.muted}>{t('orders.np.noCity')}</p>}
          <ul className={styles.lines} aria-label={t('orders.np.cities')}>
            {cities.data?.map((c) => (
              <li key={c.ref}>
                <Button type="button" variant="ghost" onClick={() => setCity({ ref: c.ref, name: c.name })}>
                  {c.present}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>
            {t('orders.np.city')}: <strong>{city.name}</strong>{' '}
            <Button type="button" variant="ghost" onClick={() => setCity(null)}>
              {t('orders.np.otherCity')}
            </Button>
          </p>
          <label htmlFor={branchId}>{t('orders.np.branch')}</label>
          <input
            id={branchId}
            value={branchText}
            onChange={(e) => setBranchText(e.target.value)}
            maxLength={100}
            autoComplete="off"
          />
          {warehouses.isFetching && <Spinner label={t('orders.np.searching')} />}
          {warehouses.isError && (
            <Message kind="error">{errorText(warehouses.error, t('orders.np.searchError'))}</Message>
          )}
          <ul className={styles.lines} aria-label={t('orders.np.branches')}>
            {warehouses.data?.map((w) => (
              <li key={w.ref}>
                <Button
                  type="button"
                  variant="ghost"
                  disabled={!w.working}
                  onClick={() => onPick({ city: city.name, city_ref: city.ref, branch: w.name, warehouse_ref: w.ref })}
                >
                  {w.name}
                  {!w.working ? ` — ${t('orders.np.closed')}` : ''}
                  {w.max_weight && w.kind === 'LOCKER' ? ` (${t('orders.np.maxWeight', { kg: w.max_weight })})` : ''}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}

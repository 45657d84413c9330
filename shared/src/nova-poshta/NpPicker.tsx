import { useId, useState } from 'react';
import { errorText } from '@vitrina/shared';
import { Button, Message, Spinner } from '@vitrina/shared/ui';
import { useNpCities, useNpWarehouses } from './hooks';
import { useNpPickerLabels } from './labels';
import styles from './np-picker.module.css';

export interface NpPlace {
  city: string;
  city_ref: string;
  branch: string;
  warehouse_ref: string;
}

/**
 * A city and a branch (or parcel locker) chosen from Nova Poshta's directory as the owner types
 * (docs/product.md §9.11): the city by its first letters, then the branch by number or address.
 * A closed branch is shown but cannot be chosen. Used by the order page (the customer's branch)
 * and Settings (the branch parcels leave from).
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
  const l = useNpPickerLabels();
  const [cityText, setCityText] = useState('');
  const [city, setCity] = useState<{ ref: string; name: string } | null>(null);
  const [branchText, setBranchText] = useState('');
  const cities = useNpCities(city ? '' : cityText);
  const warehouses = useNpWarehouses(city?.ref ?? null, branchText, kind);
  const cityId = useId();
  const branchId = useId();
  return (
    <fieldset className={styles.picker}>
      <legend>{label}</legend>
      {!city ? (
        <>
          <label htmlFor={cityId}>{l.citySearch}</label>
          <input
            id={cityId}
            value={cityText}
            onChange={(e) => setCityText(e.target.value)}
            maxLength={100}
            autoComplete="off"
          />
          {cities.isFetching && <Spinner label={l.searching} />}
          {cities.isError && <Message kind="error">{errorText(cities.error, l.searchError)}</Message>}
          {cities.data && cities.data.length === 0 && <p className={styles.muted}>{l.noCity}</p>}
          <ul className={styles.found} aria-label={l.cities}>
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
            {l.city}: <strong>{city.name}</strong>{' '}
            <Button type="button" variant="ghost" onClick={() => setCity(null)}>
              {l.otherCity}
            </Button>
          </p>
          <label htmlFor={branchId}>{l.branch}</label>
          <input
            id={branchId}
            value={branchText}
            onChange={(e) => setBranchText(e.target.value)}
            maxLength={100}
            autoComplete="off"
          />
          {warehouses.isFetching && <Spinner label={l.searching} />}
          {warehouses.isError && <Message kind="error">{errorText(warehouses.error, l.searchError)}</Message>}
          <ul className={styles.found} aria-label={l.branches}>
            {warehouses.data?.map((w) => (
              <li key={w.ref}>
                <Button
                  type="button"
                  variant="ghost"
                  disabled={!w.working}
                  onClick={() => onPick({ city: city.name, city_ref: city.ref, branch: w.name, warehouse_ref: w.ref })}
                >
                  {w.name}
                  {!w.working ? ` — ${l.closed}` : ''}
                  {w.max_weight && w.kind === 'LOCKER' ? ` (${l.maxWeight(w.max_weight)})` : ''}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}

/**
 * The Nova Poshta sandbox's directory (issue 49): a few settlements and their branches and parcel
 * locker, shaped as Address.searchSettlements and Address.getWarehouses answer
 * (https://developers.novaposhta.ua/view/model/a0cf0f5f-8512-11ec-8ced-005056b2dbe1). Kyiv's
 * refs are Nova Poshta's own; the others are made up for the sandbox. One branch is closed and
 * the locker takes at most 20 kg a place, so those refusals can be tried.
 */
export interface SandboxCity {
  settlementRef: string;
  cityRef: string;
  name: string;
  area: string;
  type: string;
}

export interface SandboxWarehouse {
  ref: string;
  cityRef: string;
  number: string;
  category: 'Branch' | 'Postomat';
  address: string;
  status: 'Working' | 'NotWorking';
  placeMaxKg: number;
}

export const SANDBOX_CITIES: SandboxCity[] = [
  {
    settlementRef: 'e718a680-4b33-11e4-ab6d-005056801329',
    cityRef: '8d5a980d-391c-11dd-90d9-001a92567626',
    name: 'Київ',
    area: 'Київська',
    type: 'м.',
  },
  {
    settlementRef: 'e71abb60-4b33-11e4-ab6d-005056801329',
    cityRef: 'db5c88f5-391c-11dd-90d9-001a92567626',
    name: 'Львів',
    area: 'Львівська',
    type: 'м.',
  },
  {
    settlementRef: 'e71c2a15-4b33-11e4-ab6d-005056801329',
    cityRef: 'db5c88d0-391c-11dd-90d9-001a92567626',
    name: 'Одеса',
    area: 'Одеська',
    type: 'м.',
  },
  {
    settlementRef: 'e71f8842-4b33-11e4-ab6d-005056801329',
    cityRef: 'db5c88e0-391c-11dd-90d9-001a92567626',
    name: 'Харків',
    area: 'Харківська',
    type: 'м.',
  },
  {
    settlementRef: 'e717110a-4b33-11e4-ab6d-005056801329',
    cityRef: 'sandbox-brovary-city-0000000000000001',
    name: 'Бровари',
    area: 'Київська',
    type: 'м.',
  },
];

const wh = (
  city: string,
  n: number,
  category: SandboxWarehouse['category'],
  address: string,
  status: SandboxWarehouse['status'] = 'Working',
): SandboxWarehouse => ({
  ref: `sandbox-wh-${city.slice(0, 8)}-${String(n).padStart(4, '0')}`,
  cityRef: city,
  number: String(n),
  category,
  address,
  status,
  placeMaxKg: category === 'Postomat' ? 20 : 1000,
});

const KYIV = SANDBOX_CITIES[0].cityRef;
const LVIV = SANDBOX_CITIES[1].cityRef;
const ODESA = SANDBOX_CITIES[2].cityRef;
const KHARKIV = SANDBOX_CITIES[3].cityRef;
const BROVARY = SANDBOX_CITIES[4].cityRef;

export const SANDBOX_WAREHOUSES: SandboxWarehouse[] = [
  wh(KYIV, 1, 'Branch', 'вул. Пирогівський шлях, 135'),
  wh(KYIV, 12, 'Branch', 'вул. Хрещатик, 22'),
  wh(KYIV, 25, 'Branch', 'вул. Сагайдачного, 8', 'NotWorking'),
  wh(KYIV, 5501, 'Postomat', 'вул. Велика Васильківська, 72 (Сільпо)'),
  wh(LVIV, 3, 'Branch', 'вул. Городоцька, 355'),
  wh(LVIV, 7720, 'Postomat', 'пл. Ринок, 1'),
  wh(ODESA, 2, 'Branch', 'вул. Базова, 16'),
  wh(KHARKIV, 4, 'Branch', 'просп. Науки, 9'),
  wh(BROVARY, 1, 'Branch', 'вул. Київська, 253'),
];

/** How Nova Poshta names a warehouse: "Відділення №12 (до 30 кг): вул. Хрещатик, 22". */
export function warehouseDescription(w: SandboxWarehouse): string {
  return w.category === 'Postomat'
    ? `Поштомат "Нова Пошта" №${w.number}: ${w.address}`
    : `Відділення №${w.number}: ${w.address}`;
}

import { randomUUID } from 'node:crypto';
import { SANDBOX_CITIES, SANDBOX_WAREHOUSES, warehouseDescription, type SandboxWarehouse } from './directory';
import { NP_STATUS_TEXT, type NpStatusCode } from './statuses';

/**
 * The Nova Poshta sandbox (issue 49, docs/product.md §9.11): answers Nova Poshta's JSON API 2.0
 * calls Vitrina makes with the real envelope and shapes, refuses what Nova Poshta refuses (a wrong
 * key, an unknown city or branch, a closed branch, a parcel over a locker's weight, a missing
 * field) with its `errors`, and moves each waybill through its statuses on a clock: every
 * `stepSeconds` one step (created → on the way → arrived at the branch → received; a recipient
 * phone ending in 00 refuses the parcel instead of receiving it, and its return waybill, named in
 * `LastCreatedOnTheBasisNumber`, then goes back to the sender's branch and is received there).
 * Statuses are Nova Poshta's codes and texts (./statuses.ts). State is in memory.
 */
type Props = Record<string, unknown>;

interface SandboxDocument {
  ref: string;
  number: string;
  createdAt: number;
  recipientPhone: string;
  warehouse: SandboxWarehouse;
  cityName: string;
  /** Where a refused parcel goes back to (the sender's branch and city). */
  senderWarehouse: SandboxWarehouse;
  senderCity: string;
  /** A return waybill: the number of the refused parcel it brings back. */
  returnOf?: string;
  /** A refused parcel's return waybill, once made. */
  returnNumber?: string;
}

export interface NpRequest {
  apiKey?: unknown;
  modelName?: unknown;
  calledMethod?: unknown;
  methodProperties?: unknown;
}

const envelope = (data: unknown[], errors: string[] = [], warnings: unknown[] = []) => ({
  success: errors.length === 0,
  data: errors.length === 0 ? data : [],
  errors,
  warnings,
  info: errors.length === 0 ? { totalCount: data.length } : [],
  messageCodes: [],
  errorCodes: [],
  warningCodes: [],
  infoCodes: [],
});

const KEY = /^[0-9a-f]{32}$/;
/** A key Nova Poshta no longer takes (revoked in the cabinet): refused like a malformed one. */
export const SANDBOX_REVOKED_KEY = '0'.repeat(32);

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** A status as the sandbox answers it: Nova Poshta's text with the city it names filled in. */
const status = (code: NpStatusCode, city = '') => ({ code, text: NP_STATUS_TEXT[code].replace('YYYY', city) });

/** Steps of a parcel on the clock; a refusing recipient's ends at the refusal. */
const REFUSAL_STEP = 3;

export class NovaPoshtaSandbox {
  private readonly documents = new Map<string, SandboxDocument>();
  private offsetMs = 0;
  /** While true every call answers 503 with no envelope (Nova Poshta down). */
  down = false;

  constructor(readonly stepSeconds: number) {}

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves the sandbox's clock on (tests, the e2e and the developer's "advance" link). */
  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  /** Advances the clock by one step of every parcel. */
  step(): void {
    this.advance(this.stepSeconds);
  }

  handle(req: NpRequest): ReturnType<typeof envelope> {
    const key = str(req.apiKey);
    if (!KEY.test(key) || key === SANDBOX_REVOKED_KEY) return envelope([], ['API auth fail']);
    const props = (
      req.methodProperties && typeof req.methodProperties === 'object' ? req.methodProperties : {}
    ) as Props;
    const call = `${str(req.modelName)}.${str(req.calledMethod)}`;
    switch (call) {
      case 'Address.searchSettlements':
        return this.searchSettlements(props);
      case 'Address.getWarehouses':
        return this.getWarehouses(props);
      case 'Counterparty.getCounterparties':
        return envelope([
          {
            Ref: `sandbox-sender-${key.slice(0, 12)}`,
            Description: 'Приватна особа',
            FirstName: 'Приватна',
            LastName: 'особа',
            MiddleName: '',
            Counterparty: '',
            OwnershipForm: '',
            EDRPOU: '',
            CounterpartyType: 'PrivatePerson',
          },
        ]);
      case 'Counterparty.getCounterpartyContactPersons':
        return envelope([
          {
            Ref: `sandbox-contact-${key.slice(0, 12)}`,
            Description: 'Магазин Вітрина',
            Phones: '380501112233',
            Email: '',
            LastName: 'Вітрина',
            FirstName: 'Магазин',
            MiddleName: '',
          },
        ]);
      case 'Counterparty.save':
        return this.saveCounterparty(props);
      case 'InternetDocument.save':
        return this.saveDocument(props);
      case 'TrackingDocument.getStatusDocuments':
        return this.statuses(props);
      default:
        return envelope([], [`Method ${call} is not available in the sandbox`]);
    }
  }

  private searchSettlements(p: Props) {
    const name = str(p.CityName).trim().toLowerCase();
    if (!name) return envelope([], ['CityName is empty']);
    const limit = Math.max(1, Math.min(Number(p.Limit) || 50, 500));
    const found = SANDBOX_CITIES.filter((c) => c.name.toLowerCase().startsWith(name)).slice(0, limit);
    return envelope([
      {
        TotalCount: found.length,
        Addresses: found.map((c) => ({
          Present: `${c.type} ${c.name}, ${c.area} обл.`,
          Warehouses: SANDBOX_WAREHOUSES.filter((w) => w.cityRef === c.cityRef).length,
          MainDescription: c.name,
          Area: c.area,
          Region: '',
          SettlementTypeCode: c.type,
          Ref: c.settlementRef,
          DeliveryCity: c.cityRef,
          AddressDeliveryAllowed: true,
          StreetsAvailability: true,
          ParentRegionTypes: 'область',
          ParentRegionCode: 'обл.',
          RegionTypes: '',
          RegionTypesCode: '',
        })),
      },
    ]);
  }

  private getWarehouses(p: Props) {
    const cityRef = str(p.CityRef);
    const find = str(p.FindByString).trim().toLowerCase();
    const limit = Math.max(1, Math.min(Number(p.Limit) || 500, 500));
    const city = SANDBOX_CITIES.find((c) => c.cityRef === cityRef);
    if (cityRef && !city) return envelope([], ['CityRef is invalid']);
    const found = SANDBOX_WAREHOUSES.filter(
      (w) =>
        (!cityRef || w.cityRef === cityRef) &&
        (!find || w.number === find.replace(/\D/g, '') || warehouseDescription(w).toLowerCase().includes(find)),
    ).slice(0, limit);
    return envelope(
      found.map((w) => {
        const c = SANDBOX_CITIES.find((x) => x.cityRef === w.cityRef)!;
        return {
          SiteKey: w.number,
          Description: warehouseDescription(w),
          ShortAddress: `${c.name}, ${w.address}`,
          Phone: '0-800-500-609',
          TypeOfWarehouse:
            w.category === 'Postomat' ? 'f9316480-5f2d-425d-bc2c-ac7cd29decf0' : '841339c7-591a-42e2-8233-7a0a00f0ed6f',
          Ref: w.ref,
          Number: w.number,
          CityRef: w.cityRef,
          CityDescription: c.name,
          SettlementRef: c.settlementRef,
          SettlementDescription: c.name,
          SettlementAreaDescription: `${c.area} обл.`,
          CategoryOfWarehouse: w.category,
          WarehouseStatus: w.status,
          PlaceMaxWeightAllowed: String(w.placeMaxKg),
          TotalMaxWeightAllowed: w.category === 'Postomat' ? '30' : '0',
        };
      }),
    );
  }

  private saveCounterparty(p: Props) {
    const errors: string[] = [];
    if (str(p.CounterpartyProperty) !== 'Recipient') errors.push('CounterpartyProperty is invalid');
    if (!str(p.FirstName).trim()) errors.push('FirstName is empty');
    if (!str(p.LastName).trim()) errors.push('LastName is empty');
    if (!/^380\d{9}$/.test(str(p.Phone))) errors.push('Phone is invalid');
    if (errors.length > 0) return envelope([], errors);
    const description = `${str(p.LastName)} ${str(p.FirstName)} ${str(p.MiddleName)}`.trim();
    return envelope([
      {
        Ref: randomUUID(),
        Description: description,
        FirstName: str(p.FirstName),
        MiddleName: str(p.MiddleName),
        LastName: str(p.LastName),
        Counterparty: '',
        OwnershipForm: '',
        OwnershipFormDescription: '',
        EDRPOU: '',
        CounterpartyType: 'PrivatePerson',
        ContactPerson: {
          success: true,
          data: [
            {
              Ref: randomUUID(),
              Description: description,
              LastName: str(p.LastName),
              FirstName: str(p.FirstName),
              MiddleName: str(p.MiddleName),
            },
          ],
          errors: [],
        },
      },
    ]);
  }

  /** InternetDocument.save to a branch or locker (ServiceType WarehouseWarehouse), as Nova Poshta checks it. */
  private saveDocument(p: Props) {
    const required = [
      'PayerType',
      'PaymentMethod',
      'DateTime',
      'CargoType',
      'Weight',
      'ServiceType',
      'SeatsAmount',
      'Description',
      'Cost',
      'CitySender',
      'Sender',
      'SenderAddress',
      'ContactSender',
      'SendersPhone',
      'CityRecipient',
      'Recipient',
      'RecipientAddress',
      'ContactRecipient',
      'RecipientsPhone',
    ];
    const missing = required.filter((k) => !str(p[k]).trim());
    if (missing.length > 0)
      return envelope(
        [],
        missing.map((k) => `${k} is empty`),
      );
    const errors: string[] = [];
    const weight = Number(str(p.Weight).replace(',', '.'));
    if (!(weight >= 0.1)) errors.push('Weight is invalid');
    if (!/^\d+$/.test(str(p.Cost)) || Number(p.Cost) < 1) errors.push('Cost is invalid');
    const city = SANDBOX_CITIES.find((c) => c.cityRef === str(p.CityRecipient));
    if (!city) errors.push('CityRecipient is invalid');
    const warehouse = SANDBOX_WAREHOUSES.find((w) => w.ref === str(p.RecipientAddress));
    if (!warehouse || (city && warehouse.cityRef !== city.cityRef)) errors.push('RecipientAddress is invalid');
    else if (warehouse.status !== 'Working') errors.push('Warehouse of recipient is not working');
    else if (weight > warehouse.placeMaxKg)
      errors.push(`Weight of the seat exceeds the maximum allowed for the warehouse (${warehouse.placeMaxKg} kg)`);
    if (!SANDBOX_WAREHOUSES.some((w) => w.ref === str(p.SenderAddress) && w.status === 'Working'))
      errors.push('SenderAddress is invalid');
    const backward = Array.isArray(p.BackwardDeliveryData) ? (p.BackwardDeliveryData as Props[]) : [];
    for (const b of backward)
      if (str(b.CargoType) !== 'Money' || !/^\d+(\.\d{1,2})?$/.test(str(b.RedeliveryString)))
        errors.push('BackwardDeliveryData is invalid');
    if (errors.length > 0 || !warehouse || !city) return envelope([], errors);
    const senderWarehouse = SANDBOX_WAREHOUSES.find((w) => w.ref === str(p.SenderAddress))!;
    const number = this.nextNumber();
    const ref = randomUUID();
    this.documents.set(number, {
      ref,
      number,
      createdAt: this.now(),
      recipientPhone: str(p.RecipientsPhone),
      warehouse,
      cityName: city.name,
      senderWarehouse,
      senderCity: SANDBOX_CITIES.find((c) => c.cityRef === senderWarehouse.cityRef)?.name ?? '',
    });
    const days = new Date(this.now() + 2 * 86_400_000);
    const date = `${String(days.getUTCDate()).padStart(2, '0')}.${String(days.getUTCMonth() + 1).padStart(2, '0')}.${days.getUTCFullYear()}`;
    return envelope([
      {
        Ref: ref,
        CostOnSite: weight > 10 ? 150 : 80,
        EstimatedDeliveryDate: date,
        IntDocNumber: number,
        TypeDocument: 'InternetDocument',
      },
    ]);
  }

  /** A 14-digit waybill number like Nova Poshta's (20 45…). */
  private nextNumber(): string {
    return `2045${String(Math.floor(this.now() / 1000) % 1e6).padStart(6, '0')}${String(this.documents.size % 10_000).padStart(4, '0')}`;
  }

  /**
   * The status a waybill has reached on the sandbox's clock: created (1) → on the way (5) → at the
   * branch (7; 8 in a locker) → received (9), or refused (103) with a return waybill made then,
   * which goes on the way back (5) → at the sender's branch (7) → received by the sender (9).
   */
  statusOf(number: string): { code: NpStatusCode; text: string } {
    const doc = this.documents.get(number);
    if (!doc) return status('3');
    const steps = Math.floor((this.now() - doc.createdAt) / (this.stepSeconds * 1000));
    if (doc.returnOf) return status((['5', '7', '9'] as const)[Math.min(steps, 2)], doc.cityName);
    const arrived = doc.warehouse.category === 'Postomat' ? '8' : '7';
    const refuses = doc.recipientPhone.endsWith('00');
    const code = (['1', '5', arrived, refuses ? '103' : '9'] as const)[Math.min(steps, REFUSAL_STEP)];
    if (code === '103' && !doc.returnNumber) this.makeReturn(doc);
    return status(code, doc.cityName);
  }

  /** The return waybill of a refused parcel, made at the moment of the refusal. */
  private makeReturn(doc: SandboxDocument): void {
    const number = this.nextNumber();
    doc.returnNumber = number;
    this.documents.set(number, {
      ref: randomUUID(),
      number,
      createdAt: doc.createdAt + REFUSAL_STEP * this.stepSeconds * 1000,
      recipientPhone: '',
      warehouse: doc.senderWarehouse,
      cityName: doc.senderCity,
      senderWarehouse: doc.warehouse,
      senderCity: doc.cityName,
      returnOf: doc.number,
    });
  }

  private statuses(p: Props) {
    const documents = Array.isArray(p.Documents) ? (p.Documents as Props[]) : [];
    if (documents.length === 0) return envelope([], ['Documents is empty']);
    if (documents.length > 100) return envelope([], ['Documents: no more than 100 in one request']);
    return envelope(
      documents.map((d) => {
        const number = str(d.DocumentNumber);
        const doc = this.documents.get(number);
        const { code, text } = this.statusOf(number);
        return {
          Number: number,
          StatusCode: code,
          Status: text,
          ...(doc
            ? {
                WarehouseRecipient: warehouseDescription(doc.warehouse),
                CityRecipient: doc.cityName,
                ScheduledDeliveryDate: '',
                RecipientDateTime: code === '9' ? new Date(this.now()).toISOString() : '',
                LastCreatedOnTheBasisNumber: doc.returnNumber ?? '',
              }
            : {}),
        };
      }),
    );
  }

  /** The waybill's printable label (a minimal one-page PDF naming the number), or null. */
  label(number: string): Buffer | null {
    const doc = [...this.documents.values()].find((d) => d.number === number || d.ref === number);
    return doc ? minimalPdf(`Nova Poshta sandbox - TTN ${doc.number} - ${doc.warehouse.number}`) : null;
  }
}

/** A valid one-page PDF showing one line of ASCII text (the sandbox's label). */
function minimalPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 20 120 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 241 241] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

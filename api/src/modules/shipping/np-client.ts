import { AppError } from '../../lib/errors';

/**
 * Nova Poshta's JSON API 2.0 (issue 49, docs/product.md §9.11): one entry point taking
 * `{ apiKey, modelName, calledMethod, methodProperties }` and answering
 * `{ success, data, errors, warnings, info, messageCodes, errorCodes, … }`
 * (https://developers.novaposhta.ua/documentation; the shapes used here are recorded in
 * api/test/nova-poshta.test.ts with the page of each method).
 */
export interface NpEnvelope<T> {
  success: boolean;
  data: T[];
  errors: string[];
  warnings: unknown[];
  info: unknown;
  messageCodes: string[];
  errorCodes: string[];
  warningCodes: string[];
  infoCodes: string[];
}

/** A settlement of `Address.searchSettlements` (data[0].Addresses[]). */
export interface NpSettlement {
  Present: string;
  Warehouses: number;
  MainDescription: string;
  Area: string;
  Region: string;
  SettlementTypeCode: string;
  Ref: string;
  /** The city's ref (CityRef) warehouses and waybills use. */
  DeliveryCity: string;
}

/** A branch or parcel locker of `Address.getWarehouses`. */
export interface NpWarehouse {
  Ref: string;
  Description: string;
  ShortAddress: string;
  Number: string;
  CityRef: string;
  CityDescription: string;
  SettlementRef: string;
  /** "Branch", "Postomat" (parcel locker), "Store". */
  CategoryOfWarehouse: string;
  TypeOfWarehouse: string;
  /** "Working", "NotWorking", "Temporarily NotWorking"… */
  WarehouseStatus: string;
  PlaceMaxWeightAllowed: string;
  TotalMaxWeightAllowed: string;
}

export interface NpCounterparty {
  Ref: string;
  Description: string;
  CounterpartyType?: string;
  ContactPerson?: { success: boolean; data: Array<{ Ref: string; Description: string }> };
}

export interface NpContactPerson {
  Ref: string;
  Description: string;
  Phones: string;
}

/** `InternetDocument.save`'s answer: the waybill's ref and number (ТТН). */
export interface NpDocument {
  Ref: string;
  CostOnSite: number | string;
  EstimatedDeliveryDate: string;
  IntDocNumber: string;
  TypeDocument: string;
}

/** `TrackingDocument.getStatusDocuments`'s answer per document. */
export interface NpStatus {
  Number: string;
  StatusCode: string;
  Status: string;
  WarehouseRecipient?: string;
  ScheduledDeliveryDate?: string;
  RecipientDateTime?: string;
  /** The waybill made on the basis of this one: a refused parcel's return to the sender. */
  LastCreatedOnTheBasisNumber?: string;
}

/** What a transport answers: the HTTP status and the parsed body (or a failure to reach it). */
export type NpTransport = (url: string, body: unknown) => Promise<{ status: number; body: unknown }>;

const TIMEOUT_MS = 15_000;

export const fetchTransport: NpTransport = async (url, body) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // An HTML error page (a proxy, maintenance): no envelope.
  }
  return { status: res.status, body: parsed };
};

/** Nova Poshta could not be reached or answered no envelope: 502, retried later by the queue. */
export class NpUnavailable extends AppError {
  constructor() {
    super(502, 'shipping.np_unavailable');
  }
}

/** Nova Poshta refused the call: 422 with its own reason (`errors`), nothing changed here. */
export class NpRefused extends AppError {
  constructor(readonly reasons: string[]) {
    super(422, 'shipping.np_refused', { reason: reasons.join('; ') || '—' });
  }
}

function isEnvelope(body: unknown): body is NpEnvelope<unknown> {
  return (
    typeof body === 'object' && body !== null && 'success' in body && Array.isArray((body as NpEnvelope<unknown>).data)
  );
}

/** The calls Vitrina makes, each with the shop's API key. */
export class NovaPoshtaClient {
  constructor(
    private readonly url: () => string,
    private readonly transport: NpTransport = fetchTransport,
  ) {}

  async call<T>(apiKey: string, modelName: string, calledMethod: string, methodProperties: object): Promise<T[]> {
    let res: { status: number; body: unknown };
    try {
      res = await this.transport(this.url(), { apiKey, modelName, calledMethod, methodProperties });
    } catch {
      throw new NpUnavailable();
    }
    if (!isEnvelope(res.body)) throw new NpUnavailable();
    const body = res.body as NpEnvelope<T>;
    if (!body.success) throw new NpRefused(Array.isArray(body.errors) ? body.errors.map(String) : []);
    return body.data;
  }

  /** Settlements whose name starts with `name` (Ukrainian), the ones with branches. */
  async searchSettlements(apiKey: string, name: string, limit = 10): Promise<NpSettlement[]> {
    const data = await this.call<{ TotalCount: number; Addresses: NpSettlement[] }>(
      apiKey,
      'Address',
      'searchSettlements',
      { CityName: name, Limit: String(limit), Page: '1' },
    );
    return data[0]?.Addresses ?? [];
  }

  getWarehouses(apiKey: string, cityRef: string, find: string, limit = 20): Promise<NpWarehouse[]> {
    return this.call<NpWarehouse>(apiKey, 'Address', 'getWarehouses', {
      CityRef: cityRef,
      FindByString: find,
      Limit: String(limit),
      Page: '1',
    });
  }

  /** The key's own sender (a private person or a company) and its contact person. */
  async sender(apiKey: string): Promise<{ sender: NpCounterparty; contact: NpContactPerson | null }> {
    const [sender] = await this.call<NpCounterparty>(apiKey, 'Counterparty', 'getCounterparties', {
      CounterpartyProperty: 'Sender',
      Page: '1',
    });
    if (!sender) throw new NpRefused(['No sender in this Nova Poshta account']);
    const [contact] = await this.call<NpContactPerson>(apiKey, 'Counterparty', 'getCounterpartyContactPersons', {
      Ref: sender.Ref,
      Page: '1',
    });
    return { sender, contact: contact ?? null };
  }

  /** A recipient (private person) and its contact person, made for a waybill. */
  async saveRecipient(
    apiKey: string,
    name: { first: string; last: string; middle: string },
    phone: string,
  ): Promise<{ ref: string; contactRef: string }> {
    const [made] = await this.call<NpCounterparty>(apiKey, 'Counterparty', 'save', {
      CounterpartyProperty: 'Recipient',
      CounterpartyType: 'PrivatePerson',
      FirstName: name.first,
      LastName: name.last,
      MiddleName: name.middle,
      Phone: phone,
      Email: '',
    });
    const contact = made?.ContactPerson?.data?.[0];
    if (!made || !contact) throw new NpRefused(['Nova Poshta made no recipient']);
    return { ref: made.Ref, contactRef: contact.Ref };
  }

  async saveDocument(apiKey: string, properties: Record<string, unknown>): Promise<NpDocument> {
    const [doc] = await this.call<NpDocument>(apiKey, 'InternetDocument', 'save', properties);
    if (!doc?.IntDocNumber) throw new NpRefused(['Nova Poshta made no waybill']);
    return doc;
  }

  statuses(apiKey: string, documents: Array<{ number: string; phone: string }>): Promise<NpStatus[]> {
    return this.call<NpStatus>(apiKey, 'TrackingDocument', 'getStatusDocuments', {
      Documents: documents.map((d) => ({ DocumentNumber: d.number, Phone: d.phone })),
    });
  }
}

import { NP_STATUS_TEXT } from '../src/modules/novaposhta-sandbox/statuses';
import { FINAL_STAGES, stageOf } from '../src/modules/shipping/np-stages';

/**
 * Every tracking status of Nova Poshta's API 2.0 reference (TrackingDocument.getStatusDocuments,
 * «Актуальні статуси трекінгу», https://developers.novaposhta.ua/documentation; quoted in full by
 * github.com/sirkostya009/go-novapost tracking_document.go) has the stage it moves an order to
 * (docs/product.md §9.11).
 */
const EXPECTED: Record<string, string> = {
  '1': 'CREATED',
  '12': 'CREATED',
  '2': 'DELETED',
  '3': 'UNKNOWN',
  '4': 'IN_TRANSIT',
  '41': 'IN_TRANSIT',
  '5': 'IN_TRANSIT',
  '6': 'IN_TRANSIT',
  '101': 'IN_TRANSIT',
  '104': 'IN_TRANSIT',
  '111': 'IN_TRANSIT',
  '112': 'IN_TRANSIT',
  '7': 'ARRIVED',
  '8': 'ARRIVED',
  '9': 'RECEIVED',
  '10': 'RECEIVED',
  '11': 'RECEIVED',
  '106': 'RECEIVED',
  '102': 'REFUSED',
  '103': 'REFUSED',
  '105': 'REFUSED',
};

describe("Nova Poshta's tracking statuses", () => {
  it('the sandbox knows every documented code, with its text word for word', () => {
    expect(Object.keys(NP_STATUS_TEXT).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(NP_STATUS_TEXT['1']).toBe('Відправник самостійно створив цю накладну, але ще не надав до відправки');
    expect(NP_STATUS_TEXT['9']).toBe('Відправлення отримано');
    expect(NP_STATUS_TEXT['102']).toBe('Відмова від отримання (Відправником створено замовлення на повернення)');
    expect(NP_STATUS_TEXT['103']).toBe('Відмова одержувача (отримувач відмовився від відправлення)');
    expect(NP_STATUS_TEXT['105']).toBe('Припинено зберігання');
  });

  it.each(Object.entries(EXPECTED))('code %s is the stage %s', (code, stage) => {
    expect(stageOf(code)).toBe(stage);
    expect(stageOf(Number(code))).toBe(stage);
  });

  it('a refused parcel is read until it is back; received, returned and deleted ones are not', () => {
    expect(FINAL_STAGES).not.toContain('REFUSED');
    expect([...FINAL_STAGES].sort()).toEqual(['DELETED', 'RECEIVED', 'RETURNED']);
  });
});

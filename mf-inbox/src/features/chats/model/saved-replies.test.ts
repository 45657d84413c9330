import type { SavedReply } from '@vitrina/shared/contracts';
import type { Message } from '../types';
import { fillReply, matchingReplies, productInPlay, savedReplyQuery, teammateJustReplied } from './saved-replies';

const reply = (shortcut: string, text: string, image_url: string | null = null): SavedReply => ({
  id: shortcut,
  shortcut,
  text,
  image_url,
  created_by: null,
  updated_at: '2026-11-29T08:00:00Z',
});
const message = (over: Partial<Message>): Message => ({ ...({} as Message), attachments: [], ...over });

describe('saved replies in the composer (docs/product.md §9.15)', () => {
  it('a "/" command alone is a query; text around it is not', () => {
    expect(savedReplyQuery('/Роз')).toBe('роз');
    expect(savedReplyQuery('/')).toBe('');
    expect(savedReplyQuery('Привіт /роз')).toBeNull();
    expect(savedReplyQuery('/роз мір')).toBeNull();
  });

  it('matches by the start of the command', () => {
    const list = [reply('розміри', 'a'), reply('доставка', 'b'), reply('розмір-взуття', 'c')];
    expect(matchingReplies(list, 'роз').map((r) => r.shortcut)).toEqual(['розміри', 'розмір-взуття']);
    expect(matchingReplies(list, '')).toHaveLength(3);
  });

  it('fills the name and the product in play; the picture is not in the text', () => {
    const thread = [
      message({
        code: null,
        attachments: [{ type: 'image', payload: { url: 'x', title: null }, asset_id: 'a', code: 'DR-1' }],
      }),
      message({ code: 'VT-101' }),
      message({ code: null }),
    ];
    expect(productInPlay(thread)).toBe('VT-101');
    expect(
      fillReply(reply('s', '{name}, сітка {product}:', 'https://cdn.example/chart.png'), {
        name: 'Олена',
        product: productInPlay(thread),
      }),
    ).toBe('Олена, сітка VT-101:');
    expect(fillReply(reply('s', 'Є {product}?'), { name: '', product: '' })).toBe('Є ?');
  });

  it('a teammate’s reply within 30 s asks first; mine, older or the customer’s do not', () => {
    const now = Date.parse('2026-11-29T08:00:30Z');
    const at = (s: number) => new Date(now - s * 1000).toISOString();
    const theirs = message({ is_from_shop: true, sent_by: 'm1', created_time: at(10) });
    expect(teammateJustReplied([theirs], 'me', now)).toBe(10);
    expect(teammateJustReplied([{ ...theirs, sent_by: 'me' }], 'me', now)).toBeNull();
    expect(teammateJustReplied([{ ...theirs, created_time: at(31) }], 'me', now)).toBeNull();
    expect(teammateJustReplied([{ ...theirs, is_from_shop: false }], 'me', now)).toBeNull();
  });
});

import { textAllowance } from './text-allowance';

describe('textAllowance: characters left, counted as Meta counts', () => {
  it('Instagram: 1,000 bytes are 500 Cyrillic letters or 1,000 Latin ones', () => {
    expect(textAllowance('INSTAGRAM', '')).toEqual({ left: 500, over: 0, tooLong: false });
    // "Так є": 9 bytes used, 991 left = 495 more Cyrillic letters.
    expect(textAllowance('INSTAGRAM', 'Так є')).toEqual({ left: 495, over: 0, tooLong: false });
    expect(textAllowance('INSTAGRAM', 'Hello')).toEqual({ left: 995, over: 0, tooLong: false });
    expect(textAllowance('INSTAGRAM', 'я'.repeat(500))).toEqual({ left: 0, over: 0, tooLong: false });
  });

  it('Instagram: over the limit, how many characters to remove', () => {
    expect(textAllowance('INSTAGRAM', 'я'.repeat(501))).toEqual({ left: 0, over: 1, tooLong: true });
    expect(textAllowance('INSTAGRAM', 'a'.repeat(1003))).toEqual({ left: 0, over: 3, tooLong: true });
  });

  it('Messenger: 2,000 characters, whatever their script', () => {
    expect(textAllowance('FACEBOOK', 'Так є')).toEqual({ left: 1995, over: 0, tooLong: false });
    expect(textAllowance('FACEBOOK', 'я'.repeat(2002))).toEqual({ left: 0, over: 2, tooLong: true });
  });
});

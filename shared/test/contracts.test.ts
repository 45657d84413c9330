import {
  changePasswordFormSchema,
  consultationRequestSchema,
  EMAIL_REGEX,
  isValidPhone,
  loginFormSchema,
  newUserRequestSchema,
  registrationFormSchema,
  TIME_SLOTS,
  translateValidationMessage,
  VALIDATION_MESSAGES,
  WEB_CLIENT,
} from '../src/contracts';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  r.success ? null : `${r.error!.issues[0].path.join('.')}: ${r.error!.issues[0].message}`;

describe('shared contracts', () => {
  it('WEB_CLIENT is the fixed public client', () => {
    expect(WEB_CLIENT).toEqual({ id: 'vitrina-web', secret: 'vitrina-web-public' });
  });

  it.each([
    ['+380501234567', true],
    ['0501234567', true],
    ['+38 (050) 123-45-67', true],
    ['  +38 050 123 45 67  ', true],
    ['123456789012345', true], // 15 digits
    ['1234567890123456', false], // 16 digits
    ['123456789', false], // 9 digits
    ['(((((((((((', false],
    ['12345 67890 12345 6789', false], // 22 characters
    ['++380501234567', false],
    ['380+501234567', false],
    ['050.123.45.67', false],
    ['05012345a7', false],
  ])('phone %j -> %s', (phone, ok) => {
    expect(isValidPhone(phone)).toBe(ok);
  });

  it('time slots are the four of docs/product.md §4.1', () => {
    expect(TIME_SLOTS).toEqual(['09-12', '12-15', '15-18', '18-21']);
  });

  it.each([
    ['user@gmail.com', true],
    ['first.last-1_x@shop.ua', true],
    ['a@b.co', true],
    ['a@b.abcdef', false],
    ['a@sub.domain.com', false],
    ['user+tag@gmail.com', false],
    ['user@', false],
    ['@gmail.com', false],
  ])('login email %j -> %s', (email, ok) => {
    expect(EMAIL_REGEX.test(email)).toBe(ok);
  });

  it('schemas report message keys that exist in both languages', () => {
    const results = [
      consultationRequestSchema.safeParse({}),
      consultationRequestSchema.safeParse({ name: 'a', phone: '1', time_slot: 'x' }),
      newUserRequestSchema.safeParse({}),
      loginFormSchema.safeParse({ email: 'x', password: '' }),
      registrationFormSchema.safeParse({ name: ' ', email: 'a@b.com', password: 'x' }),
      changePasswordFormSchema.safeParse({
        old_password: 'abcdefgh1',
        new_password: 'abcdefgh2',
        confirm_password: 'other',
      }),
    ];
    for (const r of results) {
      expect(r.success).toBe(false);
      for (const issue of r.error!.issues) {
        expect(Object.keys(VALIDATION_MESSAGES)).toContain(issue.message);
      }
    }
    expect(
      firstMessage(
        changePasswordFormSchema.safeParse({
          old_password: 'abcdefgh1',
          new_password: 'abcdefgh2',
          confirm_password: 'other',
        }),
      ),
    ).toBe('confirm_password: validation.password_confirm.mismatch');
    expect(translateValidationMessage('validation.password_confirm.mismatch', 'ua')).toBe('Паролі не співпадають');
    expect(translateValidationMessage('validation.phone.invalid', 'en')).toBe('Invalid phone number format');
    expect(translateValidationMessage('plain text', 'en')).toBe('plain text');
  });
});

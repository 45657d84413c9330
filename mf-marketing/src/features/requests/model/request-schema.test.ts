import { requestSchema, TIME_SLOT_OPTIONS } from './request-schema';

const valid = { name: 'Олена', phone: '+380 67 123 45 67', time_slot: '09-12' };

function phoneErrors(phone: string): string[] {
  const result = requestSchema.safeParse({ ...valid, phone });
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'phone').map((i) => i.message);
}

describe('phone rule of the booking / consultation form', () => {
  it.each([
    ['0671234567', '10 digits'],
    ['+380671234567', 'plus and 12 digits'],
    ['(067) 123-45-67', 'brackets, spaces and hyphens'],
    ['+1 (555) 123-4567', 'international format'],
    ['123456789012345', '15 digits'],
    ['+123 456 789 012 345', '15 digits, 20 characters with spaces'],
    ['  067 123 45 67  ', 'surrounding spaces are trimmed'],
  ])('accepts %s (%s)', (phone) => {
    expect(phoneErrors(phone)).toEqual([]);
  });

  it.each([
    ['067123456', '9 digits'],
    ['+38 067 123 4', '9 digits with a plus'],
    ['1234567890123456', '16 digits'],
    ['+1234 5678 9012 3456', '16 digits, 20 characters'],
    ['067-ABC-4567', 'letters'],
    ['067+1234567', 'a plus inside'],
    ['+38 (067) 123 - 45 - 67', 'more than 20 characters'],
    ['067.123.45.67', 'dots'],
  ])('rejects %s (%s) as an invalid format', (phone) => {
    expect(phoneErrors(phone)).toEqual(['validation.phone.invalid']);
  });

  it('asks for the phone when it is empty or blank', () => {
    expect(phoneErrors('')).toEqual(['validation.booking.phone.required']);
    expect(phoneErrors('   ')).toEqual(['validation.booking.phone.required']);
  });
});

describe('the rest of the form', () => {
  it('trims the name and requires it', () => {
    expect(requestSchema.parse({ ...valid, name: '  Олена ' }).name).toBe('Олена');
    const result = requestSchema.safeParse({ ...valid, name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('validation.booking.name.required');
  });

  it('requires a call time and takes only the four slots', () => {
    const missing = requestSchema.safeParse({ ...valid, time_slot: '' });
    expect(missing.error?.issues[0].message).toBe('validation.booking.time_slot.required');
    expect(requestSchema.safeParse({ ...valid, time_slot: '21-24' }).success).toBe(false);
    expect(requestSchema.parse({ ...valid, time_slot: '9-12' }).time_slot).toBe('09-12');
  });

  it('labels the slots 09:00–12:00 … 18:00–21:00', () => {
    expect(TIME_SLOT_OPTIONS).toEqual([
      { value: '09-12', label: '09:00–12:00' },
      { value: '12-15', label: '12:00–15:00' },
      { value: '15-18', label: '15:00–18:00' },
      { value: '18-21', label: '18:00–21:00' },
    ]);
  });
});

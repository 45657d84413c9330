import type { Locale } from './ua';

/** English texts of the settings remote. */
export const en = {
  settings: {
    title: 'Settings',
    sections: 'Settings sections',
    profileTab: 'Personal account',
    tariffsTab: 'Plans and billing',
  },
  tariffs: {
    current: 'Current plan',
    trial: 'Trial',
    active: 'Active',
    expires: 'Valid until: the date appears once billing is connected',
    price: '0 UAH / mo.',
    trialTerms: 'The first {{chats}} chats are free, no card needed.',
    calculator: 'Plan calculator',
    calculatorText: 'Work out the price of a plan from your dialogs per month.',
    toCalculator: 'Open the calculator',
  },
  profile: {
    personal: 'Personal data',
    name: 'Name',
    email: 'Email',
    emailReadOnly: 'Cannot be edited',
    saveName: 'Save',
    password: 'Change password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    savePassword: 'Change password',
    notConnected:
      'Changing the name and password is not connected yet: it arrives with the user profile on the server.',
  },
} satisfies Locale;

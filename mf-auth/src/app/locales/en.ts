import type { Locale } from './ua';

/** English texts of the auth remote. */
export const en = {
  brand: {
    name: 'Vitrina',
    tagline: 'An AI sales assistant for your Instagram and Messenger',
    points: {
      speed: 'Answers customers in under a minute, 24/7',
      share: 'Handles up to 90% of queries without a manager',
      setup: 'Connecting takes 2–3 minutes',
    },
  },
  common: {
    email: 'Email',
    password: 'Password',
    error: 'Something went wrong',
    passwordHint: 'At least {{min}} characters',
    privacy: 'Privacy policy',
    backToLogin: 'Back to sign in',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Good to see you again',
    rememberMe: 'Remember me',
    forgot: 'Forgot password?',
    submit: 'Log in',
    noAccount: 'No account yet?',
    toRegistration: 'Sign up',
    success: 'Signed in successfully',
    failure: 'Sign-in failed',
  },
  registration: {
    title: 'Sign up',
    subtitle: 'The first 50 chats are free, no card needed',
    name: 'Name',
    submit: 'Create account',
    hasAccount: 'Already have an account?',
    toLogin: 'Log in',
    success: 'Registration successful',
    agreement: 'By signing up you accept the',
    privacyLink: 'Privacy policy',
  },
  forgot: {
    title: 'Password recovery',
    subtitle: 'Enter your email and we will send instructions to change your password',
    submit: 'Send instructions',
    success: 'Instructions have been sent to your email.',
  },
  reset: {
    title: 'Reset your password',
    subtitle: 'Choose a new password to sign in',
    password: 'New password',
    submit: 'Change password',
    success: 'Password changed',
  },
  newUser: {
    title: 'Welcome to Vitrina!',
    intro: 'Leave your contacts and we will help you connect Instagram and set up the assistant.',
    phone: 'Phone number',
    instagram: 'Instagram page name',
    instagramPlaceholder: '@your_shop',
    timeSlot: 'Convenient time for a call',
    timeSlotPlaceholder: 'Choose a time',
    submit: 'Send',
    close: 'Close',
    success: 'Thank you! We will contact you soon.',
  },
} satisfies Locale;

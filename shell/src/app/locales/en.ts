import type { ShellTexts } from './ua';

// Shell texts, English.
export const en: ShellTexts = {
  header: {
    promo: 'The first 2 months are free on any plan, and the first 50 chats need no card',
    promoLabel: 'Offer',
    home: 'Vitrina — home',
    navigation: 'Main navigation',
    social: 'Social networks',
    solutions: 'Solutions',
    pricing: 'Pricing',
    demo: 'Book a demo',
    tryFree: 'Try for free',
    login: 'Log in',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    language: 'Interface language',
  },
  footer: {
    heading: 'Replace your sales manager with an AI assistant',
    text: 'Vitrina answers customers in Direct and in comments in under a minute, 24/7: prices, stock, sizes and orders. Connecting takes 2–3 minutes.',
    try: 'Try it',
    copyright: '© {{year}} Vitrina. All rights reserved.',
    support: 'Support',
  },
  desktopOnly: {
    title: 'Available on desktop only',
    login:
      'Logging in to Vitrina is only available in the full desktop version. Open the service on a computer to log in.',
    registration:
      'Registration is only available in the full desktop version of Vitrina. Open the service on a computer to sign up.',
    close: 'Close',
  },
  menu: {
    label: 'App menu',
    chats: 'Messages',
    channels: 'Channels',
    orders: 'Orders',
    knowledge: 'Knowledge base',
    settings: 'Settings',
    analytics: 'Analytics',
    support: 'Support',
    exit: 'Exit',
  },
  mobileNotice: {
    title: 'The mobile version is in development',
    text: 'Please open the service on a PC.',
    home: 'Go home',
  },
  notFound: {
    title: 'Page not found',
    home: 'Go home',
  },
  remote: {
    loading: 'Loading the section…',
    failed: 'This section could not be loaded.',
    hint: 'Check your connection and try again. The rest of the service keeps working.',
    retry: 'Retry',
  },
  notDeployed: {
    title: 'This section is not deployed here',
    hint: 'This copy of Vitrina serves only some of its sections.',
    available: 'Available here',
  },
  routes: {
    home: 'Home',
    pricing: 'Pricing',
    privacyPolicy: 'Privacy policy',
    login: 'Log in',
    registration: 'Sign up',
    forgotPassword: 'Password recovery',
    chats: 'Messages',
    channels: 'Channels',
    knowledge: 'Knowledge base',
    settings: 'Settings',
    aiAgent: 'AI agent debugger',
    pipelines: 'Pipelines',
    orders: 'Orders',
    order: 'Order',
  },
};

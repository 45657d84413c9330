// The marketing remote's islands script (dist/islands.js; README "Public pages", issue 53): what a
// prerendered marketing page hydrates on its own, with the same components as the live app, built
// on Preact (tools/webpack/create-islands-config.cjs). Each island is a chunk of its own, and the
// page's texts come in the page's language only.
import { registerIslands, parseIslandId, setUpPageTexts } from '@vitrina/shared/islands';
import { BOOKING_FORM_ISLAND, CONSULTATION_ISLAND, DEMO_ISLAND, FAQ_ISLAND, PRICING_CALCULATOR_ISLAND } from './ids';

const nameOf = (id: string) => parseIslandId(id)!.name;

registerIslands({
  remote: parseIslandId(PRICING_CALCULATOR_ISLAND)!.owner,
  islands: {
    [nameOf(PRICING_CALCULATOR_ISLAND)]: () =>
      import(/* webpackChunkName: "pricing-calculator" */ './pricing-calculator'),
    [nameOf(BOOKING_FORM_ISLAND)]: () => import(/* webpackChunkName: "booking-form" */ './booking-form'),
    [nameOf(DEMO_ISLAND)]: () => import(/* webpackChunkName: "demo" */ './demo'),
    [nameOf(CONSULTATION_ISLAND)]: () => import(/* webpackChunkName: "consultation" */ './consultation'),
    [nameOf(FAQ_ISLAND)]: () => import(/* webpackChunkName: "faq" */ './faq'),
  },
  // The language also sets the figures' locale (useLanguage), as the live app's start does.
  setUp: () =>
    setUpPageTexts(async (lng) =>
      lng === 'en'
        ? (await import(/* webpackChunkName: "texts-en" */ '../app/locales/en')).en
        : (await import(/* webpackChunkName: "texts-ua" */ '../app/locales/ua')).ua,
    ),
});

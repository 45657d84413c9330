// The auth remote's islands script (dist/islands.js; README "Public pages", issue 53): the login,
// registration and password-reset request forms of the prerendered pages, hydrated on their own with the live app's components
// built on Preact (tools/webpack/create-islands-config.cjs), each a chunk of its own. A form signs in
// through the shared API client (the tokens land in storage, where the live app's start reads them)
// and goes on through the page's loader, which starts the live app at the signed-in page.
import { authStore } from '@vitrina/shared';
import { registerIslands, parseIslandId, setUpPageTexts } from '@vitrina/shared/islands';
import { FORGOT_PASSWORD_FORM_ISLAND, LOGIN_FORM_ISLAND, REGISTRATION_FORM_ISLAND } from './ids';

const nameOf = (id: string) => parseIslandId(id)!.name;

registerIslands({
  remote: parseIslandId(LOGIN_FORM_ISLAND)!.owner,
  islands: {
    [nameOf(LOGIN_FORM_ISLAND)]: () => import(/* webpackChunkName: "login-form" */ './login-form'),
    [nameOf(REGISTRATION_FORM_ISLAND)]: () => import(/* webpackChunkName: "registration-form" */ './registration-form'),
    [nameOf(FORGOT_PASSWORD_FORM_ISLAND)]: () =>
      import(/* webpackChunkName: "forgot-password-form" */ './forgot-password-form'),
  },
  async setUp() {
    // The auth state as the live app's start finds it (remember-me, a guest's leftovers cleared).
    authStore.restore();
    await setUpPageTexts(async (lng) =>
      lng === 'en'
        ? (await import(/* webpackChunkName: "texts-en" */ '../app/locales/en')).en
        : (await import(/* webpackChunkName: "texts-ua" */ '../app/locales/ua')).ua,
    );
  },
});

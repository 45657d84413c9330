// Test helpers for the front-end packages (imported from tests only, never bundled).
export { renderRemoteRoute } from './render-remote-route';
export { response, installFetch, callsOf, deferred, fakeJwt, hangUntilAborted, type FetchCall } from './fetch-mock';

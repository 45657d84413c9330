// Test helpers for the front-end packages (imported from tests only, never bundled).
export { renderRemoteRoute } from './render-remote-route';
export {
  renderWithProviders,
  settle,
  resetBrowserState,
  textsByLanguage,
  LocationProbe,
  type RenderOptions,
} from './render-with-providers';
export {
  response,
  installFetch,
  queueFetch,
  callsOf,
  sentRequest,
  jsonBody,
  deferred,
  fakeJwt,
  hangUntilAborted,
  type FetchCall,
  type FetchMock,
} from './fetch-mock';

// @vitrina/shared/islands (not a federation singleton: bundled where used): the public pages'
// islands (contract.ts). The live app marks them with <Island>; a remote's islands script
// registers them; its islands build reads texts through ./react-i18next and navigates through
// ./react-router-dom (the page's loader lends the navigation and the API's address: ./host).
export { Island, type IslandProps } from './Island';
export { registerIslands, type IslandModule, type RegisterOptions } from './register-islands';
export { setIslandTexts } from './react-i18next';
export { setUpPageTexts } from './page-texts';
export { inTurn } from './in-turn';
export {
  ISLAND,
  ISLAND_LIVE,
  ISLAND_ON_HASH,
  ISLAND_ON_REACH,
  ISLAND_PROPS,
  islandProps,
  parseIslandId,
  type IslandHost,
  type IslandRegistry,
} from './contract';

// @vitrina/shared/islands (not a federation singleton: bundled where used): the public pages'
// islands (contract.ts). The live app marks them with <Island>; a remote's islands script
// registers them; its islands build reads texts through ./react-i18next.
export { Island, type IslandProps } from './Island';
export { registerIslands, type IslandModule, type RegisterOptions } from './register-islands';
export { setIslandTexts } from './react-i18next';
export { ISLAND, ISLAND_LIVE, parseIslandId, type IslandRegistry } from './contract';

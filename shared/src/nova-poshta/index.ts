// @vitrina/shared/nova-poshta: what the inbox (the order page) and the settings (the shop's Nova
// Poshta tab) both need of Nova Poshta (docs/product.md §9.11): the directory picker, its
// searches, and the shop's settings read. Each remote's own calls stay in its features.
export { fetchNpSettings, searchNpCities, searchNpWarehouses } from './api';
export { npKeys, useNpCities, useNpSettings, useNpWarehouses } from './hooks';
export { NpPicker, type NpPlace } from './NpPicker';

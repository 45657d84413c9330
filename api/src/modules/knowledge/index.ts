// The knowledge module's public surface (api/README.md "Module boundaries").
export type { KnowledgeService } from './service';
export { HOMOGLYPHS, codeKey, sizeCellLabel, sizeSpelling } from './text-keys';

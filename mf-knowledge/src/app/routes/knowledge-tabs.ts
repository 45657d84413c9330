/** Knowledge base tabs in display order; the last path segment picks one (docs/product.md §9.4). */
export const KNOWLEDGE_TABS = ['upload', 'question', 'content', 'test', 'settings'] as const;
export type KnowledgeTab = (typeof KNOWLEDGE_TABS)[number];
export const DEFAULT_KNOWLEDGE_TAB: KnowledgeTab = 'upload';

/** The tab a path segment names; no segment or an unknown one gives the default tab. */
export function resolveKnowledgeTab(segment: string | undefined): KnowledgeTab {
  return KNOWLEDGE_TABS.find((tab) => tab === segment) ?? DEFAULT_KNOWLEDGE_TAB;
}

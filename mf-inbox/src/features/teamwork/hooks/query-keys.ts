/** Cache keys of the team's data (docs/product.md §9.15). */
export const teamKeys = {
  team: ['team'] as const,
  labels: ['labels'] as const,
  savedReplies: ['saved-replies'] as const,
  notes: (conversationId: string) => ['notes', conversationId] as const,
};

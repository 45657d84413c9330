/** Share of the free chats used, 0–100 (over the free chats the bar stays full). */
export function usagePercent(used: number, free: number): number {
  if (free <= 0) return 100;
  return Math.min(100, Math.round((used / free) * 100));
}

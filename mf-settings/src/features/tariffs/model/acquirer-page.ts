/** Opens the acquirer's payment page in this tab (the card form is theirs; they send the owner back to settings). */
export function openAcquirerPage(url: string): void {
  window.location.assign(url);
}

import { GraphError } from './graph-error';

/**
 * The simulator's switch for Meta's throttling and outages (POST /sandbox/api/accounts/:account/
 * faults): the next `count` Graph calls made with the account's tokens answer the error Meta
 * answers, and every answer for the account may carry a usage level in Meta's usage headers.
 * Kept in memory: a test or a developer sets it and watches the next calls.
 */
export const FAULT_CODES = [2, 4, 17, 32, 613] as const;
export type FaultCode = (typeof FAULT_CODES)[number];

/** Meta's wording for each code (developers.facebook.com/docs/graph-api/guides/error-handling). */
const FAULT_ERRORS: Record<FaultCode, () => GraphError> = {
  2: () =>
    new GraphError(
      'An unexpected error has occurred. Please retry your request later.',
      2,
      undefined,
      'OAuthException',
      500,
      true,
    ),
  4: () => new GraphError('(#4) Application request limit reached', 4, undefined, 'OAuthException', 400, true),
  17: () => new GraphError('(#17) User request limit reached', 17, 2446079, 'OAuthException', 400, true),
  32: () => new GraphError('(#32) Page request limit reached', 32, undefined, 'OAuthException', 400, true),
  613: () =>
    new GraphError(
      '(#613) Calls to this api have exceeded the rate limit.',
      613,
      undefined,
      'OAuthException',
      400,
      true,
    ),
};

interface Fault {
  code: FaultCode | null;
  remaining: number;
  /** Percent of the account's allowance reported in the usage headers (0: none sent). */
  usage: number;
  /** Minutes Meta estimates until calls are accepted again (sent while throttled). */
  regainMinutes: number;
}

export class SandboxFaults {
  private readonly byAccount = new Map<string, Fault>();

  set(pageId: string, fault: Fault): void {
    if (fault.remaining <= 0 && fault.usage <= 0) this.byAccount.delete(pageId);
    else this.byAccount.set(pageId, fault);
  }

  get(pageId: string): Fault | undefined {
    return this.byAccount.get(pageId);
  }

  /** The error the next call of this account must answer, if one is pending (counted down). */
  take(pageId: string): GraphError | null {
    const fault = this.byAccount.get(pageId);
    if (!fault?.code || fault.remaining <= 0) return null;
    fault.remaining -= 1;
    return FAULT_ERRORS[fault.code]();
  }

  /**
   * Meta's usage headers for an answer to this account: `X-App-Usage` and, keyed by the Page and
   * the Instagram account, `X-Business-Use-Case-Usage` (percentages; the regain time in minutes).
   */
  headers(account: { page_id: string; ig_id: string }, throttled: boolean): Record<string, string> {
    const fault = this.byAccount.get(account.page_id);
    const usage = throttled ? 100 : (fault?.usage ?? 0);
    if (usage <= 0) return {};
    const regain = throttled ? (fault?.regainMinutes ?? 0) : 0;
    const entry = (type: string) => [
      {
        type,
        call_count: usage,
        total_cputime: Math.round(usage / 2),
        total_time: Math.round(usage / 2),
        estimated_time_to_regain_access: regain,
      },
    ];
    return {
      'x-app-usage': JSON.stringify({
        call_count: usage,
        total_cputime: Math.round(usage / 2),
        total_time: Math.round(usage / 2),
      }),
      'x-business-use-case-usage': JSON.stringify({
        [account.page_id]: entry('pages'),
        [account.ig_id]: entry('instagram'),
      }),
    };
  }
}

/** Meta's Conversations API allowance: 2 calls a second per Page or Instagram professional account. */
export const CONVERSATIONS_CALLS_PER_SECOND = 2;

/**
 * The Conversations API's own rate limit, as Meta states it (developers.facebook.com/docs/
 * messenger-platform/overview/rate-limiting: "Your app can make 2 calls per second per Facebook
 * Page" and "per Instagram Professional account"): a third call to `/{id}/conversations`, a
 * conversation or a message within one second is refused with the call-rate error (613), so a
 * client that does not pace itself fails here as it would at Meta.
 */
export class ConversationsRateLimit {
  private readonly calls = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  take(accountId: string): void {
    const at = this.now();
    const recent = (this.calls.get(accountId) ?? []).filter((t) => t > at - 1000);
    if (recent.length >= CONVERSATIONS_CALLS_PER_SECOND) {
      this.calls.set(accountId, recent);
      throw FAULT_ERRORS[613]();
    }
    recent.push(at);
    this.calls.set(accountId, recent);
    if (this.calls.size > 10_000) this.calls.clear();
  }
}

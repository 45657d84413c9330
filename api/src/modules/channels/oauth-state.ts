import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, MetaLoginCode, PlatformCode } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** How long a consent dialog may stay open before its answer is refused. */
const STATE_TTL_MS = 30 * 60_000;

/**
 * The OAuth `state` of the consent dialogs (RFC 6749 §10.12): a random value the server stores
 * for the signed-in user and the platform asked for, which the dialog hands back with the code.
 * The register call must bring it (the one the popup's redirect carried, which the client also
 * compared with the one it was issued), from the same user, within 30 minutes, once: an
 * authorisation code an attacker planted in an owner's browser comes with the attacker's state,
 * or none, and is refused.
 */
export class OAuthStates {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * `origin`: where the dialog returns when it is not PUBLIC_URL (the app opened at another allowed
   * origin). `userId` null: a guest's sign-in with Facebook (its state is then taken by a guest).
   */
  async issue(
    userId: string | null,
    platform: PlatformCode,
    login: MetaLoginCode,
    origin: string | null,
  ): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    const now = Date.now();
    // Expired states of anyone are dropped as new ones are issued (no job needed).
    await this.db.deleteFrom('oauth_states').where('expires_at', '<', new Date(now)).execute();
    await this.db
      .insertInto('oauth_states')
      .values({ state, user_id: userId, platform, login, origin, expires_at: new Date(now + STATE_TTL_MS) })
      .execute();
    return state;
  }

  /** Uses the state up (deleted whatever the outcome) and answers the login and return origin it was issued for; 400 otherwise. */
  async take(
    userId: string | null,
    state: string | undefined,
    platform: PlatformCode,
  ): Promise<{ login: MetaLoginCode; origin: string | undefined }> {
    const row = state
      ? await this.db
          .deleteFrom('oauth_states')
          .where('state', '=', state)
          .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
          .returning(['platform', 'login', 'origin', 'expires_at'])
          .executeTakeFirst()
      : undefined;
    if (!row || row.expires_at.getTime() < Date.now() || row.platform !== platform) {
      throw new AppError(400, 'channels.state_invalid');
    }
    return { login: row.login, origin: row.origin ?? undefined };
  }
}

import {
  NAME_MAX_LENGTH,
  WEB_CLIENT,
  type FbLoginResult,
  type FbLoginUrlQuery,
  type Language,
  type OAuthUrl,
} from '@vitrina/shared/contracts';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/index';
import { randomToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { AuthService } from '../auth';
import { GraphError, type MetaGateway } from '../meta';
import type { UsersRepository } from '../users';
import type { ChannelsService } from './service';

/**
 * Signing in with Facebook (docs/product.md §4.3, `POST /api/v1/users/fbLogin`): Facebook Login's
 * dialog (Meta's, or the sandbox's) returns a code to `/{lng}/login`; the server exchanges it (the
 * app secret never reaches the browser), asks `/me` who the person is, and opens a session for the
 * account that person signs in to. Which account: the one linked to the person (`facebook_user_id`,
 * set when they signed in with Facebook first, or when the owner connected a channel with Facebook
 * Login); else a new account with the email Facebook shared, in the dialog's language. An existing
 * account of that email that is not linked is refused (409): an email Facebook reports is not
 * proof enough to open someone's password account.
 */
export class FacebookSignIn {
  constructor(
    private readonly channels: ChannelsService,
    private readonly meta: MetaGateway,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
  ) {
    // An owner who connects a channel with Facebook Login may sign in with that Facebook person too.
    channels.onFacebookAuthorised((userId, userToken) => this.link(userId, userToken));
  }

  /** Best effort: a failure leaves the account without Facebook sign-in, never fails the connection. */
  private async link(userId: string, userToken: string): Promise<void> {
    try {
      const person = await this.meta.adapter.getFacebookUser(userToken);
      await this.users.linkFacebook(userId, person.id);
    } catch {
      // Meta did not say who the person is: signing in with Facebook is simply not offered to them yet.
    }
  }

  url(query: FbLoginUrlQuery, own: string): Promise<OAuthUrl> {
    return this.channels.signInUrl(query.lng, { asked: query.origin, own });
  }

  async signIn(input: { code: string; state: string; lng: Language }): Promise<FbLoginResult> {
    const redirectUri = await this.channels.takeSignInState(input.state, input.lng).catch((err: unknown) => {
      if (err instanceof AppError && err.key === 'channels.state_invalid') {
        throw new AppError(400, 'users.facebook_state_invalid');
      }
      throw err;
    });
    const token = await this.exchange(input.code, redirectUri);
    const person = await this.meta.call((a) => a.getFacebookUser(token));
    const known = await this.users.findByFacebookId(person.id);
    const user = known ?? (await this.register(person, input.lng));
    return { ...(await this.auth.openSession(user.id, WEB_CLIENT.id)), created: !known };
  }

  /** The code for the person's user token (a refused code is 400; Meta unreachable or busy as every call). */
  private async exchange(code: string, redirectUri: string): Promise<string> {
    try {
      return (await this.meta.adapter.exchangeCode(code, redirectUri)).accessToken;
    } catch (err) {
      if (err instanceof GraphError && !err.rateLimited && !err.transient) {
        throw new AppError(400, 'users.facebook_code_invalid');
      }
      return this.meta.call(() => Promise.reject(err));
    }
  }

  private async register(
    person: { id: string; name: string | null; email: string | null },
    lng: Language,
  ): Promise<UserRow> {
    if (!person.email) throw new AppError(400, 'users.facebook_email_missing');
    const email = person.email.trim().toLowerCase();
    const taken = () => new AppError(409, 'users.facebook_email_taken', { email });
    if (await this.users.emailExists(email)) throw taken();
    // No password of its own: the owner signs in with Facebook, or sets one with "forgot password".
    const passwordHash = await hashPassword(randomToken());
    try {
      return await this.users.create({
        email,
        name: (person.name ?? '').slice(0, NAME_MAX_LENGTH),
        passwordHash,
        lng,
        facebookUserId: person.id,
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // The same person's two sign-ins at once: the other created it.
      const row = await this.users.findByFacebookId(person.id);
      if (row) return row;
      throw taken();
    }
  }
}

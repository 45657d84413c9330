import type { FastifyReply } from 'fastify';
import { ids } from './ids';

/** A Graph API error, answered as `{error: {message, type, code, error_subcode, fbtrace_id}}`. */
export class GraphError extends Error {
  constructor(
    message: string,
    public readonly code: number,
    public readonly subcode?: number,
    public readonly type = 'OAuthException',
    public readonly status = 400,
    /** Meta's `is_transient` flag (present only when true, as Meta sends it on throttling and outages). */
    public readonly isTransient = false,
  ) {
    super(message);
    this.name = 'GraphError';
  }

  body() {
    return {
      error: {
        message: this.message,
        type: this.type,
        code: this.code,
        ...(this.subcode !== undefined ? { error_subcode: this.subcode } : {}),
        ...(this.isTransient ? { is_transient: true } : {}),
        fbtrace_id: ids.fbtrace(),
      },
    };
  }
}

export function sendGraphError(reply: FastifyReply, err: GraphError): FastifyReply {
  return reply.code(err.status).type('application/json; charset=UTF-8').send(err.body());
}

/** The errors Meta answers for the calls the sandbox emulates (messages as Graph words them). */
export const graphErrors = {
  noToken: () =>
    new GraphError('An active access token must be used to query information about the current user.', 2500),
  badToken: () => new GraphError('Invalid OAuth access token - Cannot parse access token', 190),
  expiredToken: (at: Date) =>
    new GraphError(`Error validating access token: Session has expired on ${at.toUTCString()}.`, 190, 463),
  invalidatedToken: () =>
    new GraphError(
      'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
      190,
      460,
    ),
  badClient: () => new GraphError('Error validating application. Invalid application ID.', 101),
  badSecret: () => new GraphError('Error validating client secret.', 1),
  badCode: () => new GraphError('Invalid verification code format.', 100),
  usedCode: () => new GraphError('This authorization code has been used.', 100, 36009),
  expiredCode: () => new GraphError('This authorization code has expired.', 100, 36007),
  redirectMismatch: () =>
    new GraphError(
      'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      100,
      36008,
    ),
  missingParam: (name: string) => new GraphError(`(#100) The parameter ${name} is required`, 100),
  invalidParam: (message: string) => new GraphError(`(#100) ${message}`, 100),
  unsupported: (id: string, method = 'get') =>
    new GraphError(
      `Unsupported ${method} request. Object with ID '${id.slice(0, 80)}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      100,
      33,
      'GraphMethodException',
    ),
  badVersion: (version: string) =>
    new GraphError(`Unknown path components: /${version.slice(0, 20)}`, 2635, undefined, 'OAuthException'),
  noUser: () => new GraphError('(#100) No matching user found', 100, 2018001),
  /** Messenger answers subcode 2018278; Instagram 2534022 (its own wording). */
  outsideWindow: (platform: 'instagram' | 'messenger') =>
    platform === 'instagram'
      ? new GraphError(
          '(#10) This message is sent outside of allowed window. Learn more about the new policy here: https://developers.facebook.com/docs/messenger-platform/policy-overview',
          10,
          2534022,
        )
      : new GraphError('(#10) This message is sent outside of allowed window.', 10, 2018278),
  unavailable: () => new GraphError("(#551) This person isn't available right now.", 551, 1545041),
  /** Meta could not fetch an attachment's URL (as Meta answers it: github.com/microsoft/botframework-sdk/issues/2542). */
  unfetchable: () => new GraphError('(#100) Failed to fetch the file from the url', 100, 2018008),
  privateReplyUsed: () => new GraphError('(#10) Only one private reply can be sent to each comment.', 10, 2018048),
};

/**
 * Meta revoked the channel's token: the owner signs in to the platform again (docs/product.md
 * §7.1). The spec's 407 is answered as 409 with this `error_code`: Chromium accepts a 407 only
 * from a proxy and fails the request (ERR_UNEXPECTED_PROXY_AUTH), so the page never saw it; 409
 * ("the resource's state conflicts with the request; resolve it and repeat") reaches every
 * browser and is not the session's 401, which the client answers with a token refresh.
 */
export const CHANNEL_TOKEN_EXPIRED = 'CHANNEL_TOKEN_EXPIRED';
export const CHANNEL_TOKEN_EXPIRED_STATUS = 409;

/** The first-party web client's public credentials, sent as HTTP Basic to /oauth/token. */
export const WEB_CLIENT = { id: 'vitrina-web', secret: 'vitrina-web-public' } as const;

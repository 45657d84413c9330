import { siteOrigin } from '@vitrina/shared/page-head';

/**
 * The site's public origin for canonical and Open Graph URLs: `SITE_URL` at build time (the shell's
 * webpack config defines it; README "Configuration"), else https://vitrina.app.
 */
export const SITE_URL = siteOrigin(process.env.SITE_URL);

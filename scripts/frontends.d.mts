// Types of scripts/frontends.mjs for the TypeScript that imports it (e2e, bench).
export const ROOT: string;
export const FRONTENDS: string[];
export function installedVersions(lockfileText: string): string;
export function inputsDigest(pkg: string, root?: string): string;
export function recordBuild(pkg: string, root?: string, digest?: string): void;
export function isStale(pkg: string, root?: string): boolean;
export function buildFrontends(options?: { force?: boolean; log?: (...args: unknown[]) => void }): Promise<void>;
export function buildApi(): void;

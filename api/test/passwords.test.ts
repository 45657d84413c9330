/**
 * The production hashing profile. Test apps hash with a cheaper cost (test/setup-passwords.ts), so
 * this file loads the module afresh, as a server does, without that set-up.
 */
import type * as PasswordsModule from '../src/lib/passwords';

function productionPasswords(): typeof PasswordsModule {
  let loaded: typeof PasswordsModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof PasswordsModule>('../src/lib/passwords');
  });
  return loaded!;
}

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP profile (19 MiB, two passes, one lane) outside tests', async () => {
    const { passwords, passwordCost, ARGON2_OPTIONS } = productionPasswords();
    expect(passwordCost()).toMatchObject({ memoryCost: ARGON2_OPTIONS.memoryCost, timeCost: ARGON2_OPTIONS.timeCost });
    const stored = await passwords.hash('correct-horse-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwords.verify(stored, 'correct-horse-1')).toBe(true);
    expect(await passwords.verify(stored, 'correct-horse-2')).toBe(false);
  });

  it('asks for a rehash of a hash made with a lower cost, and not of its own', async () => {
    const cheap = await import('../src/lib/passwords'); // the test set-up's cost
    const weak = await cheap.passwords.hash('correct-horse-1');
    const { needsRehash, passwords } = productionPasswords();
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await passwords.hash('correct-horse-1'))).toBe(false);
    expect(needsRehash('$2b$10$not-argon')).toBe(true);
  });

  it('never matches an unknown account, yet verifies against the dummy hash', async () => {
    const { passwords, dummyHashReady } = productionPasswords();
    expect(dummyHashReady()).toBe(false);
    expect(await passwords.verify(null, 'vitrina-dummy-password-for-timing')).toBe(false);
    expect(dummyHashReady()).toBe(true);
  });
});

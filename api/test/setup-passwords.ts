/**
 * jest `setupFiles`: accounts in tests hash with argon2id at 64 KiB and one pass instead of the OWASP
 * profile (19 MiB, two passes), which on a slow machine took ~70 ms of CPU per hash and a tenth or
 * more of the API suite. The production profile keeps its own test (test/passwords.test.ts).
 */
import { setPasswordCostForTests } from '../src/lib/passwords';

setPasswordCostForTests({ memoryCost: 64, timeCost: 1 });

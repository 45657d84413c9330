// Each boundary rule on a bad import (it fails) and on the good one beside it (it passes), with the
// same config blocks eslint.config.mjs uses, on fixture files placed where the rule applies.
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { configs } from '../eslint/boundaries.cjs';

const ROOT = path.resolve(__dirname, '../..');
const linter = new Linter({ cwd: ROOT });
const config = [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...configs];

/** The rule ids reported for `code` as if it were the file at `file` (repository-relative). */
function violations(file: string, code: string): string[] {
  return linter.verify(code, config, { filename: path.join(ROOT, file) }).map((m) => m.ruleId ?? m.message);
}

describe('ESLint boundaries', () => {
  const login = 'mf-auth/src/features/login/components/LoginForm.tsx';

  it('refuses an import from one feature into another', () => {
    expect(violations(login, "import { x } from '../../registration/api/register';")).toEqual([
      'vitrina/no-cross-feature-imports',
    ]);
    expect(violations(login, "export { x } from '../../../features/new-user/components/NewUserModal';")).toEqual([
      'vitrina/no-cross-feature-imports',
    ]);
    expect(violations(login, "const m = import('../../registration/model/registration-resolver');")).toEqual([
      'vitrina/no-cross-feature-imports',
    ]);
    // Its own feature, the remote's shared folders and the app may be imported.
    expect(violations(login, "import { useLogin } from '../api/login';")).toEqual([]);
    expect(violations(login, "import styles from '../../../components/form/form.module.css';")).toEqual([]);
    expect(
      violations(
        'mf-auth/src/app/routes/LoginRoute.tsx',
        "import { x } from '../../features/login/components/LoginForm';",
      ),
    ).toEqual([]);
  });

  it("refuses a remote importing another remote's or the shell's source", () => {
    const page = 'mf-settings/src/app/routes/SettingsPage.tsx';
    expect(
      violations(page, "import { PLANS } from '../../../../mf-marketing/src/features/pricing/model/pricing';"),
    ).toEqual(['vitrina/no-cross-package-imports']);
    expect(violations(page, "import { x } from '@vitrina/mf-marketing/src/exposes/pricing';")).toEqual([
      'vitrina/no-cross-package-imports',
    ]);
    expect(violations('shell/src/app/App.tsx', "import { App } from '../../../mf-auth/src/app/App';")).toEqual([
      'vitrina/no-cross-package-imports',
    ]);
    expect(violations(page, "import { paths } from '../../../../shared/src/address-book/routes';")).toEqual([
      'vitrina/no-cross-package-imports',
    ]);
    expect(violations(page, "import { paths } from '@vitrina/shared/routes';")).toEqual([]);
  });

  it('refuses a relative import of a stateful shared module outside the main entry of shared/', () => {
    const form = 'shared/src/forms/use-validation-text.ts';
    for (const request of ['../i18n/language', '../auth/auth-store', '../events/event-bus', '../query/query-client']) {
      expect(violations(form, `import { x } from '${request}';`)).toEqual([
        'vitrina/no-relative-stateful-shared-imports',
      ]);
    }
    expect(violations('shared/src/ui/labels.ts', "import { useLanguage } from '../i18n/use-language';")).toEqual([
      'vitrina/no-relative-stateful-shared-imports',
    ]);
    expect(violations(form, "import { useLanguage } from '@vitrina/shared';")).toEqual([]);
    // The query entry's files use its own client relatively; its stores still come from '@vitrina/shared'.
    expect(violations('shared/src/query/query-provider.tsx', "import { queryClient } from './query-client';")).toEqual(
      [],
    );
    expect(violations('shared/src/query/current-user.ts', "import { requestData } from '../api/api-client';")).toEqual([
      'vitrina/no-relative-stateful-shared-imports',
    ]);
    // Stateless modules, and the main entry's own files, may use relative paths.
    expect(violations(form, "import { translateValidationMessage } from '../contracts/messages';")).toEqual([]);
    expect(violations('shared/src/api/api-client.ts', "import { authStore } from '../auth/auth-store';")).toEqual([]);
  });

  it("refuses 'react-router' and deep imports of the facaded shared packages", () => {
    const file = 'mf-inbox/src/app/App.tsx';
    expect(violations(file, "import { Routes } from 'react-router';")).toEqual(['no-restricted-imports']);
    expect(violations(file, "import { Routes } from 'react-router/dom';")).toEqual(['no-restricted-imports']);
    expect(violations(file, "import { map } from 'rxjs/operators';")).toEqual(['no-restricted-imports']);
    expect(violations(file, "import { x } from 'react-router-dom/dist/index.mjs';")).toEqual(['no-restricted-imports']);
    expect(violations(file, "import { Routes } from 'react-router-dom';\nimport { map } from 'rxjs';")).toEqual([]);
  });

  it('keeps the API in layers: lib/ and db/ import no module, modules meet through index.ts or plugin.ts', () => {
    const lib = 'api/src/lib/i18n.ts';
    expect(violations(lib, "import { CHANNEL_MESSAGES } from '../modules/channels/messages';")).toEqual([
      'vitrina/api-module-boundaries',
    ]);
    expect(violations('api/src/db/schema.ts', "import type { X } from '../modules/meta';")).toEqual([
      'vitrina/api-module-boundaries',
    ]);
    expect(violations(lib, "import { x } from './messages-channels';")).toEqual([]);
    const webhooks = 'api/src/modules/webhooks/processor.ts';
    for (const deep of ['../conversations/repository', '../meta/inbound/parse', '../meta/gateway.ts']) {
      expect(violations(webhooks, `import { x } from '${deep}';`)).toEqual(['vitrina/api-module-boundaries']);
    }
    expect(violations(webhooks, "const m = import('../conversations/inbound/applier');")).toEqual([
      'vitrina/api-module-boundaries',
    ]);
    // A module's public surface, its plugin, its own files, and lib/ and db/ are open to every module.
    for (const open of ['../conversations', '../meta/index', '../queue/plugin', './repository', '../../lib/errors']) {
      expect(violations(webhooks, `import { x } from '${open}';`)).toEqual([]);
    }
    // The composition root (app.ts, types.ts) wires the modules and may reach into them.
    expect(violations('api/src/types.ts', "import type { X } from './modules/conversations/inbound/flow';")).toEqual(
      [],
    );
  });
});

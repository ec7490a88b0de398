import { describe, expect, it } from 'vitest';
import { lintProbe } from '../../../../eslint/lint-probe.ts';

/**
 * Each written rule of the server's layers is a lint rule (eslint/api-boundaries.js and the
 * zones in eslint.config.js): a forbidden import in a file at that place fails lint, and
 * the allowed one beside it passes.
 */
const problems = (file: string, code: string) =>
  lintProbe(file, `${code}\nexport const probe = used;\n`);

const cases: Array<{ rule: string; file: string; refused: string; allowed: string }> = [
  {
    rule: "a module imports no other module's repository",
    file: 'apps/api/src/modules/clients/probe.service.ts',
    refused: "import { goalsOf as used } from '#api/modules/goals/goals.repository.ts';",
    allowed: "import { goalsOf as used } from '#api/modules/goals/goals.service.ts';",
  },
  {
    rule: 'the audit writer is the sanctioned exception',
    file: 'apps/api/src/modules/clients/probe.service.ts',
    refused: "import { goalsOf as used } from '#api/modules/goals/goals.repository';",
    allowed: "import { audit as used } from '#api/modules/audit/audit.repository.ts';",
  },
  {
    rule: 'drizzle-orm is for repositories only',
    file: 'apps/api/src/modules/clients/probe.service.ts',
    refused: "import { sql as used } from 'drizzle-orm';",
    allowed: "import { findClient as used } from './clients.repository.ts';",
  },
  {
    rule: 'drizzle-orm is for repositories only, its sub-paths too',
    file: 'apps/api/src/plugins/probe.ts',
    refused: "import { alias as used } from 'drizzle-orm/pg-core';",
    allowed: "import { AppError as used } from '#api/lib/errors.ts';",
  },
  {
    rule: 'the tables are for repositories only',
    file: 'apps/api/src/modules/auth/probe.ts',
    refused: "import { users as used } from '#api/db/schema/index.ts';",
    allowed: "import { findUserById as used } from '#api/modules/accounts/accounts.service.ts';",
  },
  {
    rule: 'a repository may use drizzle-orm',
    file: 'apps/api/src/modules/clients/probe.repository.ts',
    refused: "import { ratingOf as used } from '#api/modules/nutritionists/ratings.repository.ts';",
    allowed: "import { sql as used } from 'drizzle-orm';",
  },
  {
    rule: 'lib imports no database layer',
    file: 'apps/api/src/lib/probe.ts',
    refused: "import type { Executor as used } from '#api/db/client.ts';",
    allowed: "import { AppError as used } from '#api/lib/errors.ts';",
  },
  {
    rule: 'lib imports no integration',
    file: 'apps/api/src/lib/probe.ts',
    refused: "import type { PhotoStorage as used } from '#api/integrations/storage.ts';",
    allowed: "import { AppError as used } from './errors.ts';",
  },
  {
    rule: 'lib imports no module',
    file: 'apps/api/src/lib/probe.ts',
    refused: "import type { AuthUser as used } from '#api/modules/access/auth-user.ts';",
    allowed: "import { z as used } from 'zod';",
  },
  {
    rule: 'a route file imports no repository, not even its own',
    file: 'apps/api/src/modules/clients/probe.routes.ts',
    refused: "import { findClient as used } from './clients.repository.ts';",
    allowed: "import { getClient as used } from './clients.service.ts';",
  },
  {
    rule: 'another folder is imported through #api/…, never ../',
    file: 'apps/api/src/modules/clients/probe.service.ts',
    refused: "import { goalsOf as used } from '../goals/goals.service.ts';",
    allowed: "import { goalsOf as used } from '#api/modules/goals/goals.service.ts';",
  },
  {
    rule: 'a module imports neither plugins nor config.ts',
    file: 'apps/api/src/modules/clients/probe.service.ts',
    refused: "import { loadConfig as used } from '#api/config.ts';",
    allowed: "import type { AppDeps as used } from '#api/app-deps.ts';",
  },
  {
    rule: 'an integration knows no module',
    file: 'apps/api/src/integrations/probe.ts',
    refused: "import { audit as used } from '#api/modules/audit/audit.repository.ts';",
    allowed: "import { AppError as used } from '#api/lib/errors.ts';",
  },
  {
    rule: 'the HTTP edge knows no domain but the signed-in person',
    file: 'apps/api/src/http/probe.ts',
    refused: "import { getClient as used } from '#api/modules/clients/clients.service.ts';",
    allowed: "import type { AuthUser as used } from '#api/modules/access/auth-user.ts';",
  },
  {
    rule: 'an integration imports lib, db and integrations only',
    file: 'apps/api/src/integrations/probe.ts',
    refused: "import { route as used } from '#api/http/route.ts';",
    allowed: "import type { Executor as used } from '#api/db/client.ts';",
  },
  {
    rule: 'the database layer knows no domain',
    file: 'apps/api/src/db/probe.ts',
    refused: "import { getClient as used } from '#api/modules/clients/clients.service.ts';",
    allowed: "import { sql as used } from 'drizzle-orm';",
  },
  {
    rule: 'demo data may write through a domain',
    file: 'apps/api/src/db/seed-probe.ts',
    refused: "import { sql as used } from '../lib/errors.ts';",
    allowed: "import { getClient as used } from '#api/modules/clients/clients.service.ts';",
  },
];

describe('the lint rules of the server layers', () => {
  for (const { rule, file, refused, allowed } of cases) {
    it(`refuses what breaks the rule and passes what keeps it: ${rule}`, async () => {
      expect(await problems(file, refused)).not.toEqual([]);
      expect(await problems(file, allowed)).toEqual([]);
    });
  }
});

/**
 * The server's written rules as lint rules (issue 31, docs/architecture.md "Where server
 * code lives"). Each rule is a pattern on the import's text: across folders, server code
 * imports through `#api/…` (a `../` import is refused), so the text names the folder.
 * apps/api/test/architecture/lint-rules.test.ts proves each refusal.
 */

const api = 'apps/api/src';

/** A `../` import: another folder is named by its `#api/…` path. */
const parentPath = {
  regex: '^\\.\\./',
  message: 'Import another folder of apps/api/src through its #api/… path, not ../.',
};

/**
 * Another module's repository: a module uses another through its services. The one
 * sanctioned exception is the audit writer, which every write calls in its transaction.
 */
const otherRepository = {
  regex: '^#api/modules/(?!audit/audit\\.repository\\.ts$)[^/]+/.+\\.repository(\\.ts)?$',
  message:
    "A module uses another module's services, never its repository (the audit writer is the one exception).",
};

/** Drizzle and the tables are the repositories' and the database layer's. */
const drizzle = {
  regex: '^(drizzle-orm(/.*)?|#api/db/schema(/.*)?)$',
  message:
    'Only repositories (*.repository.ts) and apps/api/src/db touch drizzle-orm and the tables.',
};

/** lib/ is infrastructure: it imports lib/ and packages only. */
const outsideLib = {
  regex: '^#api/(?!lib/)',
  message: 'lib/ imports only lib/ and packages: no db/, integrations/, http/ or modules/.',
};

/** The HTTP edge knows the signed-in person (access) and the audit actor, no domain. */
const outsideHttp = {
  regex: '^#api/(?!lib/|http/|modules/access/|modules/audit/actor\\.ts$)',
  message: 'http/ imports lib/, http/ and the access and audit-actor types only.',
};

/** Integrations (mail, messages, payments, photos) know no domain and no HTTP. */
const outsideIntegrations = {
  regex: '^#api/(?!lib/|db/|integrations/)',
  message: 'integrations/ imports lib/, db/ and integrations/ only.',
};

/** The database layer knows no domain; only the demo data writes through the modules. */
const outsideDb = {
  regex: '^#api/(?!lib/|db/)',
  message:
    'db/ imports lib/ and db/ only (demo data, db/seed*.ts and db/demo-*.ts, may use modules).',
};

/** A route calls services; it never runs a query itself. */
const anyRepository = {
  regex: '\\.repository(\\.ts)?$',
  message: 'A route file calls service functions; it imports no repository.',
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Later blocks replace the rule's options for their files, so each lists all it needs. */
export const apiBoundaries = [
  {
    files: [`${api}/**/*.ts`],
    rules: restrict(parentPath, otherRepository, drizzle),
  },
  {
    files: [`${api}/modules/**/*.repository.ts`],
    rules: restrict(parentPath, otherRepository),
  },
  {
    files: [`${api}/**/*.routes.ts`],
    rules: restrict(parentPath, otherRepository, drizzle, anyRepository),
  },
  {
    files: [`${api}/lib/**/*.ts`],
    rules: restrict(parentPath, drizzle, outsideLib),
  },
  {
    files: [`${api}/http/**/*.ts`],
    rules: restrict(parentPath, drizzle, outsideHttp),
  },
  {
    files: [`${api}/integrations/**/*.ts`],
    rules: restrict(parentPath, drizzle, outsideIntegrations),
  },
  {
    // The database layer: the client, schema, migrations and the stores kept in it.
    files: [`${api}/db/**/*.ts`],
    rules: restrict(parentPath, outsideDb),
  },
  {
    // Demo data is written through the domains' own functions, so it stays valid data.
    files: [`${api}/db/seed*.ts`, `${api}/db/demo-*.ts`],
    rules: restrict(parentPath),
  },
];

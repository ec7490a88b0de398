import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiBoundaries } from './eslint/api-boundaries.js';

/** The repository's root: paths below are from here, whatever folder ESLint runs from. */
const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * No feature imports another feature (issue 31): a feature is one domain (clients, goals,
 * journal, meal-plans, scheduling …), and a page that shows several of them is put
 * together in routes/, which passes one feature's piece into another as props or
 * children. What several features show without reading anything lives in components/ or
 * lib/.
 */
const featuresDir = 'apps/web/app/features';
let features = [];
try {
  features = readdirSync(new URL(`./${featuresDir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
} catch {
  features = [];
}

const featureZones = features.map((feature) => ({
  target: `./${featuresDir}/${feature}`,
  from: `./${featuresDir}`,
  except: [`./${feature}`],
  message:
    'Features do not import each other: compose them in routes/ (props, children), or move what is shared to components, lib or @nourishwell/shared.',
}));

/** Who may import whom across the apps and the server's layers (decision 013). */
const api = './apps/api/src';
const layerZones = [
  {
    target: './apps/web',
    from: './apps/api',
    message: 'The browser never imports server code; share it through @nourishwell/shared.',
  },
  {
    target: './packages/shared',
    from: ['./apps/web', './apps/api'],
    message: '@nourishwell/shared knows neither the web app nor the API; they import it.',
  },
  {
    target: ['./apps/web/app/components', './apps/web/app/lib'],
    from: `./${featuresDir}`,
    message: 'Components and lib know no feature; pass what they need in as props or arguments.',
  },
  {
    target: `${api}/db/schema`,
    from: [`${api}/modules`, `${api}/http`, `${api}/plugins`],
    message:
      'The database schema imports no module, service, HTTP edge or plugin; constants come from @nourishwell/shared.',
  },
  {
    target: `${api}/integrations`,
    from: `${api}/modules`,
    message: 'Integrations know no domain module; a module calls the integration, not back.',
  },
  {
    target: `${api}/modules`,
    from: [`${api}/plugins`, `${api}/config.ts`],
    message:
      'Modules import neither plugins/ nor config.ts; take what they need from AppDeps or parameters.',
  },
  {
    target: `${api}/lib`,
    from: [`${api}/modules`, `${api}/http`, `${api}/plugins`],
    message:
      'lib/ is infrastructure without domain or HTTP knowledge; it imports no module, http/ or plugin.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'apps/web/build/**',
      'apps/web/.react-router/**',
      'apps/api/drizzle/**',
      'data/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      // Imports name their .ts/.tsx file, so Node's resolver finds them all; the `#api/…`
      // and `#web/…` paths go through the packages' "imports" first (issue 31).
      'import/resolver': {
        [fileURLToPath(new URL('./scripts/eslint-import-resolver.cjs', import.meta.url))]: {
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
        },
      },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: [...featureZones, ...layerZones] },
      ],
    },
  },
  {
    // Issue 29: the server reads "now" only from its clock (apps/api/src/lib/clock.ts,
    // `deps.clock`), and the shared schemas from packages/shared/src/clock.ts, so tests can
    // pin the instant. The two clock modules say where the real time is read.
    files: ['apps/api/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read "now" from deps.clock (lib/clock.ts), not new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read "now" from deps.clock (lib/clock.ts), not Date.now().',
        },
        {
          // A query error's message carries the statement's values (emails, phones):
          // log what loggableError keeps (decision 026).
          selector:
            "Property[key.name='err']:not([value.type='CallExpression'][value.callee.name='loggableError'])",
          message: 'Log an error as { err: loggableError(error) } (lib/loggable-error.ts).',
        },
      ],
    },
  },
  {
    // The API tests read "now" from the clock their apps run on (apps/api/test/helpers/
    // test-clock.ts: testNow(), isoDateFromToday(), wallClockFromToday()), so the dates they
    // write and expect are the server's whatever the instant (decision 024). A wait measures
    // elapsed time with performance.now().
    files: ['apps/api/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            'Read "now" from testNow() (apps/api/test/helpers/test-clock.ts), not new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message:
            'Read "now" from testNow() (apps/api/test/helpers/test-clock.ts), not Date.now().',
        },
      ],
    },
  },
  {
    // The journeys read "now" from the app's pinned clock (e2e/support/clock.ts), so the
    // dates they type and expect are the server's and the browser's (decision 024). The
    // real time is read in playwright.config.ts, which pins the clock, and in clock.ts.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read "now" from e2eNow() (e2e/support/clock.ts), not new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read "now" from e2eNow() (e2e/support/clock.ts), not Date.now().',
        },
      ],
    },
  },
  ...apiBoundaries,
  {
    // The import resolver is loaded by eslint-plugin-import with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Issue 33 (decision 029): every text a screen shows comes from the catalogue, so each
    // language says it and none is left in English by accident. Words written into JSX, or
    // into an attribute a person reads or hears, are refused; a test's are its own.
    files: ['apps/web/app/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]{2,}/]',
          message: "Say it from the catalogue: t('area.key') (docs/decisions/029-languages.md).",
        },
        {
          selector:
            'JSXAttribute[name.name=/^(label|placeholder|title|aria-label|alt|description|hint|submitLabel|pendingLabel|cancelLabel)$/] > Literal[value=/[A-Za-z]{2,}/]',
          message: "Say it from the catalogue: t('area.key') (docs/decisions/029-languages.md).",
        },
        {
          // The same words put together in code (`Photo of ${name}`), or chosen between two
          // ('Not provided'), as an element's text or a label a person reads or hears.
          selector: [
            'JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]',
            'JSXElement > JSXExpressionContainer > ConditionalExpression > Literal[value=/[A-Za-z]{2,}/]',
            'JSXAttribute[name.name=/^(label|placeholder|title|aria-label|alt|description|hint)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]',
          ].join(', '),
          message:
            "Say it from the catalogue: t('area.key', { value }) (docs/decisions/029-languages.md).",
        },
      ],
    },
  },
);

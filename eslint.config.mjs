/**
 * One lint configuration for the monorepo. Besides correctness it guards the architecture: no remote imports another
 * remote, the shell or the API; the API imports no front-end code; libraries import no app; no import cycles; inside a
 * remote, features import only the features they declare. And the house rules: kebab-case file names, no
 * `instanceof ApiError`.
 */
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-public', 'mf-calendar', 'mf-reservations', 'mf-clients', 'mf-reports'];
const APPS = ['shell', ...REMOTES, 'api'];

/** Code linted with type information: the API (sources and tests) and the TypeScript libraries. */
const TYPED_FILES = [
  'api/src/**/*.ts',
  'api/test/**/*.ts',
  'libs/{contracts,federation,ui}/src/**/*.{ts,tsx}',
  'libs/dev-database/*.mjs',
];

/** Zones: code under `target` may not import from `from`. */
const zones = [
  ...REMOTES.flatMap((remote) =>
    APPS.filter((app) => app !== remote).map((other) => ({
      target: `./${remote}`,
      from: `./${other}`,
      message: 'Un remoto no importa otro remoto, el shell ni la API: use las librerías compartidas.',
    })),
  ),
  ...APPS.filter((app) => app !== 'shell').map((other) => ({
    target: './shell',
    from: `./${other}`,
    message: 'El shell carga los remotos en tiempo de ejecución, nunca importa su código.',
  })),
  ...['shell', ...REMOTES, 'libs/ui'].map((front) => ({
    target: './api',
    from: `./${front}`,
    message: 'La API no importa código de interfaz.',
  })),
  ...APPS.map((app) => ({ target: './libs', from: `./${app}`, message: 'Las librerías no importan aplicaciones.' })),
  { target: './libs/contracts', from: './libs/ui', message: 'contracts no depende de React.' },
];

/**
 * Inside a remote, a feature imports another feature only where this table says so (bulletproof-react's boundaries):
 * everything else every feature needs lives in the remote's shared folders (components/, hooks/, lib/) or in libs/.
 */
const FEATURE_DEPENDENCIES = {
  'mf-calendar': { calendar: [], 'planning-grid': ['calendar'] },
  'mf-clients': { clientes: [], configuracion: [], precios: [] },
  'mf-reports': { caja: ['income-report'], 'guest-register': [], 'income-report': [] },
  'mf-reservations': {
    'front-desk': ['reservations'],
    holds: [],
    lodging: [],
    'new-reservation': ['lodging', 'reservations'],
    'quick-reservation': ['holds', 'lodging', 'reservations'],
    reservations: ['holds', 'lodging', 'new-reservation'],
  },
  'mf-public': {
    gallery: ['media'],
    media: [],
    motion: [],
    pages: ['gallery', 'media', 'motion', 'quote', 'site', 'video'],
    quote: ['site'],
    seo: ['site'],
    site: [],
    video: ['media'],
  },
};

const featureZones = Object.entries(FEATURE_DEPENDENCIES).flatMap(([remote, features]) =>
  Object.entries(features).flatMap(([feature, allowed]) => [
    {
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/features`,
      except: [`./${feature}`, ...allowed.map((other) => `./${other}`)],
      message: `La función "${feature}" solo importa las funciones declaradas en FEATURE_DEPENDENCIES (eslint.config.mjs).`,
    },
    {
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/app`,
      message: 'Una función no importa la app del remoto: la app compone las funciones, no al revés.',
    },
  ]),
);

/** File names: kebab-case words, dots between parts (`use-client-by-document.ts`, `jest.config.js`). */
const KEBAB_FILE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

const localRules = {
  rules: {
    'kebab-case-file-name': {
      meta: { type: 'suggestion', schema: [], messages: { name: 'Nombre de archivo en kebab-case: "{{name}}".' } },
      create(context) {
        const name = context.filename.split(/[\\/]/).pop() ?? '';
        return {
          Program(node) {
            if (!KEBAB_FILE_NAME.test(name)) context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
  },
};

/** Package names that resolve to another app's workspace. */
const forbiddenPackages = (self) =>
  APPS.filter((app) => app !== self).map((app) => ({ name: app, message: 'No se importa otra aplicación.' }));

/**
 * The public pages read their messages from messages-publico.ts, never the staff's whole catalogue (messages.ts,
 * 15 KB minified): issue 34, docs/performance.md. Their code (mf-public, the shell but its admin parts) and the modules
 * of libs/ they load, as bench/bundles' source maps listed them; a module added to the pages shows up there.
 */
const PUBLIC_PAGE_FILES = {
  'mf-public': ['mf-public/src/**/*.{ts,tsx}'],
  shell: ['shell/src/**/*.{ts,tsx}'],
  libs: [
    'libs/contracts/src/{business-hours,dates,domain,field-messages,format,messages-*,page-hints,people-limits,phone}.ts',
    'libs/contracts/src/{public-pages,shell-contract,sitio-embebido,whatsapp}.ts',
    'libs/contracts/src/api/{auth,http,idempotency-keys,publico}.ts',
    'libs/contracts/src/schemas/{auth,common,cotizacion,date-range,desglose-estadia,sitio}.ts',
    'libs/ui/src/{app-link,date-calendar,date-field,date-text,day-picker,dialog,mount-standalone,spinner,toast}.{ts,tsx}',
    'libs/ui/src/hooks/{draft-storage,use-debounced-value,use-media-query,use-scroll-lock,use-sitio}.ts',
  ],
};
const STAFF_FILES = [
  'shell/src/features/{admin-layout,modulos}/**',
  'shell/src/features/auth/{admin-guard,change-password-dialog,session-expired-login}.tsx',
  '**/*.test.{ts,tsx}',
  '**/*.spec.ts',
];
const STAFF_MESSAGES = {
  regex: '(^|/)messages$',
  message: 'Las páginas públicas usan MSG_PUBLICO (@camping/contracts/messages-publico): messages.ts es el catálogo del personal.',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/.tsbuild/**', '**/node_modules/**', '**/coverage/**', '.data/**', 'e2e/artifacts/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, local: localRules },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, noWarnOnMultipleProjects: true, project: ['*/tsconfig.json', 'libs/*/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
      'local/kebab-case-file-name': 'error',
      // A remote deployed alone may carry another build of contracts' http.ts: read errors by shape.
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='instanceof'][right.name='ApiError']",
          message: 'Lea los errores por su forma: isApiError / apiErrorStatus / errorMessage, nunca instanceof ApiError.',
        },
      ],
    },
  },
  {
    // Lint that reads types (docs/decisions.md): a promise nobody awaits loses its error and its order. Each file is
    // checked with the tsconfig.json nearest to it (tests included), so only these parts pay for the type program.
    files: TYPED_FILES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Tests may render the whole app of their remote.
    files: ['mf-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...featureZones] }] },
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: forbiddenPackages(app) }] },
  })),
  ...Object.entries(PUBLIC_PAGE_FILES).map(([owner, files]) => ({
    files,
    ignores: STAFF_FILES,
    // The apps' own restriction is repeated: a later block's options replace an earlier one's.
    rules: { 'no-restricted-imports': ['error', { paths: forbiddenPackages(owner), patterns: [STAFF_MESSAGES] }] },
  })),
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'api/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}', 'scripts/**/*.mjs', '**/rspack.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['jest.dom-setup.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.e2e-spec.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);

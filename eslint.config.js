import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const webFeatures = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The floor plan as walls (bulletproof-react's zones): server routes → services → repositories, never back and
 * never skipping the services; the web's shared code (app/ → features/ → components/, lib/) one way, and no feature
 * reaching into another.
 */
const zones = [
  {
    target: `${SERVER}/routes`,
    from: `${SERVER}/db/repositories`,
    message: 'A route calls a service; only services use repositories.',
  },
  { target: `${SERVER}/services`, from: `${SERVER}/routes`, message: 'Services know nothing of HTTP routes.' },
  {
    // the AI interface owns its types and the style catalogue (ai/provider.ts, ai/styles.ts)
    target: [`${SERVER}/services`, `${SERVER}/ai/remote`, `${SERVER}/ai/chat`, `${SERVER}/report`],
    from: `${SERVER}/ai/builtin/illustrator`,
    message:
      "Import the AI interface's types and styles from ai/provider.ts or ai/styles.ts, not the built-in illustrator.",
  },
  {
    target: `${SERVER}/db`,
    from: [`${SERVER}/services`, `${SERVER}/routes`],
    message: 'Repositories sit below services and routes.',
  },
  ...webFeatures.map((f) => ({
    target: `${WEB}/features/${f}`,
    from: `${WEB}/features`,
    except: [`./${f}`],
    message: 'A feature never imports another feature: move the shared piece to components/ or lib/.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features never import app/ (the app imports them).' },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code (components/, lib/) never imports features/ or app/.',
  },
];

// Read configuration in one place (apps/server/src/config.ts; config-paths.ts is its light part).
const noProcessEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read configuration in apps/server/src/config.ts only.',
};
// Every user-facing text comes from a text table (the contract's MSG / CREATE_MSG / TEACHER_MSG …, the web's
// UI / CREATE_UI / PAGE_UI …): no Chinese in a string, template or JSX text of a service, route or screen.
const TEXT_TABLE =
  'Put user-facing text in a text table (contract *-messages.ts / MSG, web lib/messages.ts or *-texts.ts).';
const noTextLiteral = [
  { selector: 'Literal[value=/[\\u3400-\\u9fff]/]', message: TEXT_TABLE },
  { selector: 'TemplateElement[value.raw=/[\\u3400-\\u9fff]/]', message: TEXT_TABLE },
  { selector: 'JSXText[value=/[\\u3400-\\u9fff]/]', message: TEXT_TABLE },
];

/**
 * Where Chinese may stand in code, and why. A message — a text of the app itself, the same whatever the child wrote
 * (an answer, a label, a heading or caption printed in a PDF, a file's title, a mail) — lives in its area's table:
 * the contract's `messages.ts` / `*-messages.ts` / `*-texts.ts`, the web's `lib/messages.ts` and `*-texts.ts`.
 * Language data is not a message: the words an engine reads (lexicons, dictionaries, word lists, grammar
 * particles, evaluation sets) and the sentences a built-in engine writes from the child's own words in place of a
 * model (the chat's questions and results, the report writer's paragraphs, a picture's description). It stays
 * with its engine, in these folders.
 */
const LANGUAGE_DATA = [
  'apps/server/src/ai/builtin/**',
  'apps/server/src/ai/chat/builtin/**',
  'apps/server/src/ai/chat/eval/**',
  'apps/server/src/ai/safety/**',
  'apps/server/src/report/analyser/**',
  'apps/server/src/text/**',
  'apps/server/src/zhuyin/**',
];
/** Texts to a model, not to a person: prompts, and the art-style catalogue with each style's prompt. */
const PROMPTS = [
  'apps/server/src/**/prompt.ts',
  'apps/server/src/ai/styles.ts',
  'apps/server/src/services/style.service.ts',
];
/** Texts that are not the app's voice to a child, parent or teacher. */
const NOT_OUR_TEXTS = [
  // test-only seeds and fixtures
  'apps/server/src/routes/test/**',
  'apps/server/src/services/seed.service.ts',
  'apps/server/src/**/*.fixture.ts',
  // the stand-in for the payment provider's own card page (its texts are the provider's)
  'apps/server/src/payment/sandbox.ts',
  'apps/server/src/services/sandbox-checkout.service.ts',
  // the operator's tools speak English; the Chinese in them is an example value or the provider's menu name
  'apps/server/src/cli/**',
  'apps/server/src/config.ts',
  // landed migrations are never edited (their seed rows are data)
  'apps/server/src/db/migrations/**',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // the TypeScript flat config's parsers and extensions (so no-cycle reads .ts/.tsx files), the node resolver
      // (imports name their .ts files; the contract's package exports point at its sources)
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noProcessEnv],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The contract's index pulls in zod (~50 KB gzip): the web imports values from its zod-free modules.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@storycat/contract',
              message: 'Import values from @storycat/contract/<module> (constants, messages, codes, validation).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The server and the screens hold no text of their own (decision 0026, "Session 2026-11-26b").
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.ts',
      // the web's text tables (the contract's are outside this rule's folders)
      'apps/web/src/lib/messages.ts',
      'apps/web/src/lib/mascot-tips.ts',
      'apps/web/src/features/**/*-texts.ts',
      'apps/web/src/features/guide/guides.ts',
      ...LANGUAGE_DATA,
      ...PROMPTS,
      ...NOT_OUR_TEXTS,
    ],
    rules: { 'no-restricted-syntax': ['error', noProcessEnv, ...noTextLiteral] },
  },
  {
    // Places allowed to read the environment: config (and its light part, read before the rest loads), test and
    // tooling entry points.
    files: [
      'apps/server/src/config.ts',
      'apps/server/src/config-paths.ts',
      '**/test/**',
      '**/test-prod/**',
      '**/*.config.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);

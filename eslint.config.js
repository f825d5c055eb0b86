import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Read configuration in one place (apps/server/src/config.ts).
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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    // Services, routes and screens hold no text of their own.
    files: [
      'apps/server/src/services/**/*.ts',
      'apps/server/src/routes/**/*.ts',
      'apps/web/src/app/**/*.{ts,tsx}',
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/features/**/*.{ts,tsx}',
    ],
    ignores: [
      '**/*.test.ts',
      // text tables of a feature
      'apps/web/src/features/**/*-texts.ts',
      'apps/web/src/features/guide/guides.ts',
      // test-only seeds (fixtures, not texts a user reads)
      'apps/server/src/routes/test/**',
      'apps/server/src/services/seed.service.ts',
      // a picture prompt, not a text a user reads
      'apps/server/src/services/style.service.ts',
      // the stand-in for the payment provider's own card page (its texts are the provider's)
      'apps/server/src/services/sandbox-checkout.service.ts',
      // the login-card PDF moves to the shared pdf/ wing (issue R, point 3); its texts go to TEACHER_MSG with it
      'apps/server/src/services/teacher/login-cards.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', noProcessEnv, ...noTextLiteral] },
  },
  {
    // Places allowed to read the environment: config, test and tooling entry points.
    files: [
      'apps/server/src/config.ts',
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

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// src/rules/ is the game itself: pure TypeScript (shared/STYLE.md, practice 1).
const impureModules = ['react', 'react-dom', 'zustand', 'immer', 'i18next', 'react-i18next', '@tanstack/*', 'zod'];

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Names and notes come from users and imported files: they render as text, never HTML.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Raw HTML is not allowed.' },
        { selector: "MemberExpression[property.name='innerHTML']", message: 'Raw HTML is not allowed.' },
        { selector: "MemberExpression[property.name='outerHTML']", message: 'Raw HTML is not allowed.' },
      ],
    },
  },
  {
    // No import cycles anywhere in src/ (issue 34): a module never imports, directly or through
    // others, a module that imports it. Type-only imports do not count (they leave no trace at
    // run time); the persistence stack keeps even those one-way by hand (types in leaf files).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Node scripts (icons, benchmarks, e2e helpers) may also run code inside the page.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/rules/**/*.ts'],
    ignores: ['src/rules/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: impureModules, message: 'src/rules/ is pure: no UI, state or storage libraries.' },
            { group: ['**/store/**', '**/features/**', '**/components/**', '**/i18n/**', '**/app/**'], message: 'src/rules/ depends on nothing else in the app.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'Date', 'crypto', 'performance', 'setTimeout', 'setInterval'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness comes in through ctx.rng.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'The rules have no clock.' },
        { selector: "MetaProperty[meta.name='import'][property.name='meta']", message: 'The rules read no bundler globals (import.meta): they run bundled by any tool.' },
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Raw HTML is not allowed.' },
      ],
    },
  },
);

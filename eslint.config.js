import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import regexp from 'eslint-plugin-regexp';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', globalThis: 'readonly', URL: 'readonly', fetch: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Regular expressions on user text must not backtrack super-linearly (issue 13: one request
  // froze the process).
  regexp.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  // Importers read the operator's files, a line or an element at a time, never request text: an
  // unanchored search over a line may move quadratically, backtracking still may not.
  { files: ['libs/importers/**'], rules: { 'regexp/no-super-linear-move': 'off' } },
  {
    // The page's browser script (served as it is, no build step).
    files: ['apps/web/**/*.js'],
    languageOptions: { globals: { document: 'readonly', fetch: 'readonly', Headers: 'readonly', URLSearchParams: 'readonly', URL: 'readonly', XMLHttpRequest: 'readonly', FormData: 'readonly', Event: 'readonly' } },
  },
);

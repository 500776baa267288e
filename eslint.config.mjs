// ESLint (`npm run lint`): typescript-eslint's recommended rules, and the type-aware rules that
// catch what a server cannot afford: a promise left floating, or handed where its rejection
// is dropped. Layout is Prettier's (.prettierrc.json), import direction dependency-cruiser's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'dist.*/', 'node_modules/', 'test-artifacts/', 'data/', '.tmp/', 'src/server/assets/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A promise-returning function where a callback's result is ignored drops its rejection;
      // passing one as an argument (a test body, a listener wrapped by `void`) is left to review.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // The validators match control characters on purpose, as Django and CPython do
      // (NUL in a field, a URL's whitespace, C0 controls in a header).
      'no-control-regex': 'off',
    },
  },
  {
    // Tests read JSON bodies of any shape.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Plain JavaScript (the build script, bench helpers, a test fixture): not in the TypeScript project.
    files: ['**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

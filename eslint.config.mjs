import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/**
 * The module graph of docs/architecture.md, enforced: what each folder of src/ may import besides
 * the base layer (common, config, database), which itself imports no feature module. Only
 * app.module (at the root of src/) imports webhooks, and outbox depends on no feature. An entry
 * `module/file` allows that one file of the module and nothing else of it.
 */
const BASE = ['common', 'config', 'database'];
const MAY_IMPORT = {
  common: [],
  config: [],
  database: [],
  console: [],
  outbox: [],
  audit: ['auth'],
  // Creating an agent key names an agent; its not-found error is shared, the module is not.
  auth: ['audit', 'agents/agents.errors'],
  agents: ['audit', 'auth'],
  organizations: ['audit', 'auth'],
  governance: ['agents', 'audit', 'auth', 'outbox'],
  // The detection policy reads the catalogue and the bands contract, pure files of observation.
  'detection-policy': [
    'audit',
    'auth',
    'observation/detection/catalogue',
    'observation/detection/policy',
  ],
  observation: ['agents', 'audit', 'auth', 'detection-policy', 'governance', 'outbox'],
  webhooks: ['audit', 'auth', 'governance', 'observation', 'outbox'],
  idempotency: ['auth'],
  health: ['auth'],
};
const FOLDERS = Object.keys(MAY_IMPORT);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const moduleGraph = FOLDERS.map((folder) => {
  const allowed = MAY_IMPORT[folder];
  const patterns = FOLDERS.filter((other) => other !== folder && !BASE.includes(other))
    .filter((other) => !allowed.includes(other))
    .map((other) => {
      const files = allowed.filter((entry) => entry.startsWith(`${other}/`));
      const except = files.map((entry) => `(?!${escape(entry.slice(other.length + 1))}$)`).join('');
      return {
        regex: `^(\\.\\./)+${other}(/${except}|$)`,
        message: `${folder}/ may not import ${other}/: see the module graph in docs/architecture.md.`,
      };
    });
  return {
    files: [`src/${folder}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-output/**',
      'eslint.config.mjs',
      'console/src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  prettier,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['test/**/*.ts', 'bench/**/*.ts', 'eval/**/*.ts', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  ...moduleGraph,
  {
    // The console is a browser program with its own compiler settings (DOM, JSX, bundler).
    files: ['console/**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: {
        projectService: false,
        project: ['./console/tsconfig.json', './console/tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
);

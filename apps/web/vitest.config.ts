import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { webBuildConfig } from './build-config.ts';

export default defineConfig({
  plugins: [react()],
  define: { __APP_CONFIG__: JSON.stringify(webBuildConfig({})) },
  test: {
    environment: 'happy-dom',
    // Only a guard against a hang: rendering tests ran past the 5 s default on a busy machine.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Module styles are applied in tests, so behaviour that lives in CSS (uppercase titles) is checked.
    css: { include: [/\.module\.css$/] },
  },
});

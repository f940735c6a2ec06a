import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Node would load styled-components' CommonJS build during prerendering otherwise.
  ssr: { noExternal: ['styled-components'] },
  preview: { port: Number(process.env.PORT ?? 4173) },
});

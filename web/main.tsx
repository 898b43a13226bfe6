// zod is configured (jitless under the CSP, Spanish messages) where the pages import it:
// web/zod-configurado.ts, which vite.config.ts puts behind every `import … from 'zod'`.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

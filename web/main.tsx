// First: zod must not probe eval under the CSP (sin-eval.ts).
import './sin-eval';
// zod's messages in Spanish in every form (the API loads the same map).
import '../domain/common/zod-es';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

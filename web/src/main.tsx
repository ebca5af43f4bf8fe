import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale, detectLocale } from './lib/i18n';
import './styles/theme.scss';

const rootEl = document.getElementById('root');
if (!rootEl) throw new Error('#root is missing from index.html');

void activateLocale(detectLocale()).then(() => {
  createRoot(rootEl).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

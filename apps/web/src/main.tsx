import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './app/i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Texts are loaded before the first render so no screen shows translation keys.
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

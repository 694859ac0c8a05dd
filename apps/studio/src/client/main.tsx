// The page base first, so each component's own rules come after it and win.
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { htmlLangOf } from './i18n/index.ts';
import { parseRoute } from './route.ts';

const route = parseRoute(window.location.href);
document.documentElement.lang = htmlLangOf(route.language);

const root = document.getElementById('root');
if (root) createRoot(root).render(<App route={route} />);

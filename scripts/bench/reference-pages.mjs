// The two reference pages the app's bytes are compared with, built by the same vite and
// @vitejs/plugin-react as the app. "libraries" imports every library the app ships on its
// first route and makes each do the least it can (a store, a router, an i18n instance), so
// that tree-shaking keeps what a real use keeps; zod (the app validates stored data with it)
// is not in the list and not in the reference.
export const REFERENCE_PAGES = {
  react: {
    label: 'minimal React 19 page',
    main: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);
`,
  },
  libraries: {
    label: "React 19 + the app's libraries",
    main: `import { createRoot } from 'react-dom/client';
import { createStore, useStore } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { persist } from 'zustand/middleware';
import { enableMapSet } from 'immer';
import { createRootRoute, createRoute, createRouter, RouterProvider, Outlet } from '@tanstack/react-router';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

enableMapSet();
const store = createStore<{ n: number }>()(persist(immer(() => ({ n: 0 })), { name: 'ref' }));
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common: { hello: 'Hello' } } }, defaultNS: 'common' });

function Home() {
  const { t } = useTranslation();
  const n = useStore(store, (s) => s.n);
  return <h1>{t('hello')} {n}</h1>;
}
const root = createRootRoute({ component: Outlet });
const home = createRoute({ getParentRoute: () => root, path: '/', component: Home });
const router = createRouter({ routeTree: root.addChildren([home]) });
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
`,
  },
  // Informational, not in the list: what the app's stored-data validator weighs alone.
  zod: {
    label: 'zod alone (informational)',
    main: `import { z } from 'zod';
const schema = z.object({ revision: z.int().min(0), log: z.array(z.object({ at: z.number(), action: z.string() })) });
document.title = String(schema.safeParse(JSON.parse(document.body.dataset.x ?? '{}')).success);
`,
  },
};

export const REFERENCE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Reference</title></head>
<body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>
`;

import { RouterProvider } from '@tanstack/react-router';
import { router } from './router';

// The lazy screens' react-i18next hooks find i18next without a provider (initReactI18next in
// src/i18n/i18n.ts); the first route's components say their words through src/i18n/words.ts.
export function App() {
  return <RouterProvider router={router} />;
}

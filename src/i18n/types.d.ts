import 'i18next';
import type app from '../../locales/en/app.json';
import type common from '../../locales/en/common.json';
import type data from '../../locales/en/data.json';
import type gm from '../../locales/en/gm.json';
import type rules from '../../locales/en/rules.json';
import type sheet from '../../locales/en/sheet.json';
import type table from '../../locales/en/table.json';

// Keys are typed from the English source locale (shared/STYLE.md, practice 7).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { app: typeof app; common: typeof common; data: typeof data; gm: typeof gm; rules: typeof rules; sheet: typeof sheet; table: typeof table };
  }
}

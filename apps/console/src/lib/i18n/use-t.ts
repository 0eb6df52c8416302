import { createLocalization } from '@lms/browser/i18n/react';

/** The staff console's language: English inline, Bengali (i18next and bn.json) a lazy chunk. */
export const { languageStore, translate, useT } = createLocalization(() =>
  import('./bengali').then((module) => module.loadBengali()),
);

import { addTranslations } from 'shared-ui';

/** i18n namespace of the AI study guide page. */
export const DOCUMENT_NS = 'aistudy-document';

addTranslations(DOCUMENT_NS, {
  ja: { toCourses: 'コースを選ぶ', toc: 'もくじ' },
  en: { toCourses: 'Choose a course', toc: 'Contents' },
});

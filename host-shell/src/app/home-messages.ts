import { addTranslations } from 'shared-ui';

export const HOME_NAMESPACE = 'home';

addTranslations(HOME_NAMESPACE, {
  ja: {
    title: 'ホーム',
    areas: '学習メニュー',
    area: { bookList: '教材一覧', eiken: '英検・TOEIC', dictionary: '辞書', ebook: '電子書籍', arena: 'アリーナ', aistudy: 'AI学習' },
  },
  en: {
    title: 'Home',
    areas: 'Study menu',
    area: { bookList: 'Textbooks', eiken: 'Eiken and TOEIC', dictionary: 'Dictionary', ebook: 'Ebooks', arena: 'Arena', aistudy: 'AI study' },
  },
});

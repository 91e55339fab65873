import type { SeedContext } from '../../cli/seed-steps';
import { banners, homeModules } from '../../db/tables/app-config';

type ModuleSeed = Omit<typeof homeModules.$inferInsert, 'id'>;

/** Home tiles per DESIGN.md's route ownership; college students see only their two areas. */
const HOME_MODULES: ModuleSeed[] = [
  { moduleKey: 'textbook', title: '教科書', subtitle: '単元ごとに練習', icon: 'book', route: '/bookList', color: '#2f6fde', audience: 'all', sort: 10 },
  { moduleKey: 'homework', title: '宿題', subtitle: '先生からの課題', icon: 'homework', route: '/homeworkList', color: '#e8505b', audience: 'all', sort: 20 },
  { moduleKey: 'eiken', title: '英検対策', subtitle: '級別の練習と模試', icon: 'eiken', route: '/testing', color: '#6a4de8', audience: 'business', sort: 30 },
  { moduleKey: 'cefr', title: 'CEFR', subtitle: 'レベル診断と学習マップ', icon: 'cefr', route: '/cefr/index', color: '#0f9d74', audience: 'business', sort: 40 },
  { moduleKey: 'toeic', title: 'TOEIC 対策', subtitle: 'パート別練習と模擬試験', icon: 'toeic', route: '/toeic/index', color: '#f08a24', audience: 'business', sort: 50 },
  { moduleKey: 'biz_words', title: 'ビジネス単語', subtitle: '単語プランで毎日学習', icon: 'words', route: '/eiken/biz', color: '#2bb3a0', audience: 'business', sort: 60 },
  { moduleKey: 'study_word', title: '単語学習', subtitle: '学習プランとテスト', icon: 'plan', route: '/study_word/plan', color: '#3a8ee6', audience: 'business', sort: 70 },
  { moduleKey: 'skillup', title: 'スキルアップ', subtitle: 'リーディング・リスニング・スピーキング', icon: 'skillup', route: '/skillup/list/reading', color: '#d9534f', audience: 'business', sort: 80 },
  { moduleKey: 'ebook', title: '多読', subtitle: 'レベル別の英語の本', icon: 'ebook', route: '/ebook/index', color: '#8e6c3a', audience: 'business', sort: 90 },
  { moduleKey: 'aistudy', title: 'AI 学習', subtitle: 'AI がすすめるコース', icon: 'ai', route: '/aistudy', color: '#5b5fc7', audience: 'business', sort: 100 },
  { moduleKey: 'arena', title: '対戦', subtitle: 'ほかの生徒と英語バトル', icon: 'arena', route: '/arena/index', color: '#c2185b', audience: 'business', sort: 110 },
  { moduleKey: 'dictionary', title: '辞書', subtitle: '単語を調べる', icon: 'dictionary', route: '/dictionary/index', color: '#607d8b', audience: 'business', sort: 120 },
  { moduleKey: 'phonogram', title: 'フォニックス', subtitle: 'つづりと発音のルール', icon: 'phonics', route: '/phonogram/list', color: '#43a047', audience: 'business', sort: 130 },
  { moduleKey: 'tokyo', title: 'スピーキングテスト対策', subtitle: '東京都の中学生向け', icon: 'speaking', route: '/tokyo/index', color: '#ef6c00', audience: 'business', sort: 140 },
  { moduleKey: 'college_listening', title: '共通テスト リスニング', subtitle: '大問別の練習と模擬試験', icon: 'eiken', route: '/college-entrance-test/listening', color: '#1e88e5', audience: 'business', sort: 142 },
  { moduleKey: 'highschool_listening', title: '高校入試 リスニング', subtitle: '地域別の問題と復習', icon: 'eiken', route: '/high-school-entrance-exam/listening', color: '#7cb342', audience: 'business', sort: 144 },
  { moduleKey: 'integral', title: 'ポイント', subtitle: 'ミッションでポイントを集める', icon: 'points', route: '/integral', color: '#fbc02d', audience: 'business', sort: 150 },
];

const BANNERS: Omit<typeof banners.$inferInsert, 'id'>[] = [
  { bannerKey: 'eiken-spring', title: '春の英検チャレンジ', imageUrl: '/site/banners/eiken-spring.svg', linkUrl: '/testing', sort: 10 },
  { bannerKey: 'speaking', title: '毎日1分、音読しよう', imageUrl: '/site/banners/speaking.svg', linkUrl: '/bookList', sort: 20 },
  { bannerKey: 'missions', title: 'ミッションでポイントGET', imageUrl: '/site/banners/missions.svg', linkUrl: '/integral', sort: 30 },
];

export async function seedAppConfig({ db }: SeedContext): Promise<void> {
  await db.insert(homeModules).values(HOME_MODULES).onConflictDoNothing();
  await db.insert(banners).values(BANNERS).onConflictDoNothing();
}

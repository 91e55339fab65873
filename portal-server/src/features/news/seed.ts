import type { SeedContext } from '../../cli/seed-steps';
import { news, newsReads } from '../../db/tables/news';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo notices: school-wide, per class, and one already read by biz01 so counts differ. */
export async function seedNews({ db, school }: SeedContext): Promise<void> {
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  const teacherId = school.userIds.teacher01 ?? null;
  const rows = await db
    .insert(news)
    .values([
      {
        newsKey: 'demo-welcome',
        schoolId: school.schoolId,
        category: 'notice',
        title: 'さくら英語ポータルへようこそ',
        summary: '使い方と、はじめにやってほしいことのご案内です。',
        content:
          'さくら英語ポータルへようこそ。\n\nまずは次の3つをやってみましょう。\n1. 「設定」からニックネームを確認する\n2. 「教科書」から最初の単元を練習する\n3. 「ポイント」で今日のミッションを確認する\n\n分からないことがあれば、担当の先生に聞いてください。',
        jumpSchema: 3,
        authorId: teacherId,
        publishedAt: daysAgo(14),
      },
      {
        newsKey: 'demo-maintenance',
        schoolId: null,
        category: 'maintenance',
        title: 'システムメンテナンスのお知らせ（日曜 2:00〜4:00）',
        summary: 'メンテナンス中は学習ができません。',
        content:
          '日曜日の午前2時から4時まで、システムメンテナンスを行います。\nこの時間は学習記録の保存ができません。ご不便をおかけしますが、ご協力をお願いします。',
        jumpSchema: 4,
        authorId: null,
        publishedAt: daysAgo(6),
      },
      {
        newsKey: 'demo-business-homework',
        schoolId: school.schoolId,
        classId: school.classIds.business,
        category: 'homework',
        title: '今週の宿題が出ました',
        summary: 'ビジネス英語 月曜クラスの宿題です。金曜日までに提出してください。',
        content: '今週の宿題は、教科書の単元「自己紹介」の音読と、単語テストです。\n金曜日の23時59分までに提出してください。音読は静かな場所で練習しましょう。',
        jumpSchema: 2,
        authorId: teacherId,
        publishedAt: daysAgo(2),
      },
      {
        newsKey: 'demo-college-guidance',
        schoolId: school.schoolId,
        classId: school.classIds.college,
        category: 'event',
        title: '大学英語 基礎クラス: オリエンテーションのお知らせ',
        summary: '来週の授業で、教科書の使い方を説明します。',
        content: '来週の授業の最初の20分で、教科書と宿題の進め方を説明します。\nパソコンかタブレットを持ってきてください。',
        jumpSchema: 3,
        authorId: teacherId,
        publishedAt: daysAgo(1),
      },
      {
        newsKey: 'demo-eiken',
        schoolId: school.schoolId,
        category: 'event',
        title: '英検対策コースが始まりました',
        summary: '級別の練習問題と模擬試験が使えるようになりました。',
        content: '英検対策コースが始まりました。\n「英検対策」から自分の級を選んで、単語・リーディング・リスニングの練習をしてみましょう。面接の練習もできます。',
        jumpSchema: 3,
        authorId: teacherId,
        publishedAt: daysAgo(0.5),
      },
    ])
    .onConflictDoNothing()
    .returning({ id: news.id, newsKey: news.newsKey });
  const welcome = rows.find((row) => row.newsKey === 'demo-welcome');
  const biz01 = school.userIds.biz01;
  // Only on the first run: later runs must not undo what a student did with their notices.
  if (welcome && biz01) await db.insert(newsReads).values({ newsId: welcome.id, userId: biz01, readAt: new Date(now - 13 * DAY_MS) }).onConflictDoNothing();
}

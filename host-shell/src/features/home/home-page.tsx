import { Card, Page, QueryState, useTranslation } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { useSession } from 'shared-api';
import { SHELL_NS } from '../../lib/shell-texts';
import { Icon, type IconName } from '../../lib/ui/icon';
import { useHomeworkCount } from '../dashboard/api/get-dashboard';
import { usePointsOverview } from '../points/api/get-points-overview';
import { useBanners, type Banner } from './api/get-banners';
import { useHomeModules } from './api/get-home-modules';
import classes from './home.module.css';

const MODULE_ICONS: Record<string, IconName> = { book: 'book', homework: 'homework', eiken: 'eiken', cefr: 'cefr', toeic: 'eiken', words: 'collection', plan: 'history', skillup: 'rank', ebook: 'book', ai: 'live' };

function BannerLink({ banner, first }: { banner: Banner; first: boolean }) {
  // The first banner is the page's largest picture: fetched before the others.
  const image = <img src={banner.image_url} alt={banner.title} className={classes.bannerImage} fetchPriority={first ? 'high' : 'auto'} />;
  if (!banner.link_url) return <div className={classes.banner}>{image}</div>;
  return banner.link_url.startsWith('/') ? (
    <Link to={banner.link_url} className={classes.banner}>
      {image}
    </Link>
  ) : (
    <a href={banner.link_url} className={classes.banner} target="_blank" rel="noreferrer">
      {image}
    </a>
  );
}

/** Home: greeting, unfinished homework, points, the study menu for the student's type, banners. Kept alive. */
export function HomePage() {
  const { t } = useTranslation(SHELL_NS);
  const user = useSession((s) => s.user);
  const homeworkCount = useHomeworkCount();
  const modules = useHomeModules();
  const banners = useBanners();
  const points = usePointsOverview();
  return (
    <Page title={t('home.title')} onBack={null} testId="home-page">
      <section className={classes.welcome}>
        <h2 className={classes.greeting}>{t('home.greeting', { name: user?.nickname || user?.username || '' })}</h2>
        <p className={classes.lead}>{t('home.lead')}</p>
      </section>
      <div className={classes.cards}>
        <Link to="/homeworkList" className={classes.stat} data-testid="home-homework">
          <span className={classes.statLabel}>{t('home.homeworkCard')}</span>
          <strong className={classes.statValue}>{t('home.homeworkCount', { count: homeworkCount })}</strong>
          <span className={classes.statLink}>{t('home.homeworkGo')}</span>
        </Link>
        <Link to="/integral" className={classes.stat} data-testid="home-points">
          <span className={classes.statLabel}>{t('home.pointsCard')}</span>
          <strong className={classes.statValue}>{points.data ? t('points.unit', { points: points.data.total_points }) : '—'}</strong>
          <span className={classes.statLink}>{t('home.pointsGo')}</span>
        </Link>
      </div>
      {banners.data && banners.data.list.length > 0 ? (
        <Card title={t('home.banners')}>
          <div className={classes.banners}>
            {banners.data.list.map((banner, position) => (
              <BannerLink key={banner.banner_id} banner={banner} first={position === 0} />
            ))}
          </div>
        </Card>
      ) : null}
      <Card title={t('home.modules')}>
        <QueryState query={modules} isEmpty={(data) => data.list.length === 0} empty={t('home.noModules')}>
          {(data) => (
            <ul className={classes.modules}>
              {data.list.map((module) => (
                <li key={module.module_key}>
                  <Link to={module.route} className={classes.module} data-testid="home-module">
                    <span className={classes.moduleIcon} style={{ background: module.color }}>
                      <Icon name={MODULE_ICONS[module.icon] ?? 'book'} size={26} />
                    </span>
                    <span className={classes.moduleText}>
                      <strong>{module.title}</strong>
                      <span className={classes.moduleSub}>{module.subtitle}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
    </Page>
  );
}

import { useRef } from 'react';
import { useTranslation } from 'shared-ui';
import { useParams } from 'shared-ui/router';
import { appInfoApi, type Protocols } from 'shared-api';
import { SHELL_NS } from '../../app/i18n-namespace';
import { Card, LoadGate, Page } from '../common/page';
import { useLoad } from '../common/use-load';
import { fetchEmbeddedPage } from './embedded-html';
import classes from './about.module.css';

const TYPES = ['protocol', 'privacy', 'sdk', 'license'] as const;
type DetailType = (typeof TYPES)[number];

function urlFor(type: DetailType, protocols: Protocols): string {
  if (type === 'protocol') return protocols.using_protocol;
  if (type === 'privacy') return protocols.privacy_policy;
  if (type === 'sdk') return protocols.third_party_SDK_list?.pc_SDK ?? '';
  return protocols.permission_license ?? '';
}

/** A legal page (terms of use: type protocol; privacy policy: type privacy; also sdk, license). */
export function AboutDetailsPage() {
  const { t } = useTranslation(SHELL_NS);
  const { type = '' } = useParams();
  const known = (TYPES as readonly string[]).includes(type) ? (type as DetailType) : null;
  const frame = useRef<HTMLIFrameElement>(null);
  const page = useLoad(async (signal) => {
    if (!known) return null;
    const protocols = await appInfoApi.fetchProtocols({ signal });
    const url = urlFor(known, protocols);
    return url ? fetchEmbeddedPage(url, signal) : null;
  }, [known]);

  const fitHeight = () => {
    const body = frame.current?.contentDocument?.body;
    if (body && frame.current) frame.current.style.height = `${body.scrollHeight + 32}px`;
  };

  const title = known ? t(`about.detailsTitle.${known}`) : t('about.title');
  return (
    <Page title={title} testId="about-details-page">
      <Card>
        {!known ? <p>{t('about.unknownType')}</p> : null}
        <LoadGate loading={page.loading} error={page.error} onRetry={page.reload} hasData={page.data !== undefined} />
        {page.data ? <iframe ref={frame} title={title} className={classes.frame} srcDoc={page.data} sandbox="allow-same-origin allow-popups" onLoad={fitHeight} /> : null}
        {known && page.data === null ? <p>{t('about.loadFailed')}</p> : null}
      </Card>
    </Page>
  );
}

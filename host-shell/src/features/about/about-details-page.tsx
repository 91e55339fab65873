import { useRef } from 'react';
import { Card, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useParams } from 'shared-ui/router';
import { SHELL_NS } from '../../lib/shell-texts';
import { useEmbeddedPage } from './api/get-embedded-page';
import { useProtocols, type Protocols } from './api/get-protocols';
import classes from './about.module.css';

const TYPES = ['protocol', 'privacy', 'sdk', 'license'] as const;
type DetailType = (typeof TYPES)[number];

function urlFor(type: DetailType, protocols: Protocols): string {
  if (type === 'protocol') return protocols.using_protocol;
  if (type === 'privacy') return protocols.privacy_policy;
  if (type === 'sdk') return protocols.third_party_SDK_list?.pc_SDK ?? '';
  return protocols.permission_license ?? '';
}

/** The page's HTML in a sandboxed frame as tall as its content, or a note when it has no address. */
function EmbeddedPage({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation(SHELL_NS);
  const page = useEmbeddedPage(url);
  const frame = useRef<HTMLIFrameElement>(null);
  const fitHeight = () => {
    const body = frame.current?.contentDocument?.body;
    if (body && frame.current) frame.current.style.height = `${body.scrollHeight + 32}px`;
  };
  if (!url) return <StatusBlock title={t('about.loadFailed')} />;
  return <QueryState query={page}>{(html) => <iframe ref={frame} title={title} className={classes.frame} srcDoc={html} sandbox="allow-same-origin allow-popups" onLoad={fitHeight} />}</QueryState>;
}

/** A legal page (terms of use: type protocol; privacy policy: type privacy; also sdk, license). */
export function AboutDetailsPage() {
  const { t } = useTranslation(SHELL_NS);
  const { type = '' } = useParams();
  const known = (TYPES as readonly string[]).includes(type) ? (type as DetailType) : null;
  const protocols = useProtocols();
  const title = known ? t(`about.detailsTitle.${known}`) : t('about.title');
  return (
    <Page title={title} testId="about-details-page">
      <Card>{known ? <QueryState query={protocols}>{(data) => <EmbeddedPage url={urlFor(known, data)} title={title} />}</QueryState> : <StatusBlock title={t('about.unknownType')} />}</Card>
    </Page>
  );
}

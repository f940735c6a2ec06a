import type { PageContent } from '../content/pageContent';
import type { PageName } from '../lib/paths';
import type { PageComponent } from '../pages/pageModule';
import { Layout } from './Layout';
import { RouteHead } from './RouteHead';
import type { SiteRoute } from './routes';

export interface SiteShellProps {
  /** The route being shown. */
  route: SiteRoute;
  /** Its page's component. */
  Page: PageComponent;
  /** Its page's content in the route's language. */
  content: PageContent<PageName>;
}

/**
 * One route as a document: its head tags, the layout and the page with its
 * content. The prerenderer renders it for every route; a link to another
 * page loads that page's document (and fades into it where the browser
 * can: GlobalStyle).
 */
export function SiteShell({ route, Page, content }: SiteShellProps) {
  return (
    <Layout route={route}>
      <RouteHead route={route} meta={content.meta} />
      <Page content={content} />
    </Layout>
  );
}

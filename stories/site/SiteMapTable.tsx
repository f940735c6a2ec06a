import { FALLBACK_PATH, plannedPaths, redirects, routes } from '../../src/site/routes';
import type { PagePath } from '../../src/lib/paths';
import { localeSettings } from '../../src/lib/locales';
import { pageDocsId, pageNameOf, pageStoryTitle, storybookHref } from './pageStories';
import { metaOf } from '../../src/content/siteContent';

/*
 * The map of the site for the docs page «Site/Seitenübersicht», read from the
 * route table: a page that enters `routes` (and leaves `plannedPaths`) shows
 * up here with its story link without an edit. Storybook's own docs styles
 * set these tables; nothing here is styled.
 */

const redirectsTo = (path: PagePath) => redirects.filter((redirect) => redirect.to === path).map((redirect) => redirect.from);

/** Every served route, in every language: path, title, description, indexable, redirects to it and its page story. */
export function ServedRoutes() {
  return (
    <table>
      <caption>Ausgelieferte Seiten ({routes.length})</caption>
      <thead>
        <tr>
          <th scope="col">Pfad</th>
          <th scope="col">Sprache</th>
          <th scope="col">Titel und Beschreibung</th>
          <th scope="col">Indexiert</th>
          <th scope="col">Weiterleitungen hierher</th>
          <th scope="col">Seitenstory</th>
        </tr>
      </thead>
      <tbody>
        {routes.map((route) => {
          const sources = redirectsTo(route.path);
          const meta = metaOf(route);
          return (
            <tr key={route.path}>
              <td>
                <code>{route.path}</code>
              </td>
              <td>{localeSettings[route.locale].name}</td>
              <td lang={route.locale}>
                <strong>{meta.title}</strong>
                <br />
                {meta.description}
              </td>
              <td>{route.indexable ? 'ja' : 'nein (noindex, nicht in der Sitemap)'}</td>
              <td>{sources.length > 0 ? sources.map((from) => <code key={from}>{from} </code>) : '–'}</td>
              <td>
                <a href={storybookHref(pageDocsId(route.page))} target="_top">
                  {pageStoryTitle(route.page)}
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Paths the specification names that the site does not serve yet. */
export function PlannedRoutes() {
  return (
    <table>
      <caption>Geplant, noch nicht ausgeliefert ({plannedPaths.length})</caption>
      <thead>
        <tr>
          <th scope="col">Pfad</th>
          <th scope="col">Seite</th>
          <th scope="col">Heute</th>
          <th scope="col">Weiterleitungen hierher</th>
        </tr>
      </thead>
      <tbody>
        {plannedPaths.map((path) => {
          const sources = redirectsTo(path);
          return (
            <tr key={path}>
              <td>
                <code>{path}</code>
              </td>
              <td>
                <code>pagePaths.{pageNameOf(path)}</code>
              </td>
              <td>
                leitet mit 301 auf <code>{FALLBACK_PATH}</code> weiter
              </td>
              <td>{sources.length > 0 ? sources.map((from) => <code key={from}>{from} </code>) : '–'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The permanent redirects and where each ends today. */
export function RedirectTable() {
  const served = new Set<string>(routes.map((route) => route.path));
  return (
    <table>
      <caption>Dauerhafte Weiterleitungen ({redirects.length})</caption>
      <thead>
        <tr>
          <th scope="col">Von</th>
          <th scope="col">Nach</th>
          <th scope="col">Ziel heute</th>
        </tr>
      </thead>
      <tbody>
        {redirects.map((redirect) => (
          <tr key={redirect.from}>
            <td>
              <code>{redirect.from}</code>
            </td>
            <td>
              <code>{redirect.to}</code>
            </td>
            <td>{served.has(redirect.to) ? 'ausgeliefert' : `geplant; bis dahin weiter auf ${FALLBACK_PATH}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

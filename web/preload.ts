import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface Options {
  /** Route path → the page module it renders ('/blog/*' matches any article). */
  routes: Record<string, string>;
  /** Locale → its public catalog module; main.tsx waits for one before the first render. */
  catalogs: Record<string, string>;
  /** Locale → the signed-in app's catalog module, which every screen but the public pages needs. */
  appCatalogs: Record<string, string>;
  /** Same rules as lib/i18n.ts initialLocale(): a public page's URL, else the stored key, else the browser. */
  localeStorageKey: string;
  /** The attribute the app sets on <html> once hydrated; until then links do full page loads. */
  hydratedAttribute: string;
  /**
   * Signed-in screens, for a browser that holds the session hint (lib/session-hint.ts): route
   * path ('/tasks/*' matches one segment more) → page module, and the modules every signed-in
   * screen needs whatever the route (Auth, reactfire with Firestore, the header's widgets).
   */
  signedIn: {
    routes: Record<string, string>;
    always: string[];
    hintKey: string;
    preconnect: string[];
    paintFirst: string[];
  };
}

/**
 * The first paint needs chunks that are reached only through dynamic imports: the language
 * catalog, then the route's page chunk and its imports (on any other screen, the app's catalog). Loading them one after another, after
 * the entry, costs round trips on a phone. A few lines of script, loaded from index.html, pick the
 * current route and language and add <link rel="modulepreload"> for exactly those files.
 *
 * It also stores the language chosen with the header's language link when that link is followed
 * before the app has started (pages hydrate after their first paint): the link then works as a
 * plain link to the page's twin, and without this the choice would not reach signed-in screens.
 *
 * Until the app marks <html> as hydrated, a plain click on a same-origin link (no modifier key,
 * no target, no download) is kept from React (stopPropagation in the capture phase, before React's
 * listener on the root) and left to the browser, which loads that page. Pages hydrate in time
 * slices, so the phone stays responsive while React starts; a link tapped during those slices
 * reached React before it had finished and was not followed. Buttons wait for hydration.
 *
 * It also applies the whole stylesheet of a prerendered page, which the prerender links with
 * media="print" (so it never holds the first paint back; the page's own rules are inlined in
 * <head>) and a data-async-css mark: once loaded, its media becomes "all". A <noscript> copy
 * serves readers without JavaScript.
 *
 * The script is a small, content-hashed file rather than inline: the Content-Security-Policy
 * allows scripts from our own origin only, and an inline script would need a hash in the
 * Hosting headers that changes with every build.
 */
/**
 * Where a signed-in route's own HTML shell is written, from its route pattern: '/dashboard' →
 * 'dashboard.html' (Hosting's cleanUrls serves it for /dashboard), '/tasks/*' → 'tasks/_item.html'
 * (firebase.json rewrites /tasks/* there; a task's own file, tasks/new.html, still wins).
 */
export function routeShellFile(route: string): string {
  return `${route.replace(/^\//, '').replace(/\/\*$/, '/_item')}.html`;
}

/** dist/.vite/route-shells.json: the shells written, for the prerender to complete like spa.html. */
export const ROUTE_SHELLS_MANIFEST = '.vite/route-shells.json';

export function preloadFirstPaint({
  routes,
  catalogs,
  appCatalogs,
  localeStorageKey,
  hydratedAttribute,
  signedIn,
}: Options): Plugin {
  let script: { fileName: string; source: string } | null = null;
  let signedInScript: { fileName: string; source: string } | null = null;
  let shells: { fileName: string; source: string }[] = [];
  return {
    name: 'tasklane-preload-first-paint',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // Written once the bundle is on disk, when index.html (which names the file) is final.
    writeBundle(options) {
      if (!script || !options.dir) return;
      for (const written of [
        script,
        signedInScript,
        ...shells,
        { fileName: ROUTE_SHELLS_MANIFEST, source: JSON.stringify(shells.map((x) => x.fileName)) },
      ]) {
        if (!written) continue;
        const { fileName, source } = written;
        const file = path.join(options.dir, fileName);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, source);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const inHtml = (f: string) => html.includes(`/${f}"`);
        const filesFor = (moduleId: string): string[] => {
          const out = new Set<string>();
          const visit = (fileName: string) => {
            const chunk = byFile.get(fileName);
            if (!chunk || out.has(fileName) || inHtml(fileName)) return;
            out.add(fileName);
            chunk.imports.forEach(visit);
          };
          // A module that several chunks import dynamically may sit inside a shared chunk, with no facade.
          const start =
            chunks.find((c) => c.facadeModuleId?.endsWith(moduleId)) ??
            chunks.find((c) => c.moduleIds.some((id) => id.endsWith(moduleId)));
          if (!start) throw new Error(`preload: no chunk for ${moduleId}`);
          visit(start.fileName);
          return [...out].map((f) => `/${f}`);
        };
        const routeFiles = Object.fromEntries(Object.entries(routes).map(([p, m]) => [p, filesFor(m)]));
        const catalogFiles = Object.fromEntries(Object.entries(catalogs).map(([l, m]) => [l, filesFor(m)]));
        const appCatalogFiles = Object.fromEntries(Object.entries(appCatalogs).map(([l, m]) => [l, filesFor(m)]));
        // A signed-in screen otherwise loads in three rounds, each waiting for the one before: the
        // Auth SDK (the guard needs the session), then Firestore (the data providers wrap the
        // screen), then the screen's own chunk. For a browser holding the session hint, a second
        // small script preloads all of them at once and opens those connections; it is its own file, named
        // only in the SPA shell, so public pages carry none of its file lists. Files are listed once, named by index.
        // A screen whose first render paints its largest content without data (`paintFirst`: the
        // task form's heading) gets only the connections: fetched beside the entry, Auth and
        // Firestore (about 140 kB) would share the phone's bandwidth with what that paint needs and
        // hold it back; the app asks for them once it has painted (ProtectedLayout, the session).
        const shared: string[] = [];
        const ids = (files: string[]) =>
          files.map((f) => (shared.includes(f) ? shared.indexOf(f) : shared.push(f) - 1));
        const signedInAlways = ids([...new Set(signedIn.always.flatMap(filesFor))]);
        const signedInRoutes = Object.fromEntries(
          Object.entries(signedIn.routes).map(([p, m]) => [p, ids(filesFor(m))]),
        );
        const signedInSource = `(function(){try{if(!localStorage.getItem(${JSON.stringify(signedIn.hintKey)}))return;var r=${JSON.stringify(signedInRoutes)},f=${JSON.stringify(shared)};
var p=location.pathname.replace(/\\/+$/,'');
(${JSON.stringify(signedIn.paintFirst)}.indexOf(p)>=0?[]:(r[p]||r[p.replace(/\\/[^/]+$/,'/*')]||[]).concat(${JSON.stringify(signedInAlways)})).forEach(function(i){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=f[i];document.head.appendChild(e)});
${JSON.stringify(signedIn.preconnect)}.forEach(function(o){var e=document.createElement('link');e.rel='preconnect';e.href=o;e.crossOrigin='';document.head.appendChild(e)})}catch(e){}})();`;
        signedInScript = {
          fileName: `assets/signed-in-preload-${createHash('sha256').update(signedInSource).digest('hex').slice(0, 10)}.js`,
          source: signedInSource,
        };
        const source = `(function(){try{var r=${JSON.stringify(routeFiles)},c=${JSON.stringify(catalogFiles)},a=${JSON.stringify(appCatalogFiles)},k=${JSON.stringify(localeStorageKey)},h=${JSON.stringify(hydratedAttribute)};
var s=null;try{s=localStorage.getItem(k)}catch(e){}
var p=location.pathname.replace(/\\/+$/,'')||'/';var fr=p==='/fr'||p.indexOf('/fr/')===0;var q=fr?(p.slice(3)||'/'):p;
var f=r[q]||(q.indexOf('/blog/')===0?r['/blog/*']:null);
var l=fr?'fr':f?'en':s!==null?(c[s]?s:'en'):((navigator.language||'en').toLowerCase().indexOf('fr')===0?'fr':'en');
document.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest('a[data-locale-switch]'):null;if(t){try{localStorage.setItem(k,t.getAttribute('data-locale-switch'))}catch(x){}}
var n=e.target&&e.target.closest?e.target.closest('a[href]'):null;if(!n||document.documentElement.hasAttribute(h)||e.defaultPrevented||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey||n.hasAttribute('target')||n.hasAttribute('download')||n.origin!==location.origin)return;e.stopPropagation()},true);
var css=function(){document.querySelectorAll('link[data-async-css]').forEach(function(x){if(x.sheet)x.media='all';else x.addEventListener('load',function(){x.media='all'})})};if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',css);else css();
c[l].concat(f||a[l]).forEach(function(h){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=h;document.head.appendChild(e)})}catch(e){}})();`;
        script = {
          fileName: `assets/first-paint-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`,
          source,
        };
        // The signed-in script is named in the HTML, so the browser fetches it while it parses the
        // page instead of after this script has run; it checks the session hint itself. Prerendered
        // public pages drop the marked block (scripts/prerender.mjs): they never need it.
        const out = html.replace(
          '</head>',
          `    <script src="/${script.fileName}" async></script>\n    <!--signed-in-preload--><script src="/${signedInScript.fileName}" async></script><!--/signed-in-preload-->\n  </head>`,
        );
        // Each signed-in route listed also gets a shell of its own, naming its files in <link> tags
        // rather than through the script: the browser's preload scanner fetches them as it reads
        // the HTML, with no script to fetch and run first, and no main-thread work to add the tags.
        // At low priority: at Chrome's default (high) they went out before the first paint and
        // shared the connections with the entry and the stylesheet, and Lighthouse's simulation
        // counts every high-priority script as render-blocking (FCP 1.8 → 2.8 s on /dashboard);
        // low, it was 1.8 s again (three runs of each, interleaved, on a host of benchmarkIndex 1,100–1,700).
        const links = (files: number[]) =>
          [...new Set(files)]
            .map((i) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${shared[i]}">`)
            .join('\n    ');
        const preconnects = signedIn.preconnect
          .map((o) => `<link rel="preconnect" crossorigin href="${o}">`)
          .join('\n    ');
        shells = Object.entries(signedInRoutes).map(([route, files]) => ({
          fileName: routeShellFile(route),
          source: out.replace(
            /<!--signed-in-preload-->[\s\S]*<!--\/signed-in-preload-->/,
            `${signedIn.paintFirst.includes(route) ? '' : `${links([...files, ...signedInAlways])}\n    `}${preconnects}`,
          ),
        }));
        return out;
      },
    },
  };
}

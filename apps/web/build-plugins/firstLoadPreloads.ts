import type { Plugin, Rolldown } from 'vite';
import { groupsOfFile, type FirstLoadGroup, type FirstLoadPlan } from './firstLoadGroups.ts';

/** A file the inline script asks for: a script (modulepreload) or a style sheet (preload). */
type Preload = [href: string, kind: 'script' | 'style'];
/** Per address: the files to ask for signed out, and signed in. */
type Preloads = Record<string, [signedOut: Preload[], signedIn: Preload[]]>;

/** Whether the group's first load belongs on this address for this visitor. */
function appliesTo(group: FirstLoadGroup, path: string, signedIn: boolean): boolean {
  const on = group.preloadOn;
  return !!on && on.paths.includes(path) && (on.signedIn === undefined || on.signedIn === signedIn);
}

/** The files of the first-load groups (and of the files they share) each address asks for at once. */
export function preloadsOf(
  bundle: Rolldown.OutputBundle,
  plan: FirstLoadPlan,
  groups: FirstLoadGroup[],
  base: string,
): Preloads {
  const paths = [...new Set(groups.flatMap((group) => group.preloadOn?.paths ?? []))];
  const byName = new Map(groups.map((group) => [group.name, group]));
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const filesFor = (path: string, signedIn: boolean): Preload[] =>
    chunks
      .filter((chunk) => {
        const file = plan.fileOf.get(chunk.moduleIds[0] ?? '');
        return !!file && groupsOfFile(file).some((name) => appliesTo(byName.get(name)!, path, signedIn));
      })
      .flatMap((chunk): Preload[] => [
        [base + chunk.fileName, 'script'],
        ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css): Preload => [base + css, 'style']),
      ]);
  return Object.fromEntries(paths.map((path) => [path, [filesFor(path, false), filesFor(path, true)]]));
}

/**
 * The script put in the page's head. It runs before the entry script has even arrived and asks for the
 * current address's first-load files beside it, instead of after the entry has run and the router has
 * asked for them: on a phone network that is a round trip and a download saved before the screen can
 * show. Signed in or not is read where the app keeps the session. Any failure leaves the normal loading.
 */
export function preloadScript(preloads: Preloads, sessionKey: string): string {
  return (
    `(function(p,k){try{var f=p[location.pathname];if(!f)return;` +
    `f=f[localStorage.getItem(k)===null?0:1];for(var i=0;i<f.length;i++){var l=document.createElement('link');` +
    `if(f[i][1]==='style'){l.rel='preload';l.setAttribute('as','style')}else{l.rel='modulepreload';l.crossOrigin=''}` +
    `l.href=f[i][0];document.head.appendChild(l)}}catch(e){}})(${JSON.stringify(preloads)},${JSON.stringify(sessionKey)})`
  );
}

/**
 * Puts the preload script in the built index.html. The server allows this inline script by its hash
 * (apps/api/src/platform/web-app.ts), as its Content-Security-Policy allows no other inline script.
 */
export function firstLoadPreloads(plan: FirstLoadPlan, groups: FirstLoadGroup[], sessionKey: string): Plugin {
  let base = '/';
  return {
    name: 'carenet:first-load-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        return [
          {
            tag: 'script',
            children: preloadScript(preloadsOf(ctx.bundle, plan, groups, base), sessionKey),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The app's entry (src/main.tsx) is a tiny module that starts the locale chunks and then
 * imports the app (src/app/boot.tsx). Vite's index.html only modulepreloads an entry's
 * static imports; this plugin adds the dynamically imported boot chunk and everything it
 * imports statically, so the app code still downloads from the first moment, in parallel
 * with the words, instead of one round trip after the entry ran. It also marks the entry
 * `async` (see below).
 */
export function bootPreload(bootModule = 'src/app/boot.tsx'): Plugin {
  let base = '/';
  return {
    name: 'databook:boot-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        // The chunk that holds the boot module (build/first-route-chunk.ts puts it with the first route's code).
        const boot = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(bootModule)));
        if (!boot) throw new Error(`boot-preload: no chunk for ${bootModule}`);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const next of byName.get(fileName)?.imports ?? []) visit(next);
        };
        visit(boot.fileName);
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }));
        // The entry runs as soon as it is fetched (async), not after the style sheet: a deferred
        // module waits for every script-blocking style sheet, which held the locale requests back
        // by the style sheet's download. Painting still waits for the style sheet (render-blocking),
        // and boot.tsx waits for the DOM before it renders.
        const entrySrc = `src="${base}${context.chunk?.fileName ?? ''}"`;
        const asyncHtml = html.replace(/<script type="module"([^>]*)>/g, (tag, attrs: string) =>
          attrs.includes(entrySrc) && !/\basync\b/.test(attrs) ? `<script type="module" async${attrs}>` : tag);
        return { html: asyncHtml, tags };
      },
    },
  };
}

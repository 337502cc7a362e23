import { createServer, type Plugin } from 'vite';
import { bootWords } from './boot-words-plugin.ts';
import { FIRST_SCREEN_SCRIPT } from './first-screen-script.ts';

const LANGUAGES = ['en', 'pt-BR', 'cs'] as const;

/** Every screen is hidden but the one the head script picked, laid out as if it were #root's own child. */
const FIRST_SCREEN_STYLE = `[data-first-screen-of]{display:none}${LANGUAGES.map((l) => `html[data-first-screen="${l}"] [data-first-screen-of="${l}"]`).join(',')}{display:contents}`;

/**
 * Puts the sheet list of a device with no sheets, rendered by the app itself in each language
 * (src/app/first-screen.tsx, through Vite's SSR loader), into index.html's #root. A first visit
 * paints it as soon as the HTML and the style sheet are in, instead of after the app's code has
 * downloaded and run; the app's first render then replaces it (createRoot empties #root as it
 * commits, in the same frame). The screens are `inert` meanwhile: nothing typed or tapped before
 * the app runs can be lost.
 */
export function firstScreen(): Plugin {
  let root = process.cwd();
  let screens: Promise<string> | null = null;
  const render = async () => {
    const server = await createServer({
      root, configFile: false, logLevel: 'error', appType: 'custom', plugins: [bootWords()],
      server: { middlewareMode: true, hmr: false, ws: false }, optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const module = (await server.ssrLoadModule('/src/app/first-screen.tsx')) as { renderFirstScreen: (language: string) => Promise<string> };
      let html = '';
      for (const language of LANGUAGES) html += `<div data-first-screen-of="${language}" inert>${await module.renderFirstScreen(language)}</div>`;
      return html;
    } finally {
      await server.close();
    }
  };
  return {
    name: 'databook:first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      screens = render(); // beside the client build
      screens.catch(() => undefined); // reported where it is awaited
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!screens) throw new Error('first-screen: the screens were not rendered');
        const body = await screens;
        if (!html.includes('<div id="root"></div>')) throw new Error('first-screen: index.html has no empty #root');
        // Right after the policy that allows it, before the style sheet: an inline script after a
        // style sheet would wait for its download, and hold back the body's parsing with it.
        const policy = /<meta http-equiv="Content-Security-Policy"[^>]*>/;
        if (!policy.test(html)) throw new Error('first-screen: index.html has no Content-Security-Policy meta tag');
        return html
          .replace(policy, (meta) => `${meta}\n    <style>${FIRST_SCREEN_STYLE}</style>\n    <script>${FIRST_SCREEN_SCRIPT}</script>`)
          .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
      },
    },
  };
}

// Tailwind CSS v4 is configured in CSS (src/index.css, `@theme`); this file is kept so
// editors and tooling that look for it find the content globs and the dark-mode strategy.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'media',
};

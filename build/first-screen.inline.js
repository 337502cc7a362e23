// Inlined into index.html's <head> by build/first-screen-plugin.ts (its hash is in the page's
// Content-Security-Policy): picks which prerendered first screen, if any, shows before the app's
// code has run. Only the sheet list of a device with no sheets, in the language the app will
// start in (the stored setting, else the browser's: src/i18n/detect.ts); anything else (a sheet
// stored, a table joined, settings this build would not read, blocked storage) shows none.
(function () {
  try {
    if (location.pathname !== '/') return;
    var languages = ['en', 'pt-BR', 'cs'];
    var language = null;
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i);
      if (!key || key.indexOf('databook:') !== 0 || key === 'databook:encounters' || key === 'databook:creatures') continue;
      if (key !== 'databook:settings') return;
      var settings = JSON.parse(localStorage.getItem(key));
      var data = settings && settings.schemaVersion === 6 ? settings.data : null;
      if (!data || typeof data.keepAwake !== 'boolean' || languages.indexOf(data.language) < 0) return;
      language = data.language;
    }
    var preferred = navigator.languages || [];
    for (var j = 0; !language && j < preferred.length; j++) {
      var tag = String(preferred[j]).toLowerCase();
      var base = tag.split('-')[0];
      for (var k = 0; k < languages.length; k++) if (languages[k].toLowerCase() === tag) language = languages[k];
      if (!language && base === 'pt') language = 'pt-BR';
      if (!language && (base === 'cs' || base === 'sk')) language = 'cs';
      if (!language && base === 'en') language = 'en';
    }
    document.documentElement.setAttribute('data-first-screen', language || 'en');
    document.documentElement.lang = language || 'en';
  } catch {
    // Storage blocked or unreadable: the app starts as it always does.
  }
})();

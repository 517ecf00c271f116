// The only script before interaction of the prerendered landing (docs/decisions/030) and of the
// visitor pages the server renders (/moments, /communities: decision 035). Blocking in <head>:
// sets the colour scheme before the first paint, then loads the app when it is needed: at once
// for a saved session (`/` is the member's home; a member's feed and directory differ from a
// visitor's) or a saved language the page is not in, else on the visitor's first interaction or
// scroll towards the forms or the list's pagination. A click made before the app is
// ready is held and replayed on the same element of the app's page.
(function () {
  var doc = document.documentElement;
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // Storage blocked: nothing saved.
    }
  }
  // Mantine's colour scheme manager: the saved choice, else the system's ("auto").
  var scheme = stored('mantine-color-scheme-value');
  if (scheme !== 'dark' && scheme !== 'light') {
    scheme =
      window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  doc.setAttribute('data-mantine-color-scheme', scheme);

  var language = stored('preferredLanguage');
  var wrongLanguage = (language === 'en' || language === 'ko') && language !== doc.lang;
  if (wrongLanguage) {
    // The server sends this language next time (it reads the cookie the app also writes).
    document.cookie = 'preferredLanguage=' + language + '; path=/; max-age=31536000; samesite=lax';
  }
  var entryMeta = document.querySelector('meta[name="chingu-entry"]');
  var entry = entryMeta && entryMeta.getAttribute('content');
  var started = false;
  var pending = null; // { control, href } of a click made before the app (see describe)
  var triggers = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

  function root() {
    return document.getElementById('root');
  }
  function waiting() {
    var element = root();
    return Boolean(element && element.hasAttribute('data-prerendered'));
  }
  function start() {
    if (started || !entry) return;
    started = true;
    for (var i = 0; i < triggers.length; i++)
      document.removeEventListener(triggers[i], start, true);
    // The app's full stylesheets (the page has only the rules its HTML uses); main.tsx waits
    // for them before the app replaces the page, and only then applies them (`media`): applied
    // as they arrived, the entry's Mantine rules overrode the landing's title sizes until the
    // landing's sheet came (the page shrank ~150 px for a moment), and their own @font-face
    // rules swapped a page painted in the system font to the web font; either moved a visitor
    // near the page's end.
    var styles = document.querySelector('meta[name="chingu-styles"]');
    var hrefs = styles ? (styles.getAttribute('content') || '').split(' ') : [];
    for (var s = 0; s < hrefs.length; s++) {
      if (!hrefs[s]) continue;
      var sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.crossOrigin = 'anonymous';
      sheet.href = hrefs[s];
      sheet.media = 'print';
      sheet.setAttribute('data-app-style', '');
      document.head.appendChild(sheet);
    }
    // The app's preloads for this page (route chunk, texts), then the app itself.
    var hints = document.createElement('script');
    hints.src = '/route-hints.js';
    hints.async = false;
    document.head.appendChild(hints);
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = 'anonymous';
    app.src = entry;
    app.onerror = function () {
      // No app (offline, a deploy replaced its files): a held link click still goes through.
      if (pending && pending.href) location.assign(pending.href);
    };
    document.head.appendChild(app);
  }
  /** What a control is to its user: its kind, name and text (the same in both renders). */
  function signatureOf(element) {
    return (
      element.tagName +
      '|' +
      (element.getAttribute('aria-label') || '') +
      '|' +
      (element.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 80)
    );
  }
  function sameControls(signature, tagName) {
    var container = root();
    var all = container ? container.getElementsByTagName(tagName) : [];
    var found = [];
    for (var i = 0; i < all.length; i++) if (signatureOf(all[i]) === signature) found.push(all[i]);
    return found;
  }
  // A held click is found again by what was clicked (the n-th control of that kind, name and
  // text), not by its place in the DOM: where the server guessed the layout wrong (a narrow
  // desktop window) the app's page nests the same controls differently.
  function describe(target) {
    var control =
      target.closest(
        'a[href], button, input, select, textarea, label, [tabindex="0"], [role="button"], ' +
          '[role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"]',
      ) || target;
    var container = root();
    if (!container || !container.contains(control)) return null;
    var signature = signatureOf(control);
    return {
      tagName: control.tagName,
      signature: signature,
      index: sameControls(signature, control.tagName).indexOf(control),
    };
  }
  function find(held) {
    var matches = sameControls(held.signature, held.tagName);
    return matches[held.index] || null;
  }

  if (wrongLanguage || stored('userInfo')) {
    // Hidden (global.css) until the app paints the member's home or the saved language.
    doc.classList.add('chingu-booting');
    if (entry) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = entry;
      document.head.appendChild(preload);
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
    return;
  }

  for (var t = 0; t < triggers.length; t++) {
    document.addEventListener(triggers[t], start, { capture: true, passive: true });
  }
  document.addEventListener(
    'click',
    function (event) {
      if (!waiting() || !(event.target instanceof Element)) return;
      var control = describe(event.target);
      if (!control) return;
      var link = event.target.closest('a[href]');
      event.preventDefault();
      event.stopPropagation();
      pending = { control: control, href: link ? link.href : null };
      start();
    },
    true,
  );
  window.addEventListener('chingu:app-ready', function () {
    if (!pending) return;
    var held = pending;
    pending = null;
    var target = find(held.control);
    if (target) target.click();
    else if (held.href) location.assign(held.href);
  });
  // Scrolling towards the landing's forms (contact, newsletter) or a list's pagination (its next
  // pages) loads the app that runs them. A list of one page has no pagination: a young
  // community's short feed, in view whole, does not load the app before the visitor acts.
  document.addEventListener('DOMContentLoaded', function () {
    if (!('IntersectionObserver' in window)) return;
    var container = root();
    var contact = document.getElementById('contact');
    var watched = [contact, container && container.querySelector('[data-pagination]')];
    if (contact) {
      // The landing's footer (its newsletter form) below the contact section: its page end.
      var end = document.createElement('div');
      end.setAttribute('aria-hidden', 'true');
      document.body.appendChild(end);
      watched.push(end);
    }
    var observer = new IntersectionObserver(
      function (entries) {
        for (var i = 0; i < entries.length; i++) {
          if (entries[i].isIntersecting) {
            observer.disconnect();
            start();
          }
        }
      },
      { rootMargin: '600px 0px' },
    );
    for (var w = 0; w < watched.length; w++) if (watched[w]) observer.observe(watched[w]);
  });
})();

// Preloads the current page's route chunk and its texts while the entry chunk downloads
// (web/vite-route-hints.ts writes the table; docs/decisions/010-light-landing.md).
(function () {
  var data = document.getElementById('route-hints');
  var hints = data ? JSON.parse(data.textContent || '{}') : {};
  var path = location.pathname.replace(/\/+$/, '') || '/';
  var hint = hints[path];
  // The language i18next will pick: the saved preferredLanguage, else the browser's first en/ko.
  var saved = null;
  try {
    saved = localStorage.getItem('preferredLanguage');
  } catch {
    // Storage blocked: the browser languages decide.
  }
  var session = null; // { token, user } of the member signed in in this browser
  try {
    session = JSON.parse(localStorage.getItem('userInfo') || 'null');
  } catch {
    // Storage blocked or unreadable: no saved session either.
  }
  var signedIn = Boolean(session);
  // A member's page the server rendered (decision 056) is painted before the app: in the saved
  // colour scheme, as public/landing-boot.js does for the visitors' pages.
  var rendered = document.querySelector('meta[name="chingu-rendered"]');
  if (rendered) {
    var scheme = null;
    try {
      scheme = localStorage.getItem('mantine-color-scheme-value');
    } catch {
      // Storage blocked: the system's scheme.
    }
    if (scheme !== 'dark' && scheme !== 'light') {
      scheme =
        window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  }
  // A member's home the server rendered (decision 056) is whole before the app: its code and
  // texts are asked for once it has painted, so they do not compete with its stylesheet and
  // fonts for the first paint. The app then hydrates the page (links work meanwhile).
  if (rendered) {
    var startApp = function () {
      hintAll();
      var entryMeta = document.querySelector('meta[name="chingu-entry"]');
      var entry = entryMeta && entryMeta.getAttribute('content');
      if (!entry) return;
      var modules = document.querySelector('meta[name="chingu-entry-modules"]');
      var imports = ((modules && modules.getAttribute('content')) || '').split(' ');
      for (var p = 0; p < imports.length; p++) if (imports[p]) preloadModule(imports[p]);
      var app = document.createElement('script');
      app.type = 'module';
      app.crossOrigin = 'anonymous';
      app.src = entry;
      app.onerror = function () {
        appFailed = true;
        if (held && held.href) location.assign(held.href);
      };
      document.head.appendChild(app);
    };
    var afterParse = function () {
      // The app reads the page's answers at the end of the body.
      if (document.readyState === 'loading')
        document.addEventListener('DOMContentLoaded', startApp);
      else startApp();
    };
    var started = false;
    var go = function () {
      if (started) return;
      started = true;
      afterParse();
    };
    // A tap before the app has hydrated the page starts the app at once, and a tap on a control
    // (a menu's button, a link) is held and replayed on the same element once it has: hydration
    // keeps the page's nodes. Without the app (its code failed to load) a held link is followed.
    var held = null;
    var appFailed = false; // the app's code did not load: nothing will take the page over
    var triggers = ['pointerdown', 'keydown'];
    for (var t = 0; t < triggers.length; t++) {
      document.addEventListener(triggers[t], go, { capture: true, passive: true, once: true });
    }
    /** The page's root while the server's render is not yet React's, else null. */
    var prerenderedRoot = function () {
      if (appFailed) return null;
      var root = document.getElementById('root');
      return root && root.hasAttribute('data-prerendered') ? root : null;
    };
    var EDITABLE = '[contenteditable]';
    // While React hydrates the page it listens already, and a press it sees on a part it has not
    // hydrated yet makes it hydrate the whole page at once, inside that event: a 1.3-1.6 s event
    // on a phone-speed CPU (INP, issue 32), a touch that starts a scroll included. Until the page
    // is React's, such presses stop here and the click that ends one is held (below). Keys and
    // typing do the same, so a text field's stop here too: what is typed stays in the field (the
    // browser's doing) and React is told once the field is React's (below). An editable area's
    // text cannot be told afterwards: its events are left to React.
    var PRESSES = [
      'pointerdown',
      'pointerup',
      'pointercancel',
      'mousedown',
      'mouseup',
      'touchstart',
      'touchend',
      'touchcancel',
      'auxclick',
      'dblclick',
      'contextmenu',
      'keydown',
      'keypress',
      'keyup',
      'input',
      'textInput',
      'compositionstart',
      'compositionend',
      'change',
      'copy',
      'cut',
      'paste',
    ];
    var typedFields = []; // text fields typed in before the page was React's
    var heldSubmit = null; // { form } submitted meanwhile (Enter in a field)
    var keepFromReact = function (event) {
      var root = prerenderedRoot();
      var target = event.target;
      if (!root || !(target instanceof Element) || !root.contains(target)) return;
      if (target.closest(EDITABLE)) return;
      event.stopPropagation();
      if ((event.type === 'input' || event.type === 'change') && isTextField(target)) {
        if (typedFields.indexOf(target) < 0) typedFields.push(target);
      }
      // Enter in a field submits its form; while the form's button is still the server's
      // (disabled for a blank search) the browser would not, so it is held here either way.
      if (
        event.type === 'keydown' &&
        event.key === 'Enter' &&
        !event.isComposing &&
        target.tagName === 'INPUT' &&
        isTextField(target) &&
        target.form
      ) {
        event.preventDefault();
        heldSubmit = { form: target.form };
        go();
      }
    };
    for (var e = 0; e < PRESSES.length; e++) {
      // Passive but for keydown (Enter's default is held above): a touch listener that may
      // cancel would make the browser wait for it before scrolling.
      document.addEventListener(PRESSES[e], keepFromReact, {
        capture: true,
        passive: PRESSES[e] !== 'keydown',
      });
    }
    document.addEventListener(
      'submit',
      function (event) {
        var root = prerenderedRoot();
        var form = event.target;
        if (!root || !(form instanceof HTMLFormElement) || !root.contains(form)) return;
        event.preventDefault();
        event.stopPropagation();
        heldSubmit = { form: form };
        go();
      },
      true,
    );
    document.addEventListener(
      'click',
      function (event) {
        var root = prerenderedRoot();
        if (!root || !(event.target instanceof Element) || !root.contains(event.target)) return;
        if (event.target.closest(EDITABLE)) return;
        event.stopPropagation();
        var control = event.target.closest(
          'a[href], button, [role="button"], input, select, textarea',
        );
        // A text field's click does nothing React must see again: the field has the focus.
        if (!control || isTextField(control)) return;
        var href = control.tagName === 'A' ? control.href : null;
        // A new tab or window the browser opens itself: a replay would lose the modifier key or
        // the user's gesture.
        var elsewhere =
          event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0;
        if (href && (elsewhere || (control.target && control.target !== '_self'))) return;
        event.preventDefault();
        held = { control: control, signature: signatureOf(control), index: 0, href: href };
        held.index = sameControls(held.signature, control.tagName).indexOf(control);
        go();
      },
      true,
    );
    window.addEventListener('chingu:app-ready', function () {
      replayHeld(Date.now());
    });
    // The event comes inside the commit that made the page React's. A part React hydrates in a
    // pass of its own (the header's bell: a Suspense boundary whose code may still be loading)
    // is not React's yet, and a click there reaches no handler: the replay waits until what it
    // touches is React's (its props are on the node), a few seconds at most.
    var replayHeld = function (since) {
      var tap = held;
      // Where React rendered a part afresh (it differed from the server's), the control is a new
      // node: the same kind, name and text, in the same place among its like.
      var control =
        tap &&
        (tap.control.isConnected
          ? tap.control
          : sameControls(tap.signature, tap.control.tagName)[tap.index]);
      var fields = typedFields.filter(function (field) {
        return field.isConnected;
      });
      var waiting = fields.concat(control ? [control] : [], heldSubmit ? [heldSubmit.form] : []);
      if (waiting.some(isNotReacts) && Date.now() - since < 5000) {
        setTimeout(function () {
          replayHeld(since);
        }, 16);
        return;
      }
      var submit = heldSubmit;
      held = null;
      heldSubmit = null;
      typedFields = [];
      fields.forEach(tellReactTyped);
      // A task later: React has rendered what it was told (a search button enabled by the text).
      setTimeout(function () {
        if (submit && submit.form.isConnected) submit.form.requestSubmit();
        if (control) control.click();
      }, 0);
    };
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf('paint') >= 0) {
      // Once the browser reports the first paint (a frame callback would come just before it).
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(go, 0);
      }).observe({ type: 'paint', buffered: true });
      // No paint to report (a tab opened in the background): the app comes all the same.
      setTimeout(go, 3000);
    } else {
      requestAnimationFrame(function () {
        setTimeout(go, 0);
      });
    }
    return;
  }
  hintAll();

  /** Whether React has not taken the node over yet (it keeps its props on the nodes it has). */
  function isNotReacts(element) {
    var keys = Object.keys(element);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf('__reactProps$') === 0) return false;
    return true;
  }

  /** A field one types text into (not a box to tick nor a button). */
  function isTextField(element) {
    if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
    if (element.tagName !== 'INPUT') return false;
    return !/^(checkbox|radio|button|submit|reset|image|file|color|range|hidden)$/i.test(
      element.type,
    );
  }

  /**
   * Tells React what was typed in a field before it hydrated it. React found the typed text in
   * the field and took it for the field's value, so an input event alone would look like no
   * change: the field is set back to its first value through React's own setter (it notes that
   * value), then to the typed text through the element's (it does not), and the input event
   * brings React's onChange the text, as if just typed.
   */
  function tellReactTyped(field) {
    if (field.tagName === 'SELECT') {
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    var typed = field.value;
    if (typed === field.defaultValue) return;
    var start = field.selectionStart;
    var end = field.selectionEnd;
    var proto =
      field.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    var setValue = Object.getOwnPropertyDescriptor(proto, 'value').set;
    field.value = field.defaultValue;
    setValue.call(field, typed);
    try {
      if (start !== null) field.setSelectionRange(start, end);
    } catch {
      // A field without a selection (email, number): the caret stays at the end.
    }
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  /** What a control is to its user: its kind, name and text. */
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
    var root = document.getElementById('root');
    var all = root ? root.getElementsByTagName(tagName) : [];
    var found = [];
    for (var i = 0; i < all.length; i++) if (signatureOf(all[i]) === signature) found.push(all[i]);
    return found;
  }

  function preloadModule(href) {
    var element = document.createElement('link');
    element.rel = 'modulepreload';
    element.href = href;
    element.crossOrigin = 'anonymous';
    document.head.appendChild(element);
  }

  function hintAll() {
    var wanted = saved ? [saved] : navigator.languages || [navigator.language];
    var language = 'en';
    for (var i = 0; i < wanted.length; i++) {
      var code = String(wanted[i]).slice(0, 2).toLowerCase();
      if (code === 'en' || code === 'ko') {
        language = code;
        break;
      }
    }
    function link(rel, href, as) {
      var element = document.createElement('link');
      element.rel = rel;
      element.href = href;
      if (as) element.as = as;
      // The texts are fetched in cors mode (src/lib/i18n.ts) and Vite loads chunks and their
      // stylesheets with `crossorigin`: a preload is only reused when its mode matches.
      element.crossOrigin = 'anonymous';
      document.head.appendChild(element);
    }
    var member = hint && signedIn ? hint.member : null;
    var namespaces = ['common', 'errors'].concat(hint ? hint.ns : [], member ? member.ns : []);
    for (var n = 0; n < namespaces.length; n++) {
      link('preload', '/locales/' + language + '/' + namespaces[n] + '.json', 'fetch');
    }
    if (!hint) return;
    for (var j = 0; j < hint.js.length; j++) link('modulepreload', hint.js[j]);
    for (var k = 0; k < hint.css.length; k++) link('preload', hint.css[k], 'style');
    // What the route loads for visitors only: a member's home has no landing (issue 32).
    if (hint.visitor && !signedIn) {
      for (var v = 0; v < hint.visitor.js.length; v++) link('modulepreload', hint.visitor.js[v]);
      for (var w = 0; w < hint.visitor.css.length; w++)
        link('preload', hint.visitor.css[w], 'style');
    }
    // A member's first screen: its code, and its first answers asked for now with the member's token;
    // the app takes them instead of asking again (src/lib/early-answers.ts, issue 32). Not with
    // filters in the URL (other requests), nor from an old session's file (no token, no id).
    if (member) {
      for (var m = 0; m < member.js.length; m++) link('modulepreload', member.js[m]);
      for (var c = 0; c < member.css.length; c++) link('preload', member.css[c], 'style');
      var token = session && session.token;
      var me = session && session.user && session.user._id;
      // A page the server rendered for this member carries its answers already (decision 056).
      var answeredForMember =
        rendered && rendered.getAttribute('content') === 'member:' + String(me);
      if (
        !answeredForMember &&
        !location.search &&
        typeof token === 'string' &&
        typeof me === 'string' &&
        window.fetch
      ) {
        var answers = {};
        for (var r = 0; r < member.api.length; r++) {
          var url = new URL(member.api[r].replace('{me}', encodeURIComponent(me)), location.href)
            .href;
          answers[url] = fetch(url, {
            headers: { authorization: 'Bearer ' + token, accept: 'application/json' },
          });
          // Unused (the app came too late or asked for something else): no unhandled rejection.
          answers[url].catch(function () {});
        }
        window.chinguEarlyAnswers = { token: token, at: Date.now(), answers: answers };
      }
    }
    // The first page of the page's data, fetched with the code instead of after it (decision 028).
    // Visitors only: a member's requests carry a token and their answers differ, so a preload
    // without it must never stand in for them. Filters in the URL change the request: no preload.
    // A page the server rendered carries these answers already (decision 035).
    var answered = document.getElementById('chingu-page-data');
    if (hint.api && !signedIn && !location.search && !answered) {
      for (var a = 0; a < hint.api.length; a++) link('preload', hint.api[a], 'fetch');
    }
  }
})();

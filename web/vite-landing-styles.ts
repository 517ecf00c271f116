import postcss from 'postcss';

/** Classes set on the page by public/landing-boot.js, absent from the prerendered HTML. */
const RUNTIME_CLASSES = ['chingu-booting'];

/**
 * Drops the rules none of whose selectors can match the page: a selector naming a class that no
 * element of the documents has. Everything else stays (element, attribute, pseudo-class and
 * dark-mode selectors, at-rules, fonts), so the cut is only ever too generous, never missing a
 * rule the page uses. PurgeCSS was tried first and dropped rules the page needs
 * (`.x:where(:not(:first-of-type))`, the list spacing).
 */
export function cutToClasses(css: string, documents: string[]) {
  const used = new Set([...RUNTIME_CLASSES, ...classesOf(documents)]);
  const canMatch = (selector: string) =>
    [...withoutNegations(selector).matchAll(/\.((?:\\.|[\w-])+)/g)].every(([, name]) =>
      used.has(name!.replace(/\\(.)/g, '$1')),
    );
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe steps (from, 50%) are not selectors of the page.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name))
      return;
    if (!rule.selectors.some(canMatch)) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The class names the elements of the documents have. */
export function classesOf(documents: string[]) {
  const used = new Set<string>();
  for (const document of documents) {
    for (const [, names] of document.matchAll(/\sclass="([^"]*)"/g)) {
      for (const name of names!.split(/\s+/)) if (name) used.add(name);
    }
  }
  return used;
}

/** The selector without its `:not(...)` parts: a class named only there is one the page may lack. */
function withoutNegations(selector: string) {
  let result = '';
  for (let i = 0; i < selector.length; i++) {
    if (!selector.startsWith(':not(', i)) {
      result += selector[i];
      continue;
    }
    let depth = 0;
    for (i += 4; i < selector.length; i++) {
      if (selector[i] === '(') depth += 1;
      else if (selector[i] === ')' && --depth === 0) break;
    }
  }
  return result;
}

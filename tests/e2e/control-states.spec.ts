import { expect, test, type Page } from './fixtures';
import { createUser, signInAs, useLanguage } from './support';

type Sample = { label: string; ratio: number; transition: string; spinner: number | null };

type Rgba = number[];
type ContrastWindow = {
  contrast: { parse: (c: string) => Rgba; over: (fg: Rgba, bg: Rgba) => Rgba; ratio: (a: Rgba, b: Rgba) => number };
};

/**
 * Puts the colour arithmetic the samplers share on the page (they run inside it, so they cannot
 * import it): CSS colour parsing, blending by opacity, and the WCAG contrast ratio.
 */
async function installContrast(page: Page) {
  await page.evaluate(() => {
    const parse = (c: string) => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return [0, 0, 0, 0];
      const p = m[1]!
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [p[0]!, p[1]!, p[2]!, p[3] ?? 1];
    };
    const over = (fg: number[], bg: number[]) =>
      [0, 1, 2].map((i) => fg[i]! * fg[3]! + bg[i]! * (1 - fg[3]!)).concat(1);
    const lum = (c: number[]) => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    (window as unknown as ContrastWindow).contrast = { parse, over, ratio };
  });
}

/**
 * Draws a button of each colour the app uses in each state (ready, disabled, busy, inside a
 * disabled fieldset) with the app's real stylesheet, and measures the text contrast on what
 * the screen really shows: colours blended by opacity over the page's background. Only computed
 * styles are read, so the check does not depend on when axe happens to look.
 */
async function sampleButtons(page: Page): Promise<Sample[]> {
  await installContrast(page);
  return page.evaluate(() => {
    const { parse, over, ratio } = (window as unknown as ContrastWindow).contrast;
    const host = document.createElement('div');
    host.style.cssText = 'position:fixed;left:0;top:0;z-index:9999;background:#fff;padding:8px';
    document.body.append(host);
    const page = parse(getComputedStyle(document.body).backgroundColor);
    const pageBg = page[3] === 0 ? [255, 255, 255, 1] : page;
    const out: Sample[] = [];
    // Every colour the app's buttons use.
    const colours = [
      '',
      'is-primary',
      'is-primary is-light',
      'is-primary is-outlined',
      'is-link',
      'is-link is-light',
      'is-danger',
      'is-danger is-light',
      'has-text-danger-dark',
      'is-success',
      'is-warning',
      'is-light',
      'is-white',
      'is-text',
    ];
    for (const colour of colours) {
      for (const state of ['ready', 'disabled', 'busy', 'fieldset']) {
        const wrap = document.createElement(state === 'fieldset' ? 'fieldset' : 'div');
        if (state === 'fieldset') wrap.setAttribute('disabled', '');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = `button ${colour}`;
        b.textContent = 'Keep my plan';
        if (state === 'disabled' || state === 'busy') b.disabled = true;
        if (state === 'busy') b.classList.add('is-loading');
        wrap.append(b);
        host.append(wrap);
        const cs = getComputedStyle(b);
        const opacity = Number(cs.opacity);
        const bg = over(parse(cs.backgroundColor), pageBg);
        const shownBg = over([...bg.slice(0, 3), opacity], pageBg);
        const text = parse(cs.color);
        const shownText = over([...text.slice(0, 3), text[3]! * opacity], shownBg);
        // A busy button hides its label behind a spinner: the spinner must stand out (3:1, a graphic).
        const after = getComputedStyle(b, '::after');
        const spin =
          state === 'busy' && after.content !== 'none'
            ? ratio(over([...parse(after.borderLeftColor).slice(0, 3), opacity], shownBg), shownBg)
            : null;
        out.push({
          label: `${colour || 'plain'} ${state}`,
          ratio: state === 'busy' ? 99 : Math.round(ratio(shownText, shownBg) * 100) / 100,
          transition: cs.transitionProperty,
          spinner: spin === null ? null : Math.round(spin * 100) / 100,
        });
      }
    }
    host.remove();
    return out;
  });
}

test('buttons keep 4.5:1 in every state, with no colour fade', async ({ page }) => {
  await useLanguage(page, 'en');
  const user = await createUser({ credits: 1, locale: 'en' });
  await signInAs(page, user);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-balance')).toBeVisible();
  const samples = await sampleButtons(page);
  expect(samples.length).toBeGreaterThan(20);
  expect(samples.filter((s) => s.ratio < 4.5).map((s) => `${s.label}: ${s.ratio}:1`)).toEqual([]);
  expect(
    samples.filter((s) => s.spinner !== null && s.spinner < 3).map((s) => `${s.label} spinner: ${s.spinner}:1`),
  ).toEqual([]);
  // A colour that fades passes through mixes of its two ends, which axe can catch half-way.
  expect(
    samples
      .filter((s) => /(^|,\s*)(all|color|background-color|opacity)(,|$)/.test(s.transition))
      .map((s) => `${s.label}: ${s.transition}`),
  ).toEqual([]);
});

/**
 * The same measure for form fields (a text field, a text area, a select), ready, disabled and
 * inside a disabled fieldset (how a prerendered form waits for the app): their text and their
 * placeholder on their own background, and what their colours fade with.
 */
async function sampleFields(page: Page): Promise<Sample[]> {
  await installContrast(page);
  return page.evaluate(() => {
    const { parse, over, ratio } = (window as unknown as ContrastWindow).contrast;
    const host = document.createElement('div');
    host.style.cssText = 'position:fixed;left:0;top:0;z-index:9999;background:#fff;padding:8px';
    document.body.append(host);
    const out: Sample[] = [];
    const make = (kind: string): HTMLElement => {
      if (kind === 'select') {
        const wrap = document.createElement('div');
        wrap.className = 'select';
        const sel = document.createElement('select');
        sel.append(new Option('Ontario', 'ON'));
        wrap.append(sel);
        return wrap;
      }
      const el = document.createElement(kind === 'textarea' ? 'textarea' : 'input');
      el.className = kind === 'textarea' ? 'textarea' : 'input';
      return el;
    };
    for (const kind of ['input', 'textarea', 'select']) {
      for (const state of ['ready', 'disabled', 'fieldset']) {
        for (const shows of kind === 'select' ? ['value'] : ['value', 'placeholder']) {
          const wrap = document.createElement(state === 'fieldset' ? 'fieldset' : 'div');
          if (state === 'fieldset') wrap.setAttribute('disabled', '');
          const made = make(kind);
          const field = (kind === 'select' ? made.querySelector('select') : made) as HTMLInputElement;
          if (shows === 'value' && kind !== 'select') field.value = 'Camille';
          if (shows === 'placeholder') field.placeholder = 'Your name';
          if (state === 'disabled') field.disabled = true;
          wrap.append(made);
          host.append(wrap);
          const cs = getComputedStyle(field);
          const bg = over(parse(cs.backgroundColor), [255, 255, 255, 1]);
          const text = parse(shows === 'placeholder' ? getComputedStyle(field, '::placeholder').color : cs.color);
          out.push({
            label: `${kind} ${state} ${shows}`,
            ratio: Math.round(ratio(over(text, bg), bg) * 100) / 100,
            transition: cs.transitionProperty,
            spinner: null,
          });
        }
      }
    }
    host.remove();
    return out;
  });
}

test('form fields keep 4.5:1 ready, disabled and in a disabled fieldset, with no colour fade @phone', async ({
  page,
}) => {
  // A public page: the same stylesheet, no sign-in needed.
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const samples = await sampleFields(page);
  expect(samples.length).toBe(15);
  expect(samples.filter((s) => s.ratio < 4.5).map((s) => `${s.label}: ${s.ratio}:1`)).toEqual([]);
  expect(
    samples
      .filter((s) => /(^|,\s*)(all|color|background-color|opacity)(,|$)/.test(s.transition))
      .map((s) => `${s.label}: ${s.transition}`),
  ).toEqual([]);
});

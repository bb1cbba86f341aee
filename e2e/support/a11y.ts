import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';

/** The impacts that fail a journey (issue 9: 0 serious or critical on every screen). */
const FAILING = new Set(['serious', 'critical']);
/** Distinct screens scanned per pathname at most (a quiz's questions share one pathname). */
const MAX_SCANS_PER_PATH = 6;
/** The DOM must be quiet this long (and no finite animation running) before a screen is scanned. */
const QUIET_MS = 250;
const BINDING = '__a11yScreenSettled';

export type A11yViolation = {
  screen: string;
  url: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
};

/**
 * Runs in every document the test's pages load (top frame only). It watches the DOM, and each
 * time it has settled — no mutation for QUIET_MS, no finite CSS animation or transition running
 * (a toast fading in would give a false contrast failure) — it reports the screen's key to the
 * test: the pathname, the open dialogs, the toasts by type, and the top headings. A new key is a
 * new screen to scan.
 */
function watchScreens({ binding, quietMs }: { binding: string; quietMs: number }) {
  if (window.top !== window || !location.protocol.startsWith('http')) return;
  const w = window as unknown as Record<string, unknown>;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim().slice(0, 60);
  const key = () => {
    const dialogs = [
      ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]'),
    ].map(
      (d) =>
        d.getAttribute('aria-label') ||
        text(d.querySelector('h1, h2, h3, [id$="title"]')) ||
        'dialog',
    );
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')].map(
      (t) => t.getAttribute('data-type') || 'toast',
    );
    const headings = [...document.querySelectorAll('h1, h2')].slice(0, 4).map((h) => text(h));
    return [
      location.pathname,
      dialogs.length ? `dialog: ${dialogs.join(', ')}` : '',
      toasts.length ? `toasts: ${[...new Set(toasts)].sort().join(', ')}` : '',
      `headings: ${headings.join(' / ')}`,
    ]
      .filter(Boolean)
      .join(' | ');
  };
  const animating = () =>
    document.getAnimations().some((a) => {
      const timing = a.effect?.getComputedTiming();
      return a.playState === 'running' && timing?.iterations !== Infinity;
    });
  const send = () => (w[binding] as (key: string) => Promise<void>)(key()).catch(() => {});
  const report = () => {
    timer = undefined;
    if (document.readyState === 'loading' || animating()) return schedule();
    void send();
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(report, quietMs);
  };
  const start = () => {
    new MutationObserver(schedule).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    schedule();
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
  // The test's end: report the screen as it is now (once animations end, 2 s at most), and
  // resolve when its scan is done.
  w.__a11yReportNow = async () => {
    for (let i = 0; i < 20 && animating(); i++) await new Promise((r) => setTimeout(r, 100));
    if (timer) clearTimeout(timer);
    timer = undefined;
    await send();
  };
}

/**
 * Right before a scan: waits up to 2 s for finite CSS animations and transitions to end, then
 * finishes the rest, so axe sees the screen as it settles (not a toast half faded in or out,
 * whose colours would fail the contrast check). Infinite ones (spinners) are left running.
 */
async function settleAnimations() {
  const finite = () =>
    document.getAnimations().filter((a) => {
      const timing = a.effect?.getComputedTiming();
      return a.playState === 'running' && timing?.iterations !== Infinity;
    });
  // A toast being mounted or removed (sonner) is between states: its transition may not have
  // started yet, so wait for it to settle too (up to 2 s: toasts leave within ~0.5 s).
  const toastMoving = () =>
    document.querySelector(
      '[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]',
    ) !== null;
  for (let i = 0; i < 20 && (finite().length || toastMoving()); i++)
    await new Promise((r) => setTimeout(r, 100));
  for (const a of finite()) {
    try {
      a.finish();
    } catch {
      // an animation that cannot finish is left as it is
    }
  }
}

/**
 * Scans every distinct screen a test's pages show with axe-core (WCAG 2.2 A/AA and best
 * practices) and collects the serious and critical violations. Scans run one at a time per
 * context, while the test goes on; `finish` waits for them.
 */
export async function watchAccessibility(context: BrowserContext) {
  const violations: A11yViolation[] = [];
  const scanned = new Set<string>();
  const perPath = new Map<string, number>();
  let queue: Promise<void> = Promise.resolve();

  const scan = async (page: Page, screen: string) => {
    if (page.isClosed()) return;
    try {
      await page.evaluate(settleAnimations);
      // Toasts come and go while a scan runs (half faded in or out, their contrast is
      // meaningless): accessibility.spec.ts checks them once settled, so scans leave them out.
      const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
      for (const v of results.violations) {
        if (!v.impact || !FAILING.has(v.impact)) continue;
        violations.push({
          screen,
          url: results.url,
          rule: v.id,
          impact: v.impact,
          help: v.help,
          helpUrl: v.helpUrl,
          targets: v.nodes.map((n) => {
            const target = n.target.map(String).join(' ');
            const data = n.any[0]?.data as
              { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
            return data?.contrastRatio
              ? `${target} (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1)`
              : target;
          }),
        });
      }
    } catch {
      // The page navigated or closed during the scan: let the screen be scanned again.
      scanned.delete(screen);
    }
  };

  await context.exposeBinding(BINDING, ({ page }, screen: string) => {
    const path = screen.split(' | ')[0]!;
    if (scanned.has(screen) || (perPath.get(path) ?? 0) >= MAX_SCANS_PER_PATH) return;
    scanned.add(screen);
    perPath.set(path, (perPath.get(path) ?? 0) + 1);
    queue = queue.then(() => scan(page, screen));
    return queue;
  });
  await context.addInitScript(watchScreens, { binding: BINDING, quietMs: QUIET_MS });

  return {
    /** Scans each open page's current screen, waits for every scan, and returns what failed. */
    async finish(): Promise<A11yViolation[]> {
      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        await page
          .evaluate(() =>
            (window as unknown as { __a11yReportNow?: () => Promise<void> }).__a11yReportNow?.(),
          )
          .catch(() => {});
      }
      let drained: Promise<void>;
      do {
        drained = queue;
        await drained;
      } while (drained !== queue);
      return violations;
    },
  };
}

/** One line per failing rule and screen: impact, rule id, what to do, and the elements. */
export function formatViolations(violations: A11yViolation[]): string {
  return violations
    .map(
      (v) =>
        `[${v.impact}] ${v.rule} on ${v.screen}` +
        (new URL(v.url).pathname === v.screen.split(' | ')[0] ? '' : ` (scanned at ${v.url})`) +
        `\n  ${v.help} (${v.helpUrl})\n` +
        v.targets.map((t) => `    - ${t}`).join('\n'),
    )
    .join('\n\n');
}

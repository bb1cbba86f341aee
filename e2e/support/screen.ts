import { expect, type Locator } from '@playwright/test';

/**
 * Admin screens are used on laptops: 1366 px without phone emulation (the project is a Pixel 5),
 * for `test.use(LAPTOP)`.
 */
export const LAPTOP = {
  viewport: { width: 1366, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

/**
 * WCAG 2.5.5: the target is shown and at least 44 × 44 px (to a hundredth of a pixel: a toast's
 * settled transform can leave 43.999996 px).
 */
export async function expectTapTarget(target: Locator, name = 'tap target') {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  const px = (n: number) => Math.round(n * 100) / 100;
  expect(px(box.width), `${name} width`).toBeGreaterThanOrEqual(44);
  expect(px(box.height), `${name} height`).toBeGreaterThanOrEqual(44);
}

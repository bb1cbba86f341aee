import { test, expect } from './fixtures';
import { createVerifiedUser, signInViaApi } from './support/users';

for (const preload of [false, true]) {
  test(`logout preload=${preload}`, async ({ page, request }) => {
    const user = await createVerifiedUser(request, 'scratch');
    await signInViaApi(page, user);
    await page.goto(preload ? '/' : '/app/dashboard');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForTimeout(1500);
    console.log(`preload=${preload} ->`, page.url());
  });
}

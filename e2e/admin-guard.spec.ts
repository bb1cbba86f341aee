import { test, expect } from './fixtures';
import { signedInStudent, submitSignIn } from './support/users';

test('a student opening /app/admin lands on the dashboard and sees no admin entry points', async ({
  page,
  request,
}) => {
  const student = await signedInStudent(page, request, 'student');

  await page.goto('/app/admin');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(student.fullName);
  await expect(page.getByText('Admin Access Granted')).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
});

test('the demo admin sees the Admin tab, the Admin Panel menu item and the admin page', async ({
  page,
  e2e,
}) => {
  await page.goto('/login');
  await submitSignIn(page, e2e.demoAdmin);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/app\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Admin Access Granted')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const tab of ['Upload', 'Manage', 'Compete', 'Review', 'Blueprints', 'Topics'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');

  // The bottom-nav tab leads to the same page.
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await nav.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
});

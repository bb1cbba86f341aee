import { test, expect } from './fixtures';
import { signedInStudent } from './support/users';

test('home page links to sign-in and to Learn More, and back', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/learn-more$/);
  await expect(page.getByRole('link', { name: 'Start Practising Free' })).toHaveAttribute(
    'href',
    '/login',
  );

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('unknown paths show the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  // "/" sends a signed-out visitor on to /home.
  await expect(page).toHaveURL(/\/home$/);
});

test('/ sends a signed-out visitor to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
});

test('signed-in users skip / and /login and go to the app', async ({ page, request }) => {
  const user = await signedInStudent(page, request, 'public');

  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.fullName);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveCount(0);
});

import type { Locator, Page } from 'playwright-core';

/**
 * Signs in through the local provider's popup (the same code path as Google's), choosing one of
 * its sample accounts; returns the header's account menu button.
 */
export async function signInWithPopup(page: Page, account = 'Alex Morgan'): Promise<Locator> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign In' }).first().click(),
  ]);
  await popup.getByRole('heading', { name: 'Choose an account' }).waitFor();
  const size = popup.viewportSize();
  if (size?.width !== 500 || size.height !== 600)
    throw new Error(`the sign-in popup is ${JSON.stringify(size)}`);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: account }).click()]);
  const menu = page.getByRole('button', { name: `Account menu for ${account}` });
  await menu.waitFor();
  return menu;
}

import type { Locator, Page } from "playwright-core";

/**
 * A person's way through the admin, counted: each click, typing into a field, tick or file choice
 * is one action, as a person would count them. Waiting and reading are not actions.
 */
export class Journey {
  actions = 0;

  constructor(readonly page: Page) {}

  async click(target: Locator): Promise<void> {
    this.actions += 1;
    await target.click();
  }

  async fill(target: Locator, text: string): Promise<void> {
    this.actions += 1;
    await target.fill(text);
  }

  async check(target: Locator): Promise<void> {
    this.actions += 1;
    await target.check();
  }

  /** Follows the admin menu to `link` (on a phone, opening the menu first: two actions). */
  async openFromMenu(link: string): Promise<void> {
    const menuButton = this.page.getByRole("button", { name: /^Menu/ });
    if (await menuButton.isVisible()) await this.click(menuButton);
    await this.click(
      this.page
        .getByRole("navigation", { name: "Admin" })
        .getByRole("link", { name: link, exact: true }),
    );
  }
}

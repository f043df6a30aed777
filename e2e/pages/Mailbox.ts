import { expect, type Page } from '@playwright/test';

interface Mail {
  subject: string;
  text: string;
}

/** The development outbox (GET /dev/mailbox.json): the mails of one recipient, newest first. */
export class Mailbox {
  constructor(
    private readonly page: Page,
    private readonly to: string,
  ) {}

  /** The newest mail whose subject matches, waiting until one arrives that was not seen before. */
  async latest(subject: RegExp, after = 0): Promise<Mail> {
    let found: Mail[] = [];
    await expect
      .poll(async () => {
        const response = await this.page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(this.to)}`);
        found = ((await response.json()) as Mail[]).filter((mail) => subject.test(mail.subject));
        return found.length;
      })
      .toBeGreaterThan(after);
    return found[0]!;
  }

  async count(subject: RegExp): Promise<number> {
    const response = await this.page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(this.to)}`);
    return ((await response.json()) as Mail[]).filter((mail) => subject.test(mail.subject)).length;
  }

  /** The path and query of the link to `path` in a mail (the host in links is PUBLIC_URL). */
  static link(mail: Mail, path: string): string {
    const match = mail.text.match(new RegExp(`https?://[^\\s/]+(/${path}\\?[^\\s)"]+)`));
    if (!match?.[1]) throw new Error(`No ${path} link in mail '${mail.subject}'`);
    return match[1];
  }

  /** The six-digit code of an MFA mail. */
  static code(mail: Mail): string {
    const match = mail.subject.match(/\b(\d{6})\b/);
    if (!match?.[1]) throw new Error(`No code in mail '${mail.subject}'`);
    return match[1];
  }
}

import { describe, expect, it } from 'vitest';
import {
  createWelcomeMailSchema,
  updateWelcomeMailSchema,
  welcomeMailFlagFor,
} from './welcome-mail.schema.js';
import { builtInWelcomeMail, fillWelcomeMail } from './welcome-mail-template.js';

const values = {
  url: 'https://app.example/updatePassword?token=a&new=true',
  name: 'Eve <script>',
  urlForgotPassword: 'https://app.example/forgotPassword',
  urlLogin: 'https://app.example/login',
  buttonHtml: '<a class="button">Go</a>',
};

describe('built-in welcome mail (000 §3)', () => {
  it.each(['en', 'nl'] as const)('holds every part of the template in %s, branded', (language) => {
    const content = builtInWelcomeMail(language, 'Acme & Co');
    expect(content).toMatch(/<h2>.*Acme &#38; Co<\/h2>/);
    expect(content).not.toContain('[brand]');
    for (const variable of ['[name]', '[enter_password_button]', '[url_forgot_password]']) {
      expect(content).toContain(variable);
    }
    expect(content).toContain(language === 'en' ? 'expires in 24 hours' : 'verloopt over 24 uur');
    expect(content).toMatch(language === 'en' ? /two-factor/ : /tweestapsverificatie/);
  });
});

describe('fillWelcomeMail', () => {
  it('fills every variable, escaping the text values', () => {
    const filled = fillWelcomeMail(
      '<p>[name]</p><p>[enter_password_button]</p><a href="[url_forgot_password]">x</a><a href="[url]">[url]</a> [url_login]',
      values,
    );
    expect(filled).toBe(
      '<p>Eve &#60;script&#62;</p><p><a class="button">Go</a></p><a href="https://app.example/forgotPassword">x</a>' +
        '<a href="https://app.example/updatePassword?token=a&#38;new=true">https://app.example/updatePassword?token=a&#38;new=true</a> https://app.example/login',
    );
  });

  it('leaves other bracketed text alone', () => {
    expect(fillWelcomeMail('[unknown] [name]', values)).toBe('[unknown] Eve &#60;script&#62;');
  });
});

describe('welcome mail schemas (000 §5)', () => {
  it('requires a name and content with text', () => {
    const result = createWelcomeMailSchema.safeParse({ name: ' ', content: '<p></p>' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['content', 'name']);
    expect(createWelcomeMailSchema.parse({ name: 'A', content: '<p>Hi</p>' })).toMatchObject({
      default: false,
      psp_default: false,
    });
  });

  it('leaves the flags alone on an update that does not name them', () => {
    expect(updateWelcomeMailSchema.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
    expect(updateWelcomeMailSchema.parse({ id: 'x', psp_default: true })).toEqual({ psp_default: true });
  });

  it('picks the flag by side', () => {
    expect(welcomeMailFlagFor('provider')).toBe('psp_default');
    expect(welcomeMailFlagFor('merchant')).toBe('default');
  });
});

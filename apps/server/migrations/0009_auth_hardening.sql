-- Login throttling moves to per-account-per-address counters in throttle_counters (docs/adr/0006): the
-- account-wide hard lock, which anyone could trigger for any account, goes.
ALTER TABLE users DROP COLUMN failed_logins;
ALTER TABLE users DROP COLUMN locked_until;

-- The time step (unix seconds / 30) of the last authenticator-app code accepted: a code is accepted
-- once, so one seen over a shoulder or in a log cannot be replayed within its window.
ALTER TABLE users ADD COLUMN totp_last_step bigint;

-- "You can always sign in at [url]" gave the one-time set-password link; the sign-in page is [url_login].
UPDATE welcome_mails
   SET content = replace(content, 'You can always sign in at <a href="[url]">[url]</a>',
                         'You can always sign in at <a href="[url_login]">[url_login]</a>')
 WHERE content LIKE '%You can always sign in at <a href="[url]">[url]</a>%';

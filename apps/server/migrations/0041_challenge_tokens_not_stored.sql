-- A PENDING payment's next_action kept its challenge or redirect page's URL, with the page's token: the
-- credential to approve or fail the payment, shown by the back-office to read-only support users. The
-- token is now derived from the payment's id under the server's key and kept nowhere but as its SHA-256
-- in the decision trace (issue 28); the URLs stored so far are removed (their pages still open).
UPDATE transactions SET next_action = next_action - 'url' WHERE next_action ? 'url';

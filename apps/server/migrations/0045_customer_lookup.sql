-- A payment's customer_details find the organisation's customer instead of making a new one each time
-- (issue 29): by the merchant's reference when it sends one, else by e-mail, ignoring case.
CREATE INDEX customers_organisation_email_idx ON customers (organisation_id, lower(email_address));
CREATE INDEX customers_organisation_reference_idx ON customers (organisation_id, merchant_reference)
  WHERE merchant_reference IS NOT NULL;

-- 002 §2: the Overview's type, a private person or a business.
ALTER TABLE customers ADD COLUMN type text NOT NULL DEFAULT 'person' CHECK (type IN ('person', 'business'));

-- The largest payment a payment profile takes, in minor units of its currency (issue 29 walk 4); NULL is
-- the platform's maximum (PLATFORM_MAX_PAYMENT_MAJOR of the domain), which applies in any case.
ALTER TABLE payment_profiles ADD COLUMN max_amount bigint CHECK (max_amount > 0);

-- A schedule makes a transaction report (as before) or one of the financial reports (ADR 0018, session 8).
ALTER TABLE report_schedules
  ADD COLUMN category text NOT NULL DEFAULT 'transactions'
    CONSTRAINT report_schedules_category_check CHECK (category IN ('transactions', 'financial_summary',
      'financial_daily', 'financial_settlement', 'provider_daily', 'provider_monthly', 'provider_settlement'));

// The port of the webhook receiver the webhooks spec starts beside the e2e server: the server's port + 1,
// allowed by WEBHOOK_ALLOWED_HOSTS (playwright.config.ts) under this machine's name.
export const webhookReceiverPort = Number(process.env.E2E_PORT ?? 3100) + 1;

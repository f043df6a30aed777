import { escapeHtml, formatMoney, type Language, languageOf, resultOf } from '@psp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../platform/http/errors.js';
import type { PaymentEngine } from './create-payment.js';
import { answerForm, ISSUER_PAGE_TEXTS, issuerTitle, paragraph } from './issuer-page-texts.js';

/** The token in next_action.url: 24 random bytes (192 bits), base64url. */
const params = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) });

/** No script, no framing, no other origin: a plain form posting back to this page. */
function strictPolicy(formTargets: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action ${formTargets}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A plain page of the simulated issuer in the customer's language: no script, inline styles only. */
export function page(title: string, body: string, language: Language): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}
button{font-size:1rem;padding:.5rem 1rem;margin-right:.5rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** Where a page's form may send the customer: back here, then on to the merchant's return_url. */
const formTargets = new WeakMap<FastifyReply, string>();

export function sendPage(reply: FastifyReply, status: number, html: string, returnUrl: string | null = null) {
  formTargets.set(reply, returnUrl ? `'self' ${new URL(returnUrl).origin}` : "'self'");
  reply.header('cache-control', 'no-store');
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/** Route-level onSend runs after the instance's security headers: this page's policy replaces theirs. */
export async function pagePolicy(_request: unknown, reply: FastifyReply, payload: unknown) {
  reply.header('content-security-policy', strictPolicy(formTargets.get(reply) ?? "'self'"));
  return payload;
}

/** The customer's language and the issuer page's texts in it. */
export function issuerTexts(request: FastifyRequest) {
  const language = languageOf(request.headers['accept-language']);
  return { language, texts: ISSUER_PAGE_TEXTS[language] };
}

/**
 * The simulated 3-D Secure and redirect page a PENDING payment's next_action points at: public (its
 * unguessable token is the credential), server-rendered, no script; "Approve" continues the payment
 * (authorised with 3-D Secure, captured as asked), "Fail" fails it, "Cancel" (redirect products)
 * cancels it. Answering sends the customer to the payment's return_url when it has one.
 */
/** The simulated issuer's pages post small forms. */
export function parseSmallForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

export function registerChallengeRoutes(app: FastifyInstance, engine: PaymentEngine): void {
  app.register(async (scope) => {
    parseSmallForms(scope);
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/v1/challenge/:token',
      { config: { operation: 'v1.challenge.show' }, schema: { hide: true, params }, onSend: pagePolicy },
      async (request, reply) => {
        const { language, texts } = issuerTexts(request);
        const pending = await engine.pendingByToken(request.params.token);
        if (!pending)
          return sendPage(reply, 404, page(texts.notFound.title, paragraph(texts.notFound.body), language));
        const card = pending.payment_product === 'card' || pending.payment_product === 'applepay';
        const amount = formatMoney(Number(pending.amount), pending.currency_code, language);
        return sendPage(
          reply,
          200,
          page(
            issuerTitle(texts, pending.payment_product, card),
            paragraph(texts.paymentOf(amount, pending.merchant_reference)) +
              answerForm(texts, card ? ['approve', 'fail'] : ['approve', 'cancel', 'fail']),
            language,
          ),
          engine.returnUrlOf(pending),
        );
      },
    );
    api.post(
      '/v1/challenge/:token',
      {
        config: { operation: 'v1.challenge.answer' },
        schema: { hide: true, params, body: z.object({ result: z.enum(['approve', 'fail', 'cancel']) }) },
        onSend: pagePolicy,
      },
      async (request, reply) => {
        const { language, texts } = issuerTexts(request);
        let answered: Awaited<ReturnType<PaymentEngine['continueAfterChallenge']>>;
        try {
          answered = await engine.continueAfterChallenge(request.params.token, request.body.result);
        } catch (error) {
          // The customer is on a page: a refusal the customer can act on is a page, not an API error.
          const code = error instanceof HttpError ? error.code : '';
          if (!(code in texts.refusals)) throw error;
          const refusal = texts.refusals[code as keyof typeof texts.refusals];
          const retry = code === 'link_busy' ? answerForm(texts, ['approve']) : '';
          return sendPage(reply, 409, page(refusal.title, paragraph(refusal.body) + retry, language));
        }
        if (!answered)
          return sendPage(reply, 404, page(texts.notFound.title, paragraph(texts.notFound.body), language));
        if (answered.returnUrl) {
          // As Stripe's redirect_status: the merchant's page learns which payment came back, and how.
          const back = new URL(answered.returnUrl);
          back.searchParams.set('transaction', answered.id);
          back.searchParams.set('status', answered.status);
          return reply.redirect(back.href, 303);
        }
        // Said in words in the customer's language, never as the status code (SETTLEMENT_REQUESTED).
        return sendPage(
          reply,
          200,
          page(texts.thankYou, paragraph(texts.results[resultOf(answered.status)]), language),
        );
      },
    );
  });
}

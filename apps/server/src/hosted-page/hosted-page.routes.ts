import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createPaymentSchema,
  type HostedResult,
  hostedCardInputSchema,
  hostedPaymentInputSchema,
  languageOf,
  resultOf,
  type TransactionStatus,
} from '@psp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { linkUnavailable } from '../payment-links/link-rules.js';
import {
  pagePolicy as issuerPagePolicy,
  issuerTexts,
  page,
  parseSmallForms,
  sendPage,
} from '../payments/challenge.routes.js';
import type { PaymentEngine } from '../payments/create-payment.js';
import { cardFactsOf } from '../payments/create-payment.js';
import { answerForm, issuerTitle, paragraph } from '../payments/issuer-page-texts.js';
import { systemActor } from '../platform/auth/actors.js';
import { consumeThrottle } from '../platform/auth/throttle.js';
import type { CommandRunner } from '../platform/commands/command.js';
import type { Config } from '../platform/config.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/database.js';
import { badRequest, HttpError, parseInput } from '../platform/http/errors.js';
import {
  awaitCardChallengeCommand,
  dropCardChallengeCommand,
  startCardAddCommand,
  storeLinkCardCommand,
} from './card-add-link-state.js';
import { designCss, type HostedLink, hostedLinkByToken, viewOf } from './hosted-link-view.js';
import { startLinkPaymentCommand } from './link-state.js';

/** Submissions per link and per address in a 10-minute window (a reusable link serves many customers). */
export const HOSTED_SUBMISSION_LIMITS = { perLink: 30, perAddress: 20, windowMinutes: 10 } as const;

export interface HostedPageDependencies {
  database: Database;
  commands: CommandRunner;
  payments: PaymentEngine;
  config: Pick<Config, 'publicUrl' | 'webDir'>;
  secrets: SecretBox;
}

const tokenParams = z.object({ token: z.string().max(200) });

/**
 * The page as built (apps/web/vite.pay.config.ts) with its script and stylesheet put into it: the
 * customer's browser renders it from one response (Fast 3G pays 562 ms per request). Without a built
 * web app (API tests) the page is the data alone.
 */
interface PageTemplate {
  html: string;
  script: string | null;
  css: string;
}

function loadTemplate(webDir: string): PageTemplate {
  const dir = path.join(webDir, 'hosted-page');
  const file = path.join(dir, 'pay.html');
  if (!existsSync(file)) {
    return {
      html: '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>',
      script: null,
      css: '',
    };
  }
  let script: string | null = null;
  let css = '';
  const html = readFileSync(file, 'utf8')
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_, src: string) => {
      // `</script` cannot end the inline script early: in a string or a regex `<\/` means the same.
      script = readFileSync(path.join(dir, src), 'utf8').replace(/<\/script/gi, '<\\/script');
      return '';
    })
    .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">\s*/, (_, href: string) => {
      css = readFileSync(path.join(dir, href), 'utf8');
      return '';
    });
  return { html, script, css };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * The page's policy: its one script and its one <style> (the page's css and the design's), each by its
 * hash, so nothing injected runs, not even a script of our own origin; images from its own origin,
 * data: (the design css's images) and the design's logo and background origins; calls to its own origin
 * only; never framed.
 */
function pagePolicy(scriptHash: string | null, styleHash: string, imageOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    scriptHash ? `script-src 'sha256-${scriptHash}'` : "script-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    ['img-src', "'self'", 'data:', ...new Set(imageOrigins)].join(' '),
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The token is in the URL: no cache keeps the page, no referrer carries it elsewhere. */
function privateHeaders(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  reply.header('referrer-policy', 'no-referrer');
}

const policies = new WeakMap<FastifyReply, string>();

/** Route-level onSend runs after the instance's security headers: the page's policy replaces theirs. */
async function applyPagePolicy(_request: unknown, reply: FastifyReply, payload: unknown) {
  const policy = policies.get(reply);
  if (policy) reply.header('content-security-policy', policy);
  privateHeaders(reply);
  return payload;
}

function retryAfterSeconds(windowMinutes: number): number {
  const window = windowMinutes * 60_000;
  return Math.max(1, Math.ceil((window - (Date.now() % window)) / 1000));
}

/** The hosted page of payment and card-add links (issue 12): GET /pay/{token} and its two submissions. */
export function registerHostedPageRoutes(app: FastifyInstance, deps: HostedPageDependencies): void {
  const { database, commands, payments, config, secrets } = deps;
  const template = loadTemplate(config.webDir);
  const scriptHash = template.script === null ? null : sha256(template.script);
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function throttle(request: FastifyRequest, reply: FastifyReply, key: string, limit: number) {
    if (await consumeThrottle(database, key, limit, HOSTED_SUBMISSION_LIMITS.windowMinutes, true)) return;
    reply.header('retry-after', String(retryAfterSeconds(HOSTED_SUBMISSION_LIMITS.windowMinutes)));
    request.log.info({ key: key.split(':')[0] }, 'hosted page submission rate limited');
    throw new HttpError(429, 'rate_limited', 'Too many attempts; try again in a few minutes');
  }

  /** The link behind a submission: rate limited per address, then per link; 409 when it takes nothing. */
  async function submittedLink(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    kind: HostedLink['kind'],
  ) {
    await throttle(request, reply, `hosted-ip:${request.ip}`, HOSTED_SUBMISSION_LIMITS.perAddress);
    const link = await hostedLinkByToken(database, token);
    // An unknown token answers as an expired link: nothing tells whether a token exists.
    if (!link || link.kind !== kind) throw linkUnavailable();
    await throttle(request, reply, `hosted-link:${link.id}`, HOSTED_SUBMISSION_LIMITS.perLink);
    if (!link.open) throw linkUnavailable();
    return { link, actor: await systemActor(database, 'hosted-page', link.organisation_id) };
  }

  api.get(
    '/pay/:token',
    {
      config: { operation: 'hostedPage.show' },
      schema: {
        hide: true,
        params: tokenParams,
        // The challenge page sends the customer back with the payment and its status (as Stripe's redirect_status).
        querystring: z.object({
          transaction: z.string().max(100).optional(),
          status: z.string().max(40).optional(),
          // A card-add link's page after 3-D Secure: the card's last 4 for the result page.
          verified: z.enum(['approved', 'declined']).optional(),
          last4: z
            .string()
            .regex(/^\d{4}$/)
            .optional(),
        }),
      },
      onSend: applyPagePolicy,
    },
    async (request, reply) => {
      const link = await hostedLinkByToken(database, request.params.token);
      let result: HostedResult | null = null;
      const transaction = request.query.transaction;
      if (link?.kind === 'payment' && transaction && z.uuid().safeParse(transaction).success) {
        // The status is read from the payment itself, and only a payment of this link is shown.
        const payment = await database.db
          .selectFrom('transactions')
          .select('status')
          .where('id', '=', transaction)
          .where('payment_link_id', '=', link.id)
          .executeTakeFirst();
        const outcome = payment && resultOf(payment.status as TransactionStatus);
        // A payment that did not pay a link another payment paid meanwhile: the page says the link is
        // paid, where a result would offer nothing (no retry).
        if (outcome && !(link.paid && outcome !== 'approved')) result = outcome;
      }
      if (link?.kind === 'card' && request.query.verified) {
        // Stored is read from the link itself; a refusal changed nothing, so the address may say it.
        result = link.paid ? 'approved' : link.open ? 'declined' : null;
      }
      const view = viewOf(link, languageOf(request.headers['accept-language']), result);
      const css = `${template.css}\n${designCss(view, link)}`;
      // A data block runs no script; `<` is escaped so no text of the link can close it.
      const data = JSON.stringify(view).replace(/</g, '\\u003c');
      // The design's css follows the page's, so it overrides it; the script reads the data block.
      const script = template.script === null ? '' : `<script type="module">${template.script}</script>`;
      const html = template.html
        .replace('<html lang="en">', `<html lang="${view.language}">`)
        // A function, not a string: `$&` or `$'` in the script, css or data must stay as written.
        .replace(
          '</head>',
          () =>
            `<style>${css}</style><script type="application/json" id="hosted-link">${data}</script>${script}</head>`,
        );
      const images = [view.logo_url, view.background_image_url].flatMap((url) =>
        url ? [new URL(url).origin] : [],
      );
      policies.set(reply, pagePolicy(scriptHash, sha256(css), images));
      return reply
        .code(view.state === 'open' || result ? 200 : 410)
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  const answer = z.object({
    result: z.enum(['approved', 'declined', 'failed', 'cancelled', 'pending']),
    /** Where the customer goes next: 3-D Secure or the issuer's page, while the payment is pending. */
    next_action_url: z.string().nullable(),
    /** The payment made (payment links), for the result page's address. */
    transaction: z.string().nullable(),
    reason: z.string().nullable(),
  });

  api.post(
    '/api/pay/:token/payments',
    {
      config: { operation: 'hostedPage.pay' },
      schema: { hide: true, params: tokenParams, body: hostedPaymentInputSchema, response: { 200: answer } },
      onSend: async (_request, reply, payload) => {
        privateHeaders(reply);
        return payload;
      },
    },
    async (request, reply) => {
      const { link, actor } = await submittedLink(request, reply, request.params.token, 'payment');
      if (!link.products.includes(request.body.payment_product)) {
        throw badRequest([
          {
            path: 'body.payment_product',
            code: 'invalid_value',
            message: 'This link does not take that payment product',
            expected: link.products,
            actual: request.body.payment_product,
          },
        ]);
      }
      const input = parseInput(
        createPaymentSchema,
        {
          payment_profile: link.payment_profile_id,
          payment_product: request.body.payment_product,
          amount: link.amount,
          currency_code: link.currency_code,
          merchant_reference: link.merchant_reference ?? `link-${link.id.slice(0, 8)}`,
          description: link.description,
          ...(link.customer_id ? { customer: link.customer_id } : {}),
          ...(request.body.card ? { card: request.body.card } : {}),
          // No return_url: the challenge page sends the customer back to the link's page, built from the
          // payment's link (PaymentEngine.returnUrlOf), so the token is stored in no payment.
          ip_address: z.union([z.ipv4(), z.ipv6()]).safeParse(request.ip).success ? request.ip : undefined,
          browser: request.headers['user-agent']?.slice(0, 500),
        },
        'body',
      );
      // Validated before the link moves: a mistyped card leaves the link as it was.
      if (input.card) cardFactsOf(input.card, new Date(), secrets);
      await commands.run(startLinkPaymentCommand, actor, { id: link.id });
      const payment = await payments.create(actor, input, undefined, { paymentLinkId: link.id });
      return {
        result: resultOf(payment.status),
        next_action_url: payment.status === 'PENDING' ? payments.challengeUrl(payment.id) : null,
        transaction: payment.id,
        reason: payment.status_reason ?? null,
      };
    },
  );

  api.post(
    '/api/pay/:token/cards',
    {
      config: { operation: 'hostedPage.storeCard' },
      schema: { hide: true, params: tokenParams, body: hostedCardInputSchema, response: { 200: answer } },
      onSend: async (_request, reply, payload) => {
        privateHeaders(reply);
        return payload;
      },
    },
    async (request, reply) => {
      const { link, actor } = await submittedLink(request, reply, request.params.token, 'card');
      const card = cardFactsOf(request.body.card, new Date(), secrets);
      await commands.run(startCardAddCommand, actor, { id: link.id });
      const verified = await payments.verifyCard(link.payment_profile_id, {
        id: randomUUID(),
        cardNumber: request.body.card.number,
        card,
      });
      const outcome = verified.outcome;
      if (outcome === 'approved' || outcome === 'approved_disputed') {
        await commands.run(storeLinkCardCommand, actor, { id: link.id, card });
        return { result: 'approved' as const, next_action_url: null, transaction: null, reason: null };
      }
      if (outcome === 'challenge') {
        // As Stripe's SetupIntent: the issuer authenticates the customer before the card is kept.
        const challenge = randomBytes(24).toString('base64url');
        await commands.run(awaitCardChallengeCommand, actor, {
          id: link.id,
          card,
          challenge_sha256: createHash('sha256').update(challenge).digest('hex'),
        });
        return {
          result: 'pending' as const,
          next_action_url: `${config.publicUrl}/pay/${request.params.token}/verify/${challenge}`,
          transaction: null,
          reason: null,
        };
      }
      const reason = outcome === 'unroutable' || outcome === 'processor_error' ? 'unavailable' : outcome;
      return {
        result:
          outcome === 'unroutable' || outcome === 'processor_error'
            ? ('failed' as const)
            : ('declined' as const),
        next_action_url: null,
        transaction: null,
        reason,
      };
    },
  );

  /** The card-add link and its challenge waiting under this page token, or undefined. */
  async function pendingVerification(token: string, challenge: string) {
    const link = await hostedLinkByToken(database, token);
    if (link?.kind !== 'card' || !link.open) return undefined;
    const digest = createHash('sha256').update(challenge).digest('hex');
    const row = await database.db
      .selectFrom('card_add_links')
      .select('verification')
      .where('id', '=', link.id)
      .where(sql<string>`verification->>'token_sha256'`, '=', digest)
      .executeTakeFirst();
    if (!row?.verification) return undefined;
    const { card } = row.verification as { card: ReturnType<typeof cardFactsOf> };
    return { link, card, digest };
  }

  const verifyParams = z.object({
    token: z.string().max(200),
    challenge: z.string().regex(/^[A-Za-z0-9_-]{32}$/),
  });
  const notFoundPage = (request: FastifyRequest) => {
    const { language, texts } = issuerTexts(request);
    return page(texts.verificationNotFound.title, paragraph(texts.verificationNotFound.body), language);
  };

  app.register(async (scope) => {
    parseSmallForms(scope);
    const forms = scope.withTypeProvider<ZodTypeProvider>();
    forms.get(
      '/pay/:token/verify/:challenge',
      {
        config: { operation: 'hostedPage.verifyCard' },
        schema: { hide: true, params: verifyParams },
        onSend: issuerPagePolicy,
      },
      async (request, reply) => {
        privateHeaders(reply);
        const pending = await pendingVerification(request.params.token, request.params.challenge);
        if (!pending) return sendPage(reply, 404, notFoundPage(request));
        const { language, texts } = issuerTexts(request);
        const { brand, last4 } = pending.card;
        return sendPage(
          reply,
          200,
          page(
            issuerTitle(texts, 'card', true),
            paragraph(texts.saveCard(brand, last4, pending.link.merchant)) +
              answerForm(texts, ['approve', 'fail']),
            language,
          ),
        );
      },
    );
    forms.post(
      '/pay/:token/verify/:challenge',
      {
        config: { operation: 'hostedPage.answerVerification' },
        schema: { hide: true, params: verifyParams, body: z.object({ result: z.enum(['approve', 'fail']) }) },
        onSend: issuerPagePolicy,
      },
      async (request, reply) => {
        privateHeaders(reply);
        const { token, challenge } = request.params;
        const pending = await pendingVerification(token, challenge);
        if (!pending) return sendPage(reply, 404, notFoundPage(request));
        const actor = await systemActor(database, 'hosted-page', pending.link.organisation_id);
        const back = `/pay/${token}?last4=${pending.card.last4}&verified=`;
        const verified =
          request.body.result === 'approve'
            ? await payments.verifyCard(pending.link.payment_profile_id, {
                id: randomUUID(),
                cardNumber: null,
                card: pending.card,
                threeDSecure: true,
              })
            : null;
        try {
          if (verified && (verified.outcome === 'approved' || verified.outcome === 'approved_disputed')) {
            await commands.run(storeLinkCardCommand, actor, {
              id: pending.link.id,
              card: pending.card,
              challenge_sha256: pending.digest,
            });
            return reply.redirect(`${back}approved`, 303);
          }
          await commands.run(dropCardChallengeCommand, actor, {
            id: pending.link.id,
            challenge_sha256: pending.digest,
          });
        } catch (error) {
          // A second answer (another tab, a double click) found the challenge gone.
          if (!(error instanceof HttpError && error.code === 'link_unavailable')) throw error;
          const { language, texts } = issuerTexts(request);
          return sendPage(
            reply,
            409,
            page(texts.cardAnswered.title, paragraph(texts.cardAnswered.body), language),
          );
        }
        return reply.redirect(`${back}declined`, 303);
      },
    );
  });
}

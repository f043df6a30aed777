import { renderMail } from '../mail/mail-layout.js';
import type { Config } from '../platform/config.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Executor } from '../platform/resource/executor.js';

const TEXT = {
  en: (name: string) => ({
    subject: `Your report "${name}" is ready`,
    heading: 'Your scheduled report is ready',
    paragraphs: [
      `The report "${name}" has been generated.`,
      'Log in to download it: the file itself is never sent by e-mail.',
    ],
    button: 'Download report',
  }),
  nl: (name: string) => ({
    subject: `Je rapport "${name}" staat klaar`,
    heading: 'Je geplande rapport staat klaar',
    paragraphs: [
      `Het rapport "${name}" is gemaakt.`,
      'Log in om het te downloaden: het bestand zelf wordt nooit per e-mail verstuurd.',
    ],
    button: 'Rapport downloaden',
  }),
} as const;

/**
 * Mails a schedule's recipients a link to its new report, in the schedule's language and in the
 * report's transaction. The link is the `_download=true` URL (001 §2.2): after logging in, the reader
 * lands on the download page, which checks their roles and organisation like any other download.
 */
export async function reportReadyMail(
  trx: Executor,
  { mailer, config }: { mailer: Mailer; config: Pick<Config, 'publicUrl' | 'productName'> },
  report: { id: string; name: string; organisation_id: string; report_schedule_id: string | null },
): Promise<void> {
  if (!report.report_schedule_id) return;
  const schedule = await trx
    .selectFrom('report_schedules')
    .select(['recipients', 'language'])
    .where('id', '=', report.report_schedule_id)
    .executeTakeFirst();
  if (!schedule) return;
  const content = TEXT[schedule.language === 'nl' ? 'nl' : 'en'](report.name);
  const url = `${config.publicUrl}/?_download=true&id=${report.id}&_organisation=${report.organisation_id}`;
  const rendered = renderMail({
    productName: config.productName,
    heading: content.heading,
    paragraphs: content.paragraphs,
    button: { label: content.button, url },
  });
  for (const to of schedule.recipients) {
    await mailer.queue(trx, {
      to,
      subject: content.subject,
      organisationId: report.organisation_id,
      ...rendered,
    });
  }
}

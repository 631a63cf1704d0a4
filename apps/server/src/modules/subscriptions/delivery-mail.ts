import { type DownloadFormat, periodKeyInWords, SUBSCRIPTION_LIMITS } from '@fin-atlas/domain';
import type { Db } from '../../db/database.js';
import { DOWNLOAD_CONTENT_TYPES } from '../../http/attachment.js';
import type { AwaitedMailer, FileMail } from '../../mail/mailer.js';
import { templatedMail } from '../../mail/templates.js';

export type DeliveredVia = 'app_link' | 'email_link' | 'email_attachment';

export type StoredFile = {
  deliveryId: number;
  body: Buffer;
  fileName: string;
  format: DownloadFormat;
  rowCount: number;
};

/** Where the owner finds their deliveries in the app (the e-mail's link; the page opens that delivery). */
export const deliveriesPageUrl = (baseUrl: string, deliveryId: number): string =>
  `${baseUrl}/user/subscriptions?delivery=${deliveryId}`;

function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The delivery e-mail (the `subscription_delivery` template): the file attached when the mail goes
 * out by SMTP and the file is no larger than SUBSCRIPTION_LIMITS.maxAttachmentBytes, always with the
 * link to it in the app.
 */
export async function deliveryMail(
  db: Db,
  mailer: Pick<AwaitedMailer, 'carriesAttachments'>,
  to: { email: string; userName: string },
  delivery: { targetName: string; periodKey: string; file: StoredFile; baseUrl: string },
): Promise<{ mail: FileMail; via: DeliveredVia }> {
  const { file } = delivery;
  const attach = mailer.carriesAttachments && file.body.length <= SUBSCRIPTION_LIMITS.maxAttachmentBytes;
  const composed = await templatedMail(db, 'subscription_delivery', to.email, {
    user_name: to.userName,
    target_name: delivery.targetName,
    period: periodKeyInWords(delivery.periodKey),
    row_count: file.rowCount.toLocaleString('en-US'),
    file_format: file.format.toUpperCase(),
    file_name: file.fileName,
    file_size: sizeInWords(file.body.length),
    file_note: attach ? 'The file is attached. It is also in FIN Atlas:' : 'Download it in FIN Atlas:',
    delivery_link: deliveriesPageUrl(delivery.baseUrl, file.deliveryId),
    subscriptions_link: `${delivery.baseUrl}/user/subscriptions`,
  });
  return {
    mail: {
      ...composed,
      ...(attach && {
        attachments: [
          { filename: file.fileName, content: file.body, contentType: DOWNLOAD_CONTENT_TYPES[file.format] },
        ],
      }),
    },
    via: attach ? 'email_attachment' : 'email_link',
  };
}

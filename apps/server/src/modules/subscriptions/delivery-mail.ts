import { type DownloadFormat, periodKeyInWords, SUBSCRIPTION_LIMITS } from '@fin-atlas/domain';
import { DOWNLOAD_CONTENT_TYPES } from '../../http/attachment.js';
import type { AwaitedMailer, FileMail } from '../../mail/mailer.js';

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
 * The delivery e-mail: the file attached when the mail goes out by SMTP and the file is no larger
 * than SUBSCRIPTION_LIMITS.maxAttachmentBytes, always with the link to it in the app.
 */
export function deliveryMail(
  mailer: Pick<AwaitedMailer, 'carriesAttachments'>,
  to: { email: string; userName: string },
  delivery: { targetName: string; periodKey: string; file: StoredFile; baseUrl: string },
): { mail: FileMail; via: DeliveredVia } {
  const { file } = delivery;
  const attach = mailer.carriesAttachments && file.body.length <= SUBSCRIPTION_LIMITS.maxAttachmentBytes;
  const link = deliveriesPageUrl(delivery.baseUrl, file.deliveryId);
  const text = [
    `Hello ${to.userName},`,
    '',
    `Your subscription to "${delivery.targetName}" was delivered for ${periodKeyInWords(delivery.periodKey)}: ` +
      `${file.rowCount.toLocaleString('en-US')} rows, ${file.format.toUpperCase()} file ${file.fileName} (${sizeInWords(file.body.length)}), on the latest data.`,
    '',
    attach ? `The file is attached. It is also in FIN Atlas: ${link}` : `Download it in FIN Atlas: ${link}`,
    '',
    'The file is licensed to you: it carries a confidentiality notice and a fingerprint that identifies this delivery.',
    `Change or stop this subscription at ${delivery.baseUrl}/user/subscriptions`,
  ].join('\n');
  return {
    mail: {
      to: to.email,
      subject: `FIN Atlas delivery: ${delivery.targetName}`,
      text,
      ...(attach && {
        attachments: [
          { filename: file.fileName, content: file.body, contentType: DOWNLOAD_CONTENT_TYPES[file.format] },
        ],
      }),
    },
    via: attach ? 'email_attachment' : 'email_link',
  };
}

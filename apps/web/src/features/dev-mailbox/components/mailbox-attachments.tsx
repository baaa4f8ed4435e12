import type { MailboxAttachment } from '@verificauto/shared/contracts/dev-mailbox';

const kilobytes = new Intl.NumberFormat('it-IT', {
  style: 'unit',
  unit: 'kilobyte',
  maximumFractionDigits: 1,
});
const bytes = new Intl.NumberFormat('it-IT', { style: 'unit', unit: 'byte', unitDisplay: 'long' });

const formatFileSize = (size: number) => (size < 1024 ? bytes.format(size) : kilobytes.format(size / 1024));

/** The files sent with the e-mail; each link downloads one (the server names it with its file name). */
export function MailboxAttachments({ attachments }: { attachments: MailboxAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <div className="mb-4">
      <h2 className="h5">Allegati ({attachments.length})</h2>
      <ul className="list-group">
        {attachments.map((attachment) => (
          <li
            key={attachment.url}
            className="list-group-item d-flex flex-wrap justify-content-between align-items-baseline column-gap-3"
          >
            <a href={attachment.url}>Scarica {attachment.filename}</a>
            <span className="small text-body-secondary">
              {attachment.content_type} · {formatFileSize(attachment.size)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

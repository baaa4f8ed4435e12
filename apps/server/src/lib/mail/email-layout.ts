import type { Company } from '@verificauto/shared/legal/company';

export interface EmailContent {
  title: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button, e.g. how long the link is valid. */
  footnote?: string;
  /** Text links under the button, e.g. the withdrawal function's "Recedi dal contratto qui". */
  links?: { label: string; url: string }[];
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Every Verificauto e-mail: branded HTML (inline styles, table layout for mail clients) and plain text. */
export function renderEmail(content: EmailContent, sender: Company): { html: string; text: string } {
  const senderLine = `${sender.legalName} · ${sender.address} · P. IVA ${sender.vatNumber}`;
  const paragraphs = [content.greeting, ...content.paragraphs].filter((p): p is string => Boolean(p));
  const html = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;background:#f3f6fb;font-family:Arial,Helvetica,sans-serif;color:#1d2433">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f6fb;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#224385;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:bold">Verific<span style="color:#bcf0fd">auto</span></td></tr>
<tr><td style="padding:28px">
<h1 style="font-size:22px;margin:0 0 16px;color:#224385">${escapeHtml(content.title)}</h1>
${paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;margin:0 0 14px">${escapeHtml(p)}</p>`).join('\n')}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#224385;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#5b6b86;margin:0 0 14px">Se il pulsante non funziona, copia questo indirizzo nel browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#224385;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : ''
}
${(content.links ?? [])
  .map(
    (link) =>
      `<p style="font-size:16px;margin:0 0 14px"><a href="${escapeHtml(link.url)}" style="color:#224385;font-weight:bold">${escapeHtml(link.label)}</a></p>`,
  )
  .join('\n')}
${content.footnote ? `<p style="font-size:13px;color:#5b6b86;margin:0">${escapeHtml(content.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:18px 28px;background:#f3f6fb;font-size:12px;color:#5b6b86">${escapeHtml(senderLine)}</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    `VERIFICAUTO — ${content.title}`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.url}`, '']),
    ...(content.footnote ? [content.footnote, ''] : []),
    senderLine,
  ].join('\n');
  return { html, text };
}

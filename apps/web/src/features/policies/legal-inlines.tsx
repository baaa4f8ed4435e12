import type { Inline } from '@verificauto/shared/legal/legal-text';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';

/** One run of a legal text: `#anchor` links stay on this page, files download, the rest are plain links. */
function LegalInline({ inline }: { inline: Inline }) {
  if (typeof inline === 'string') return inline;
  if ('strong' in inline) return <strong>{inline.strong}</strong>;
  if (inline.href.startsWith('#')) {
    return <Link to={paths.policies.href(inline.href.slice(1))}>{inline.text}</Link>;
  }
  return (
    <a href={inline.href} download={inline.href.startsWith('/') || undefined}>
      {inline.text}
    </a>
  );
}

export function LegalInlines({ inlines }: { inlines: Inline[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: the runs of a text have no identity and never move
  return inlines.map((inline, index) => <LegalInline key={index} inline={inline} />);
}

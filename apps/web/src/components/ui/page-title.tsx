/**
 * Sets the document title, and the page's description for search engines and link previews; React 19
 * hoists both into <head> (the build's prerender reads them, decision 038).
 */
export function PageTitle({ children, description }: { children: string; description?: string }) {
  return (
    <>
      <title>{children === 'Verificauto' ? children : `${children} | Verificauto`}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}

const ICONS = {
  Facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z',
  Instagram:
    'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.3c-.1-1.5-.4-2.8-1.5-3.9S17.2 3 15.7 3C14.2 2.9 9.8 2.9 8.3 3 6.8 3.1 5.5 3.4 4.4 4.5S3 6.8 3 8.3c-.1 1.5-.1 5.9 0 7.4.1 1.5.4 2.8 1.5 3.9s2.4 1.4 3.9 1.5c1.5.1 5.9.1 7.4 0 1.5-.1 2.8-.4 3.9-1.5s1.4-2.4 1.5-3.9c.1-1.5.1-5.9-.2-7.4zm-2 9.2a3 3 0 0 1-1.7 1.7c-1.2.5-3.9.4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-3.9-.4-5.3s-.1-4.1.4-5.3a3 3 0 0 1 1.7-1.7c1.2-.5 3.9-.4 5.3-.4s4.1-.1 5.3.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 3.9.4 5.3s.1 4.1-.4 5.3z',
  LinkedIn:
    'M6.9 8.9H3.4V20h3.5V8.9zM5.2 3.5a2 2 0 1 0 0 4.1 2 2 0 0 0 0-4.1zM20.6 13.6c0-3.1-.7-5-4.1-5a3.6 3.6 0 0 0-3.2 1.8V8.9H10V20h3.4v-5.5c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.4l-.1-6.4z',
} as const;

// The social profiles are not published yet (spec: "three social icons with empty targets"), so the icons
// are shown without being links: a link that goes nowhere would confuse keyboard and screen-reader users.
export function SocialIcons() {
  return (
    <ul className="list-unstyled d-flex gap-2 mb-0">
      {Object.entries(ICONS).map(([name, d]) => (
        <li key={name}>
          <span className="social-icon" role="img" aria-label={`${name} (presto disponibile)`} title={name}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d={d} />
            </svg>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The mark: a letter with a tick on the brand colour (inline SVG; also the favicon). */
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b6b63"/><path d="M10 7.5h8.5l4 4V24a1.5 1.5 0 0 1-1.5 1.5H10A1.5 1.5 0 0 1 8.5 24V9A1.5 1.5 0 0 1 10 7.5z" fill="#fff"/><path d="M18.5 7.5v4h4" fill="#cfe8e4"/><path d="m11.8 17.6 2.6 2.6 5-5.2" fill="none" stroke="#0b6b63" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

export const PRODUCT_NAME = "Intake";

export function Logo() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b6b63" />
      <path
        d="M10 7.5h8.5l4 4V24a1.5 1.5 0 0 1-1.5 1.5H10A1.5 1.5 0 0 1 8.5 24V9A1.5 1.5 0 0 1 10 7.5z"
        fill="#fff"
      />
      <path d="M18.5 7.5v4h4" fill="#cfe8e4" />
      <path
        d="m11.8 17.6 2.6 2.6 5-5.2"
        fill="none"
        stroke="#0b6b63"
        stroke-width="2.2"
        stroke-linecap="round"
        stroke-linejoin="round"
      />
    </svg>
  );
}

import { type RefObject, useCallback, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** Makes inert every top-level part of the page except the dialog's own layer and backdrop. */
function makeBackgroundInert(dialog: HTMLElement): () => void {
  const layer = [...document.body.children].find((child) => child.contains(dialog));
  const background = [...document.body.children].filter(
    (child) => child !== layer && !child.classList.contains('modal-backdrop') && !child.hasAttribute('inert'),
  );
  for (const element of background) element.setAttribute('inert', '');
  return () => {
    for (const element of background) element.removeAttribute('inert');
  };
}

/** Tab and Shift+Tab go round the dialog's controls instead of leaving it. */
function wrapTab(dialog: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const controls = focusables(dialog);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    const atStart = active === first || active === dialog || !dialog.contains(active);
    if (event.shiftKey && atStart) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  dialog.addEventListener('keydown', onKeyDown);
  return () => dialog.removeEventListener('keydown', onKeyDown);
}

/**
 * For a react-bootstrap Modal (WCAG 1.3.1, 2.4.3, 4.1.2): while `show`, the page behind it is inert, so
 * screen readers cannot read it either; the focus starts on the control given the returned ref (a visible
 * one, not the dialog's box); Tab and Shift+Tab wrap inside the dialog. The page is usable again as soon
 * as the dialog starts closing, so that the focus can go back to the control that opened it.
 */
export function useModalFocus<T extends HTMLElement>(show: boolean) {
  const initialFocusRef = useRef<T>(null);

  useEffect(() => {
    const control = initialFocusRef.current;
    const dialog = control?.closest<HTMLElement>('[role="dialog"]');
    if (!show || !control || !dialog) return;
    // The Modal's own effect has just focused the dialog's box: this one runs after it, as its parent.
    control.focus();
    const restoreBackground = makeBackgroundInert(dialog);
    const stopWrapping = wrapTab(dialog);
    return () => {
      stopWrapping();
      restoreBackground();
    };
  }, [show]);

  return initialFocusRef;
}

/**
 * The dialog's `onExited` that gives the focus back to the control that opened it, once it has been open.
 * react-bootstrap's Modal without animation also reports "exited" when it mounts closed: that report must
 * not take the focus from the page's heading (decision 032).
 */
export function useFocusReturn(open: boolean) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
  }, [open]);
  return useCallback(
    (opener: RefObject<HTMLElement | null>) => () => {
      if (!wasOpen.current) return;
      wasOpen.current = false;
      if (opener.current?.isConnected) opener.current.focus();
    },
    [],
  );
}

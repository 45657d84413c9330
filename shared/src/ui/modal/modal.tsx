import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../cx';
import { useUiLabels } from '../labels';
import { lockScroll } from '../scroll-lock/scroll-lock';
import { focusableIn, trapTab } from './focus';
import { getModalRoot } from './modal-root';
import { isTopModal, modalDepth, pushModal, removeModal, topMountedModal, type ModalEntry } from './modal-stack';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; it also names the dialog (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  className?: string;
  /** The × button in the corner (default true). */
  showCloseButton?: boolean;
}

const ParentModal = createContext<ModalEntry | null>(null);

function restoreFocus(entry: ModalEntry): void {
  const target = entry.restoreFocus;
  const top = topMountedModal();
  if (target?.isConnected && (!top?.dialog || top.dialog.contains(target))) target.focus();
  else top?.dialog?.focus();
}

/**
 * A dialog in the page's own modal root (#modal-root): body scroll locked while open, closes on
 * Escape (the topmost one only) and on a click on the overlay, moves focus inside and back to
 * where it was on close, keeps Tab inside.
 */
export function Modal({ open, onClose, title, children, className, showCloseButton = true }: ModalProps) {
  const labels = useUiLabels();
  const titleId = useId();
  const parent = useContext(ParentModal);
  const [entry] = useState<ModalEntry>(() => ({ parent, dialog: null, restoreFocus: null }));
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const pressStartedOnOverlay = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    entry.dialog = dialog;
    entry.restoreFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    if (pushModal(entry) && dialog && !dialog.contains(document.activeElement)) {
      const first = contentRef.current ? focusableIn(contentRef.current)[0] : undefined;
      (first ?? dialog).focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTopModal(entry)) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      removeModal(entry);
      unlock();
      restoreFocus(entry);
      entry.dialog = null;
      entry.restoreFocus = null;
    };
  }, [open, entry]);

  if (!open) return null;

  // A press that starts inside the dialog and ends on the overlay (selecting text) does not close it.
  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && pressStartedOnOverlay.current) onClose();
    pressStartedOnOverlay.current = false;
  };

  return createPortal(
    <div
      className={styles.overlay}
      style={{ '--modal-depth': modalDepth(entry) } as CSSProperties}
      data-testid="modal-overlay"
      onMouseDown={onOverlayMouseDown}
      onClick={onOverlayClick}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.dialog, className)}
        onKeyDown={(event) => dialogRef.current && trapTab(event, dialogRef.current)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {showCloseButton && (
            <button type="button" className={styles.close} aria-label={labels.closeDialog} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <div ref={contentRef} className={styles.body}>
          <ParentModal.Provider value={entry}>{children}</ParentModal.Provider>
        </div>
      </div>
    </div>,
    getModalRoot(),
  );
}

import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { markToasterMounted } from '../../lib/toast';

/**
 * sonner's own top offsets (24 px, 16 px on a phone) unless a screen moves toasts down with
 * `--toast-top`: a running quiz does, so a toast never covers its timer or Exit Quiz.
 */
const offset = { top: 'var(--toast-top, 24px)' };
const mobileOffset = { top: 'var(--toast-top, 16px)' };

export default function Toaster() {
  useEffect(() => {
    markToasterMounted();
  }, []);
  return (
    <Sonner
      richColors
      position="top-center"
      closeButton
      offset={offset}
      mobileOffset={mobileOffset}
    />
  );
}

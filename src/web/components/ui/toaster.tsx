import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { markToasterMounted } from '../../lib/toast';

export default function Toaster() {
  useEffect(() => {
    markToasterMounted();
  }, []);
  return <Sonner richColors position="top-center" closeButton />;
}

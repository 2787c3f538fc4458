import { prefetchPopupOn, usePopup } from '@/shared/lib/popup';
import { Button, type ButtonVariant } from '@/shared/ui/button';

export interface SubmitMusicButtonProps {
  variant?: ButtonVariant;
  className?: string;
}

/** "Submit your music": the composers' way in, opening the submit_demo popup (no sign-in needed). */
export function SubmitMusicButton({ variant = 'link', className }: SubmitMusicButtonProps) {
  const popup = usePopup();
  return (
    <Button variant={variant} className={className} {...prefetchPopupOn('submit_demo')} onClick={() => popup.open('submit_demo')}>
      Submit your music
    </Button>
  );
}

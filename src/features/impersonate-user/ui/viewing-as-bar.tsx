import { useCurrentUser } from '@/entities/user';
import { errorMessage } from '@/shared/api';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { useStopImpersonatingMutation } from '../api/impersonate-api';
import { IMPERSONATE_MESSAGES } from '../model/impersonate-schema';
import './impersonate.css';

/**
 * Under the header while an admin views the site as another user: whom they see it as, and the
 * way back to their own account. Nothing for anyone else.
 */
export function ViewingAsBar() {
  const { user } = useCurrentUser();
  const [stop, { isLoading }] = useStopImpersonatingMutation();
  if (!user?.impersonator) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  const admin = user.impersonator;

  async function backToOwnAccount() {
    try {
      await stop().unwrap();
    } catch (error) {
      notify.show(IMPERSONATE_MESSAGES.stopFailure(errorMessage(error, IMPERSONATE_MESSAGES.defaultFailure)), { variant: 'error' });
    }
  }

  return (
    <div className="viewing-as" role="region" aria-label="Viewing as another user">
      <p className="viewing-as__text">
        Viewing as <strong>{name}</strong> ({user.email})
      </p>
      <Button variant="secondary" size="sm" onClick={() => void backToOwnAccount()} disabled={isLoading}>
        {isLoading ? 'Returning...' : `Back to ${admin.first_name || admin.email}'s account`}
      </Button>
    </div>
  );
}

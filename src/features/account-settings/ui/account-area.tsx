import { useLastSignedInUser } from '@/entities/user';
import { AddressForm } from './address-form';
import { DownloadFormatForm } from './download-format-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import './account-forms.css';

/** MY ACCOUNT: profile, PASSWORD RESET, DOWNLOAD FILE FORMAT, ADDRESS & CONTACT INFO. */
export function AccountArea() {
  // The forms stay, with what was typed, for the person they were shown to while nobody is signed
  // in (the sidebar keeps this area, hidden, after that person's session expired).
  const user = useLastSignedInUser();
  if (!user) return null;
  return (
    <div className="account-area">
      <ProfileForm user={user} />
      <PasswordForm />
      <DownloadFormatForm user={user} />
      <AddressForm user={user} />
    </div>
  );
}

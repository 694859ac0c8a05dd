import { useProfile } from '../api/get-profile.ts';
import { useCountries } from '../../../lib/countries.ts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/** /profile (§2.5, §3): the player's details. */
export default function ProfileScreen() {
  const profile = useProfile();
  const countries = useCountries();
  if (!profile.data || !countries.data)
    return (
      <LoadState
        failed={profile.isError || countries.isError}
        onRetry={() => {
          if (profile.isError) void profile.refetch();
          if (countries.isError) void countries.refetch();
        }}
      />
    );
  return <ProfileForm profile={profile.data} countries={countries.data.items} />;
}

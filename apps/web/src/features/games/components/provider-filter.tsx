import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field.tsx';
import { useProviders } from '../api/get-providers.ts';
import styles from './provider-filter.module.css';

/**
 * The provider filter of a games page: every studio with available games and how many it has, "all providers"
 * first. Choosing one lists only its games (the page's `provider` query).
 */
export function ProviderFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (provider: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const { data } = useProviders();
  return (
    <SelectField
      className={styles.filter}
      label={t('games.providers.label')}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
    >
      <option value="">{t('games.providers.all')}</option>
      {data?.providers.map((provider) => (
        <option key={provider.id} value={provider.id}>
          {t('games.providers.option', { name: provider.name, count: provider.games })}
        </option>
      ))}
    </SelectField>
  );
}

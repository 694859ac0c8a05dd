import { useTranslation } from 'react-i18next';
import { TRANSACTION_SORTS, type TransactionSort } from '@casino/contracts';
import { SelectField } from '../../../components/ui/field.tsx';

/** The four §3 sort options: amount up and down, date up and down. */
export function SortSelect({
  value,
  onChange,
}: {
  value: TransactionSort;
  onChange: (sort: TransactionSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('wallet.sort.label')}
      value={value}
      onChange={(event) => {
        const next = TRANSACTION_SORTS.find((sort) => sort === event.target.value);
        if (next) onChange(next);
      }}
    >
      {TRANSACTION_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {t(`wallet.sort.${sort}`)}
        </option>
      ))}
    </SelectField>
  );
}
